import { z } from "zod";
import { imagePath, named, ref, sectionKind } from "../../src/lib/schema/graphqlHints";
import { buildTypeDefs } from "../graphqlSdl";

const typeBlock = (sdl: string, name: string) => {
  const match = new RegExp(`type ${name}[ {][^{]*\\{[^}]*\\}`).exec(sdl);
  if (!match) throw new Error(`no type ${name} in:\n${sdl}`);
  return match[0];
};

describe("buildTypeDefs", () => {
  it("makes required fields non-null, optional ones nullable, and names shared shapes once", () => {
    const link = named("Link", z.object({ label: z.string(), href: z.string() }));
    const { typeDefs: sdl } = buildTypeDefs({
      DemoPage: z.object({
        title: z.string(),
        count: z.number().int(),
        ratio: z.number(),
        live: z.boolean().optional(),
        tags: z.array(z.string()),
        primary: link,
        others: z.array(link).optional(),
        cover: imagePath(),
        hero: z.object({ heading: z.string() }),
      }),
    });
    expect(sdl).toContain("type DemoPage implements Node @dontInfer {");
    expect(sdl).toContain('contentId: String! @proxy(from: "fields.contentId")');
    expect(sdl).toContain('slug: String! @proxy(from: "fields.slug")');
    expect(sdl).toMatch(/title: String!\n/);
    expect(sdl).toMatch(/count: Int!\n/);
    expect(sdl).toMatch(/ratio: Float!\n/);
    expect(sdl).toMatch(/live: Boolean\n/);
    expect(sdl).toMatch(/tags: \[String!\]!\n/);
    expect(sdl).toMatch(/primary: Link!\n/);
    expect(sdl).toMatch(/others: \[Link!\]\n/);
    expect(sdl).toContain("cover: File @fileByRelativePath");
    expect(sdl).toContain("type DemoPageHero {");
    expect(sdl.match(/type Link \{/g)).toHaveLength(1);
  });

  it("lists the text fields, whose placeholders the build fills, and not those it adds or links", () => {
    const { textFields } = buildTypeDefs({
      DemoPage: z.object({
        title: z.string(),
        count: z.number().int(),
        tags: z.array(z.string()),
        author: ref("people"),
        hero: z.object({ heading: z.string() }),
      }),
    });
    expect(textFields).toEqual(
      expect.arrayContaining([
        { type: "DemoPage", field: "title" },
        { type: "DemoPage", field: "tags" },
        { type: "DemoPageHero", field: "heading" },
      ]),
    );
    const demo = textFields.filter(({ type }) => type === "DemoPage").map(({ field }) => field);
    expect(demo).not.toEqual(expect.arrayContaining(["contentId"]));
    expect(demo).not.toContain("slug");
    expect(demo).not.toContain("author");
    expect(demo).not.toContain("count");
  });

  it("makes the types of what the build makes, a node or an object, without content's fields or text", () => {
    const { typeDefs: sdl, textFields } = buildTypeDefs(
      {},
      {},
      {
        Made: { schema: z.object({ path: z.string(), pages: z.number().int().nullable() }), node: true },
        Entry: {
          schema: z.object({
            label: z.string(),
            part: named("EntryPart", z.object({ page: z.number().int() })).nullish(),
          }),
        },
      },
    );
    expect(typeBlock(sdl, "Made")).toBe("type Made implements Node @dontInfer {\n  path: String!\n  pages: Int\n}");
    expect(typeBlock(sdl, "Entry")).toBe("type Entry {\n  label: String!\n  part: EntryPart\n}");
    expect(typeBlock(sdl, "EntryPart")).toBe("type EntryPart {\n  page: Int!\n}");
    expect(sdl).not.toContain("ContentFields");
    expect(textFields).toEqual([]);
  });

  it("merges the uses of one named shape: a field is non-null only where every use requires it", () => {
    const a = named("Thing", z.object({ a: z.string(), both: z.string() }));
    const b = named("Thing", z.object({ b: z.string(), both: z.string() }));
    const block = typeBlock(buildTypeDefs({ Page: z.object({ a, b }) }).typeDefs, "Thing");
    expect(block).toMatch(/ a: String\n/);
    expect(block).toMatch(/ b: String\n/);
    expect(block).toMatch(/ both: String!\n/);
  });

  it("refuses a field that two uses of one name give different types", () => {
    const a = named("Thing", z.object({ value: z.string() }));
    const b = named("Thing", z.object({ value: z.number() }));
    expect(() => buildTypeDefs({ Page: z.object({ a, b }) })).toThrow(/Field "value" of Thing has different types/);
  });

  it("links a reference to a shared fact by the target's slug", () => {
    const { typeDefs } = buildTypeDefs({
      Story: z.object({ client: ref("clients"), people: z.array(ref("people")).optional() }),
    });
    expect(typeDefs).toContain('client: Client! @link(by: "fields.slug")');
    expect(typeDefs).toContain('people: [Person!] @link(by: "fields.slug")');
  });

  it("makes a list of sections a union, each kind its shape's type with a kind", () => {
    const quote = named("DemoQuote", z.object({ text: z.string() }));
    const figures = named("DemoFigures", z.object({ values: z.array(z.string()) }));
    const sections = named(
      "DemoSection",
      z.discriminatedUnion("kind", [sectionKind("demoQuote", quote), sectionKind("demoFigures", figures)]),
    );
    const { typeDefs, unions } = buildTypeDefs({ Page: z.object({ sections: z.array(sections), fixed: quote }) });
    expect(typeDefs).toContain("sections: [DemoSection!]!");
    // The quote is also a fixed field, where it has no kind: the merged type makes `kind` nullable.
    expect(typeBlock(typeDefs, "DemoQuote")).toMatch(/kind: String\n/);
    expect(unions).toEqual([
      { name: "DemoSection", typeByKind: { demoQuote: "DemoQuote", demoFigures: "DemoFigures" } },
    ]);
  });
});
