import type { z } from "zod";
import { factFolders, graphqlNameOf, isFileRef, sectionTypeOf } from "../src/lib/schema/graphqlHints";
import { unwrap } from "../src/lib/schema/walk";

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
// - The transformer also gives rawMarkdownBody, the text after the front matter, which the pages render with
//   src/lib/markdown.ts. Its own html, excerpt and timeToRead are never asked for.

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
  /** Every field that holds content's text ("String" or "[String!]"), by type, for gatsby/contentText.ts. */
  textFields: Array<{ type: string; field: string }>;
}

/** The fields of a content type's schema, which must be an object. */
function objectFields(name: string, schema: z.ZodTypeAny): ReadonlyArray<[string, z.ZodTypeAny]> {
  const { node } = unwrap(schema);
  if (node.kind !== "object") throw new Error(`Content type ${name} must be an object schema`);
  return node.fields;
}

/** A type the build makes rather than reads from content: a node type of its own (`node`) or an object type. */
export interface BuiltType {
  schema: z.ZodTypeAny;
  node?: boolean;
}

/**
 * @param nodeTypes JSON content types: one node type each, named by the key.
 * @param markdownTypes markdown content types: front matter schemas merged into MarkdownRemark.
 * @param builtTypes types of what the build makes (the route table, the downloads), named by the key: no content
 *   file's fields, and no text of theirs is content's.
 */
export function buildTypeDefs(
  nodeTypes: Record<string, z.ZodTypeAny>,
  markdownTypes: Record<string, z.ZodTypeAny> = {},
  builtTypes: Record<string, BuiltType> = {},
): TypeDefs {
  const types = new Map<string, { header: string; uses: Array<Map<string, Field>> }>();
  const unions = new Map<string, UnionSpec>();

  function define(name: string, fields: Map<string, Field>, header = `type ${name}`) {
    const existing = types.get(name);
    if (existing && existing.header !== header) throw new Error(`Two content types are both named ${name}`);
    types.set(name, { header, uses: [...(existing?.uses ?? []), fields] });
  }

  function fieldsOf(owner: string, fields: ReadonlyArray<[string, z.ZodTypeAny]>): Map<string, Field> {
    return new Map(fields.map(([field, value]) => [field, fieldType(value, `${owner}${pascal(field)}`)]));
  }

  function scalarOf(value: unknown): string {
    if (typeof value === "number") return Number.isInteger(value) ? "Int" : "Float";
    return typeof value === "boolean" ? "Boolean" : "String";
  }

  function fieldType(schema: z.ZodTypeAny, fallbackName: string): Field {
    // Nodes hold the raw file, not zod's output, so a defaulted field can be absent too.
    const { node, core, required: nonNull } = unwrap(schema);
    // Nullable even when required: the lookup finds nothing for a file that is not there, and the content check
    // has already refused a missing image with the file and field named.
    if (isFileRef(core)) return { type: "File", nonNull: false, directive: "@fileByRelativePath" };
    switch (node.kind) {
      case "ref":
        // By the raw field: a lookup by a field with a resolver (the @proxy slug) finds nothing.
        return { type: factFolders[node.folder], nonNull, directive: '@link(by: "fields.slug")' };
      case "string":
      case "enum":
        return { type: "String", nonNull };
      case "boolean":
        return { type: "Boolean", nonNull };
      case "number":
        return { type: node.integer ? "Int" : "Float", nonNull };
      case "literal":
        return { type: scalarOf(node.value), nonNull };
      case "array": {
        const element = fieldType(node.element, fallbackName);
        return { type: `[${element.type}!]`, nonNull, directive: element.directive };
      }
      case "object": {
        const name = graphqlNameOf(core) ?? fallbackName;
        define(name, fieldsOf(name, node.fields));
        return { type: name, nonNull };
      }
      case "discriminatedUnion": {
        const name = graphqlNameOf(core);
        if (!name) throw new Error(`A list of sections needs a GraphQL name (named()), near ${fallbackName}`);
        const typeByKind: Record<string, string> = {};
        for (const option of node.options) {
          const kind = (option.shape.kind as z.ZodLiteral<string>).value;
          const member = sectionTypeOf(kind);
          if (!member) throw new Error(`Section kind "${kind}" was not made with sectionKind()`);
          define(member, fieldsOf(member, Object.entries(option.shape)));
          typeByKind[kind] = member;
        }
        unions.set(name, { name, typeByKind });
        return { type: name, nonNull };
      }
      default:
        throw new Error(`The content schema uses a zod type (${core.constructor.name}) that has no GraphQL mapping`);
    }
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

  const contentTypeCount = Object.keys(nodeTypes).length + Object.keys(markdownTypes).length;
  if (contentTypeCount > 0)
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
    define(
      name,
      new Map([...ids, ...fieldsOf(name, objectFields(name, schema))]),
      `type ${name} implements Node @dontInfer`,
    );
  }

  const markdown = Object.entries(markdownTypes);
  for (const [name, schema] of markdown) {
    define("MarkdownRemarkFrontmatter", fieldsOf("MarkdownRemarkFrontmatter", objectFields(name, schema)));
  }
  if (markdown.length > 0) {
    const fields = new Map<string, Field>([
      ...ids,
      ["contentType", { type: "String", nonNull: true, directive: '@proxy(from: "fields.contentType")' }],
      ["frontmatter", { type: "MarkdownRemarkFrontmatter", nonNull: true }],
      // The text after the front matter, as the transformer reads it; the pages render it (src/lib/markdown.ts).
      ["rawMarkdownBody", { type: "String", nonNull: true }],
    ]);
    define("MarkdownRemark", fields, "type MarkdownRemark implements Node @dontInfer");
  }
  const contentNames = new Set(types.keys());
  for (const [name, { schema, node }] of Object.entries(builtTypes)) {
    define(
      name,
      fieldsOf(name, objectFields(name, schema)),
      node ? `type ${name} implements Node @dontInfer` : `type ${name}`,
    );
  }
  const typeDefs = [...types.entries()].map(([name, { header, uses }]) => `${header} {\n${merged(name, uses)}\n}`);
  // Text fields as written in content (not those the build adds, which carry a directive such as @proxy).
  const isText = (f: Field) => (f.type === "String" || f.type === "[String!]") && !f.directive;
  const textFields = [...types.entries()]
    .filter(([type]) => contentNames.has(type))
    .flatMap(([type, { uses }]) => {
      const fields = uses.flatMap((use) => [...use].filter(([, f]) => isText(f)).map(([field]) => field));
      return [...new Set(fields)].map((field) => ({ type, field }));
    });
  return { typeDefs: typeDefs.join("\n\n"), unions: [...unions.values()], textFields };
}
