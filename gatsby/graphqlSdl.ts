import { z } from "zod";
import { collections, graphqlNameOf, isFileRef, refTarget, sectionTypeOf } from "../src/lib/schema/graphqlHints";

// Builds the GraphQL type definitions from the zod content schemas, so the explicit schema (@dontInfer) can
// never drift from what validation accepts. Optional fields become nullable; everything else is non-null.
//
// - A named shape used in several places is one GraphQL type: the merge of its uses. A field is non-null only
//   when every use requires it with the same type; two uses that give a field different types fail the build.
//   This is how a section shape serves both as a fixed field of a page and, with its `kind`, as an item of a
//   page's `sections` list.
// - A reference to a shared fact (`ref("clients")`) is a link to that node by its slug (@link), so a query
//   reads the client, not its file name.
// - A list of sections (a zod discriminated union on `kind`) is a GraphQL union; the resolver picks each
//   item's type from its kind.
//
// Markdown (design note for everyone adding .md content):
// - gatsby-transformer-remark makes every .md file one MarkdownRemark node, so all markdown content types
//   share that node type. Each registers in src/lib/schema/index.ts like JSON content ("blog/*.md",
//   "legal/*.md") with a zod schema for its front matter.
// - onCreateNode gives each MarkdownRemark the fields `contentId`, `slug` and `contentType` (the registry key
//   its folder matches, e.g. "BlogPost"), read through @proxy.
// - MarkdownRemark is declared @dontInfer with `frontmatter: MarkdownRemarkFrontmatter!`, the merge of every
//   markdown schema. Views narrow the nullable fields once, in a small typed helper (see src/lib/blog.ts).
// - html, excerpt, wordCount and timeToRead still come from the transformer.

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

interface Field {
  /** The type without its trailing "!". */
  type: string;
  nonNull: boolean;
  directive?: string;
}

export interface UnionSpec {
  name: string;
  /** The union's member types, by the value of each item's `kind`. */
  typeByKind: Record<string, string>;
}

export interface TypeDefs {
  typeDefs: string;
  unions: UnionSpec[];
}

/** Strips optional, nullable, default and refine wrappers; says whether any of them allowed a missing value. */
function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      nullable = true;
      current = current.unwrap();
    } else if (current instanceof z.ZodDefault) {
      // Nodes hold the raw file, not zod's output, so a defaulted field can be absent.
      nullable = true;
      current = current.removeDefault();
    } else if (current instanceof z.ZodEffects) {
      current = current.innerType();
    } else return { inner: current, nullable };
  }
}

/**
 * @param nodeTypes JSON content types: one node type each, named by the key.
 * @param markdownTypes markdown content types: front matter schemas merged into MarkdownRemark.
 */
