import { z } from "zod";
import { isLink, linkTo, named, ref, sectionKind } from "../graphqlHints";
import { href, isoDate } from "../shared";
import { optionFor, unwrap, walkValue, type Unwrapped, type ValuePath } from "../walk";

// The one walk every reader of the content schemas shares (the GraphQL types, the editing screen's fields, the
// content check, the previews): what it takes off a schema and what it says it found.

/** The flags of an unwrapped schema, without the schemas themselves, for comparing with plain values. */
const flags = ({ optional, nullable, refined, transformed, required, ...rest }: Unwrapped) => ({
  kind: rest.node.kind,
  optional,
  nullable,
  refined,
  transformed,
  required,
  default: rest.default,
  description: rest.description,
});

type Flags = Omit<ReturnType<typeof flags>, "kind">;

const bare: Flags = {
  optional: false,
  nullable: false,
  refined: false,
  transformed: false,
  required: true,
  default: undefined,
  description: undefined,
};

describe("unwrap", () => {
  it("leaves a schema with no wrapper as it is, and says the file must give it", () => {
    const schema = z.string();
    const unwrapped = unwrap(schema);
    expect(unwrapped.core).toBe(schema);
    expect(unwrapped.layers).toEqual([schema]);
    expect(flags(unwrapped)).toEqual({ ...bare, kind: "string" });
  });

  it.each<[string, z.ZodTypeAny, Partial<Flags>]>([
    ["optional", z.string().optional(), { optional: true, required: false }],
    ["nullable", z.string().nullable(), { nullable: true, required: false }],
    ["default", z.string().default("Kitelight"), { default: { value: "Kitelight" }, required: false }],
    ["refine", z.string().refine((value) => value !== "x"), { refined: true }],
    ["superRefine", z.string().superRefine(() => undefined), { refined: true }],
    ["transform", z.string().transform((value) => value.trim()), { transformed: true }],
    ["preprocess", z.preprocess((value) => value, z.string()), { transformed: true }],
    ["brand", z.string().brand<"Slug">(), {}],
    ["readonly", z.string().readonly(), {}],
    ["lazy", z.lazy(() => z.string()), {}],
    ["pipe", z.string().pipe(z.string().min(1)), {}],
    ["describe", z.string().describe("The page's title"), { description: "The page's title" }],
  ])("reads %s and reports it, with the string under it as the core", (_wrapper, schema, found) => {
    const unwrapped = unwrap(schema);
    expect(unwrapped.core).toBeInstanceOf(z.ZodString);
    expect(unwrapped.layers[0]).toBe(schema);
    expect(flags(unwrapped)).toEqual({ ...bare, kind: "string", ...found });
  });

  it("describes a pipeline by its input, which is what a content file holds", () => {
    const { node } = unwrap(z.string().pipe(z.coerce.number()));
    expect(node.kind).toBe("string");
  });

  it("takes off nested wrappers, listing every layer outermost first", () => {
    const core = z.number().int();
    const refined = core.refine((value) => value > 0, "should be positive");
    const optional = refined.optional();
    const defaulted = optional.default(3);
    const schema = defaulted.nullable().describe("How many");
    const unwrapped = unwrap(schema);
    expect(unwrapped.layers).toEqual([schema, defaulted, optional, refined, core]);
    expect(unwrapped.core).toBe(core);
    expect(flags(unwrapped)).toEqual({
      kind: "number",
      optional: true,
      nullable: true,
      refined: true,
      transformed: false,
      required: false,
      default: { value: 3 },
      description: "How many",
    });
  });

  it("keeps the outermost default and description when there are several", () => {
    const schema = z.string().describe("inner").default("inner").describe("outer").default("outer");
    expect(unwrap(schema).default).toEqual({ value: "outer" });
    expect(unwrap(schema).description).toBe("outer");
  });

  it("keeps every layer, so a hint on a wrapper is found (a link is a refined string)", () => {
    const { node, layers, refined } = unwrap(href.optional());
    expect(node.kind).toBe("string");
    expect(refined).toBe(true);
    expect(layers.some(isLink)).toBe(true);
    expect(unwrap(linkTo(z.string()).optional()).layers.some(isLink)).toBe(true);
    expect(unwrap(isoDate).layers).toContain(isoDate);
  });

  it("refuses a lazy schema that is only itself, rather than looping for ever", () => {
    const endless: z.ZodTypeAny = z.lazy(() => endless);
    expect(() => unwrap(endless)).toThrow("wraps itself");
  });
});

