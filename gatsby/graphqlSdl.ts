import { z } from "zod";
import { graphqlNameOf, isFileRef } from "../src/lib/schema/graphqlHints";

// Builds the GraphQL type definitions from the zod content schemas, so the
// explicit schema (@dontInfer) can never drift from what validation accepts.
// Optional fields become nullable; everything else is non-null.

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

interface FieldType {
  type: string;
  directive?: string;
}

export function buildTypeDefs(nodeTypes: Record<string, z.ZodTypeAny>): string {
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
      const scalar = typeof value === "number" ? (Number.isInteger(value) ? "Int" : "Float") : typeof value === "boolean" ? "Boolean" : "String";
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

  for (const [name, schema] of Object.entries(nodeTypes)) {
    if (!(schema instanceof z.ZodObject)) throw new Error(`Content type ${name} must be an object schema`);
    const contentId = '  contentId: String! @proxy(from: "fields.contentId")';
    define(name, `${contentId}\n${fieldsOf(name, schema)}`, `type ${name} implements Node @dontInfer`);
  }
  return [...definitions.values()].join("\n\n");
}