export function buildTypeDefs(
  nodeTypes: Record<string, z.ZodTypeAny>,
  markdownTypes: Record<string, z.ZodTypeAny> = {},
): TypeDefs {
  const types = new Map<string, { header: string; uses: Array<Map<string, Field>> }>();
  const unions = new Map<string, UnionSpec>();

  function define(name: string, fields: Map<string, Field>, header = `type ${name}`) {
    const existing = types.get(name);
    if (existing && existing.header !== header) throw new Error(`Two content types are both named ${name}`);
    types.set(name, { header, uses: [...(existing?.uses ?? []), fields] });
  }

  function fieldsOf(owner: string, schema: z.ZodObject<z.ZodRawShape>): Map<string, Field> {
    return new Map(
      Object.entries(schema.shape).map(([field, value]) => [field, fieldType(value, `${owner}${pascal(field)}`)]),
    );
  }

  function scalarOf(value: unknown): string {
    if (typeof value === "number") return Number.isInteger(value) ? "Int" : "Float";
    return typeof value === "boolean" ? "Boolean" : "String";
  }

  function fieldType(schema: z.ZodTypeAny, fallbackName: string): Field {
    const { inner: current, nullable } = unwrap(schema);
    const nonNull = !nullable;
    // Nullable even when required: the lookup finds nothing for a file that is not there, and the content check
    // has already refused a missing image with the file and field named.
    if (isFileRef(current)) return { type: "File", nonNull: false, directive: "@fileByRelativePath" };
    const target = refTarget(current);
    // By the raw field: a lookup by a field with a resolver (the @proxy slug) finds nothing.
    if (target) return { type: collections[target], nonNull, directive: '@link(by: "fields.slug")' };
    if (current instanceof z.ZodString || current instanceof z.ZodEnum) return { type: "String", nonNull };
    if (current instanceof z.ZodBoolean) return { type: "Boolean", nonNull };
    if (current instanceof z.ZodNumber) return { type: current.isInt ? "Int" : "Float", nonNull };
    if (current instanceof z.ZodLiteral) return { type: scalarOf(current.value as unknown), nonNull };
    if (current instanceof z.ZodArray) {
      const element = fieldType(current.element, fallbackName);
      return { type: `[${element.type}!]`, nonNull, directive: element.directive };
    }
    if (current instanceof z.ZodObject) {
      const name = graphqlNameOf(current) ?? fallbackName;
      define(name, fieldsOf(name, current));
      return { type: name, nonNull };
    }
    if (current instanceof z.ZodDiscriminatedUnion) {
      const name = graphqlNameOf(current);
      if (!name) throw new Error(`A list of sections needs a GraphQL name (named()), near ${fallbackName}`);
      const typeByKind: Record<string, string> = {};
      for (const option of current.options as z.ZodObject<z.ZodRawShape>[]) {
        const kind = (option.shape.kind as z.ZodLiteral<string>).value;
        const member = sectionTypeOf(kind);
        if (!member) throw new Error(`Section kind "${kind}" was not made with sectionKind()`);
        define(member, fieldsOf(member, option));
        typeByKind[kind] = member;
      }
      unions.set(name, { name, typeByKind });
      return { type: name, nonNull };
    }
    throw new Error(`The content schema uses a zod type (${current.constructor.name}) that has no GraphQL mapping`);
  }

  /** One field per name over every use of a type: non-null only when every use requires it. */
  function merged(name: string, uses: Array<Map<string, Field>>): string {
    const names = [...new Set(uses.flatMap((use) => [...use.keys()]))];
    return names
      .map((field) => {
        const seen = uses.map((use) => use.get(field));
        const present = seen.filter((f): f is Field => f !== undefined);
        const bare = [...new Set(present.map((f) => f.type))];
        if (bare.length > 1)
          throw new Error(`Field "${field}" of ${name} has different types in different content: ${bare.join(", ")}`);
        const nonNull = seen.every((f) => f?.nonNull === true);
        const directive = present[0]?.directive;
        return `  ${field}: ${bare[0]}${nonNull ? "!" : ""}${directive ? ` ${directive}` : ""}`;
      })
      .join("\n");
  }

  define(
    "ContentFields",
    new Map<string, Field>([
      ["contentId", { type: "String", nonNull: true }],
      ["slug", { type: "String", nonNull: true }],
      ["contentType", { type: "String", nonNull: false }],
    ]),
  );
  const ids = new Map<string, Field>([
    ["fields", { type: "ContentFields", nonNull: true }],
    ["contentId", { type: "String", nonNull: true, directive: '@proxy(from: "fields.contentId")' }],
    ["slug", { type: "String", nonNull: true, directive: '@proxy(from: "fields.slug")' }],
  ]);
  for (const [name, schema] of Object.entries(nodeTypes)) {
    const { inner } = unwrap(schema);
    if (!(inner instanceof z.ZodObject)) throw new Error(`Content type ${name} must be an object schema`);
    define(name, new Map([...ids, ...fieldsOf(name, inner)]), `type ${name} implements Node @dontInfer`);
  }

  const markdown = Object.entries(markdownTypes);
  for (const [name, schema] of markdown) {
    const { inner } = unwrap(schema);
    if (!(inner instanceof z.ZodObject)) throw new Error(`Content type ${name} must be an object schema`);
    define("MarkdownRemarkFrontmatter", fieldsOf("MarkdownRemarkFrontmatter", inner));
  }
  if (markdown.length > 0) {
    const fields = new Map<string, Field>([
      ...ids,
      ["contentType", { type: "String", nonNull: true, directive: '@proxy(from: "fields.contentType")' }],
      ["frontmatter", { type: "MarkdownRemarkFrontmatter", nonNull: true }],
    ]);
    define("MarkdownRemark", fields, "type MarkdownRemark implements Node @dontInfer");
  }
  const typeDefs = [...types.entries()].map(([name, { header, uses }]) => `${header} {\n${merged(name, uses)}\n}`);
  return { typeDefs: typeDefs.join("\n\n"), unions: [...unions.values()] };
}