describe("the kinds unwrap tells apart", () => {
  it("makes a reference to a shared fact a ref, with its folder, however it is wrapped", () => {
    for (const schema of [
      ref("people"),
      ref("people").optional(),
      ref("people")
        .refine(() => true)
        .nullable(),
    ]) {
      const { node } = unwrap(schema);
      expect(node.kind === "ref" && node.folder).toBe("people");
    }
    expect(unwrap(z.array(ref("clients")).optional()).node.kind).toBe("array");
    const { node: list } = unwrap(z.array(ref("clients")));
    expect(list.kind === "array" && unwrap(list.element).node).toMatchObject({ kind: "ref", folder: "clients" });
  });

  it("lists an object's fields in the schema's order, wrappers and all", () => {
    const title = z.string();
    const lead = z.string().optional();
    const { node } = unwrap(z.object({ title, lead }).optional());
    expect(node.kind).toBe("object");
    expect(node.kind === "object" && node.fields).toEqual([
      ["title", title],
      ["lead", lead],
    ]);
  });

  it("gives a list its element, a number whether it is whole, a choice its options, a fixed value its value", () => {
    const element = z.string().optional();
    expect(unwrap(z.array(element).min(1))).toMatchObject({ node: { kind: "array", element } });
    expect(unwrap(z.number().int()).node).toMatchObject({ kind: "number", integer: true });
    expect(unwrap(z.number()).node).toMatchObject({ kind: "number", integer: false });
    expect(unwrap(z.boolean().optional()).node.kind).toBe("boolean");
    expect(unwrap(z.enum(["a", "b"])).node).toMatchObject({ kind: "enum", options: ["a", "b"] });
    expect(unwrap(z.literal("GB")).node).toMatchObject({ kind: "literal", value: "GB" });
    expect(unwrap(z.literal(1200)).node).toMatchObject({ kind: "literal", value: 1200 });
  });

  it("gives a union its options, a record its values, and calls anything else other", () => {
    const text = z.string();
    const count = z.number();
    expect(unwrap(z.union([text, count])).node).toMatchObject({ kind: "union", options: [text, count] });
    expect(unwrap(z.record(count)).node).toMatchObject({ kind: "record", value: count });
    expect(unwrap(z.date().optional()).node.kind).toBe("other");
  });

  it("gives a list of sections its options in order, and finds the option for a section by its kind", () => {
    const quote = sectionKind("walk-test-quote", named("WalkTestQuote", z.object({ text: z.string() })));
    const faq = sectionKind("walk-test-faq", named("WalkTestFaq", z.object({ items: z.array(z.string()) })));
    const { node } = unwrap(z.discriminatedUnion("kind", [quote, faq]).optional());
    if (node.kind !== "discriminatedUnion") throw new Error(`expected a list of sections, got ${node.kind}`);
    expect(node.discriminator).toBe("kind");
    expect(node.options).toEqual([quote, faq]);
    expect(optionFor(node, { kind: "walk-test-faq", items: [] })).toBe(faq);
    expect(optionFor(node, { kind: "walk-test-nothing" })).toBeUndefined();
    expect(optionFor(node, "walk-test-faq")).toBeUndefined();
    expect(optionFor(node, null)).toBeUndefined();
  });
});

describe("walkValue", () => {
  const person = ref("people");
  const section = z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("quote"), author: person }),
    z.object({ kind: z.literal("list"), items: z.array(z.string()) }),
  ]);
  const page = z.object({
    title: z.string(),
    lead: z.string().optional(),
    authors: z.array(person).optional(),
    sections: z.array(section),
  });

  function visited(data: unknown): Array<[string, string, unknown]> {
    const seen: Array<[string, string, unknown]> = [];
    walkValue(page, data, (value: unknown, path: ValuePath, { node }: Unwrapped) => {
      seen.push([path.join("."), node.kind, value]);
    });
    return seen;
  }

  it("visits every value with its path, through objects, lists and sections, and skips what the file leaves out", () => {
    const data = {
      title: "Home",
      lead: null,
      authors: ["ada-lovelace"],
      sections: [
        { kind: "quote", author: "grace-hopper" },
        { kind: "list", items: ["one"] },
      ],
    };
    expect(visited(data).map(([path, kind]) => [path, kind])).toEqual([
      ["", "object"],
      ["title", "string"],
      ["authors", "array"],
      ["authors.0", "ref"],
      ["sections", "array"],
      ["sections.0", "discriminatedUnion"],
      ["sections.0", "object"],
      ["sections.0.kind", "literal"],
      ["sections.0.author", "ref"],
      ["sections.1", "discriminatedUnion"],
      ["sections.1", "object"],
      ["sections.1.kind", "literal"],
      ["sections.1.items", "array"],
      ["sections.1.items.0", "string"],
    ]);
    expect(visited(data).find(([path]) => path === "sections.0.author")?.[2]).toBe("grace-hopper");
  });

  it("does not go into a value that is not of its schema's shape", () => {
    const data = { title: "Home", authors: "ada-lovelace", sections: [{ kind: "video" }] };
    expect(visited(data).map(([path]) => path)).toEqual(["", "title", "authors", "sections", "sections.0"]);
  });

  it("starts from the path it is given", () => {
    const paths: ValuePath[] = [];
    walkValue(z.array(z.string()), ["a"], (_value, path) => paths.push(path), ["faq", 2]);
    expect(paths).toEqual([
      ["faq", 2],
      ["faq", 2, 0],
    ]);
  });
});
