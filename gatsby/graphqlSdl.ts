import { z } from "zod";
import { graphqlNameOf, isFileRef } from "../src/lib/schema/graphqlHints";

// Builds the GraphQL type definitions from the zod content schemas, so the
// explicit schema (@dontInfer) can never drift from what validation accepts.
// Optional fields become nullable; everything else is non-null.
//
// Markdown (design note for everyone adding .md content):
// - gatsby-transformer-remark makes every .md file one MarkdownRemark node, so
//   all markdown content types share that node type. Each registers in
//   src/lib/schema/index.ts like JSON content ("blog/*.md", "legal/*.md") with
//   a zod schema for its front matter.
// - onCreateNode gives each MarkdownRemark two fields, read through @proxy:
//   `contentId` (the file name, as for JSON) and `contentType` (the registry
//   key its folder matches, e.g. "BlogPost"). Queries pick one kind with
//   `markdownRemark(contentType: { eq: "BlogPost" }, contentId: { eq: $contentId })`.
// - MarkdownRemark is declared @dontInfer with `frontmatter: MarkdownRemarkFrontmatter!`,
//   the merge of every markdown schema: a field is non-null only when every
//   markdown type requires it with the same type (e.g. `title`); any other
//   field is nullable, because some kinds of file do not have it. A field two
//   schemas give different types fails the build. Views narrow the nullable
//   fields once, in a small typed helper (see src/lib/blog.ts).
// - html, excerpt, wordCount and timeToRead still come from the transformer.

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

interface FieldType {
  type: string;
  directive?: string;
}

/**
 * @param nodeTypes JSON content types: one node type each, named by the key.
 * @param markdownTypes markdown content types: front matter schemas merged into MarkdownRemark.
 */
export function buildTypeDefs(
  nodeTypes: Record<string, z.ZodTypeAny>,
  markdownTypes: Record<string, z.ZodTypeAny> = {},
): string {
  const definitions = new Map<string, string>();

  function define(name: string, body: string, header = `type ${name}`) {
    const definition = `${header} {\n${body}\n}`;
    const existing = definitions.get(name);
    if (existing !== undefined && existing !== definition) {
      throw new Error(`Two different content shapes are both named ${name} in the content schema`);
    }
    definitions.set(name, definition);
  }

  function fieldsOf(owner: string, schema: z.ZodObject<z.ZodRawShape>): string {
    return Object.entries(schema.shape)
      .map(([field, value]) => {
        const { type, directive } = fieldType(value, `${owner}${pascal(field)}`);
        return `  ${field}: ${type}${directive ? ` ${directive}` : ""}`;
      })
      .join("\n");
  }

  function fieldType(schema: z.ZodTypeAny, fallbackName: string): FieldType {
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
      } else break;
    }
    const bang = nullable ? "" : "!";
    if (isFileRef(current)) return { type: "File", directive: "@fileByRelativePath" };
    if (current instanceof z.ZodString || current instanceof z.ZodEnum) return { type: `String${bang}` };
    if (current instanceof z.ZodBoolean) return { type: `Boolean${bang}` };
    if (current instanceof z.ZodNumber) return { type: `${current.isInt ? "Int" : "Float"}${bang}` };
    if (current instanceof z.ZodLiteral) {
      const value: unknown = current.value;
      const scalar =
        typeof value === "number"
          ? Number.isInteger(value)
            ? "Int"
            : "Float"
          : typeof value === "boolean"
            ? "Boolean"
            : "String";
      return { type: `${scalar}${bang}` };
    }
    if (current instanceof z.ZodArray) {
      const element = fieldType(current.element, fallbackName);
      const inner = element.type.endsWith("!") ? element.type : `${element.type}!`;
      return { type: `[${inner}]${bang}`, directive: element.directive };
    }
    if (current instanceof z.ZodObject) {
      const name = graphqlNameOf(current) ?? fallbackName;
      define(name, fieldsOf(name, current));
      return { type: `${name}${bang}` };
    }
    throw new Error(`The content schema uses a zod type (${current.constructor.name}) that has no GraphQL mapping`);
  }

  const contentId = '  contentId: String! @proxy(from: "fields.contentId")';
  for (const [name, schema] of Object.entries(nodeTypes)) {
    if (!(schema instanceof z.ZodObject)) throw new Error(`Content type ${name} must be an object schema`);
    define(name, `${contentId}\n${fieldsOf(name, schema)}`, `type ${name} implements Node @dontInfer`);
  }

  /** One field line per front matter field of any markdown type (see the note at the top). */
  function frontmatterFields(schemas: Array<[string, z.ZodTypeAny]>): string[] {
    const byField = new Map<string, FieldType[]>();
    for (const [name, schema] of schemas) {
      if (!(schema instanceof z.ZodObject)) throw new Error(`Content type ${name} must be an object schema`);
      for (const [field, value] of Object.entries(schema.shape as z.ZodRawShape)) {
        byField.set(field, [
          ...(byField.get(field) ?? []),
          fieldType(value, `MarkdownRemarkFrontmatter${pascal(field)}`),
        ]);
      }
    }
    return [...byField.entries()].map(([field, types]) => {
      const bare = [...new Set(types.map((typed) => typed.type.replace(/!$/, "")))];
      if (bare.length > 1)
        throw new Error(
          `Front matter field "${field}" has different types in different markdown content types: ${bare.join(", ")}`,
        );
      const nonNull = types.length === schemas.length && types.every((typed) => typed.type.endsWith("!"));
      const directive = types[0]?.directive;
      return `  ${field}: ${bare[0]}${nonNull ? "!" : ""}${directive ? ` ${directive}` : ""}`;
    });
  }

  const markdown = Object.entries(markdownTypes);
  if (markdown.length > 0) {
    define("MarkdownRemarkFrontmatter", frontmatterFields(markdown).join("\n"));
    const fields = [
      contentId,
      '  contentType: String! @proxy(from: "fields.contentType")',
      "  frontmatter: MarkdownRemarkFrontmatter!",
    ];
    define("MarkdownRemark", fields.join("\n"), "type MarkdownRemark implements Node @dontInfer");
  }
  return [...definitions.values()].join("\n\n");
}
