import { z } from "zod";
import { named } from "../../src/lib/schema/graphqlHints";
import { imagePath } from "../../src/lib/schema/graphqlHints";
import { buildTypeDefs } from "../graphqlSdl";

describe("buildTypeDefs", () => {
  it("makes required fields non-null, optional ones nullable, and names shared shapes once", () => {
    const link = named("Link", z.object({ label: z.string(), href: z.string() }));
    const sdl = buildTypeDefs({
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

  it("refuses two different shapes with the same name", () => {
    const a = named("Thing", z.object({ a: z.string() }));
    const b = named("Thing", z.object({ b: z.string() }));
    expect(() => buildTypeDefs({ Page: z.object({ a, b }) })).toThrow(
      /Two different content shapes are both named Thing/,
    );
  });
});
