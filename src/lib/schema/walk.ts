import { z } from "zod";
import { refTarget, type FactFolder } from "./graphqlHints";

// The one walk over the content schemas. Everything generated from them (the GraphQL types, the editing screen's
// fields) and everything that reads content along them (the content check, the editing screen's previews) must
// see a field the same way: which zod type describes its value, and whether a file may leave it out. So the
// wrappers are taken off here, once, and each reader switches on the kind of what is left.

/** What describes a value once its wrappers are off: one case per zod type a content schema may use. */
export type SchemaNode =
  | { kind: "object"; schema: z.ZodObject<z.ZodRawShape>; fields: ReadonlyArray<[name: string, schema: z.ZodTypeAny]> }
  | { kind: "array"; schema: z.ZodArray<z.ZodTypeAny>; element: z.ZodTypeAny }
  /** A list of page sections: objects told apart by the value of one field (`kind`). */
  | {
      kind: "discriminatedUnion";
      schema: z.ZodDiscriminatedUnion<string, z.ZodDiscriminatedUnionOption<string>[]>;
      discriminator: string;
      options: ReadonlyArray<z.ZodObject<z.ZodRawShape>>;
    }
  | { kind: "union"; schema: z.ZodUnion<z.ZodUnionOptions>; options: readonly z.ZodTypeAny[] }
  | { kind: "record"; schema: z.ZodRecord; value: z.ZodTypeAny }
  /** The name of a file in a folder of shared facts (`ref("people")`): a string that the site follows. */
  | { kind: "ref"; schema: z.ZodString; folder: FactFolder }
  | { kind: "string"; schema: z.ZodString }
  | { kind: "number"; schema: z.ZodNumber; integer: boolean }
  | { kind: "boolean"; schema: z.ZodBoolean }
  | { kind: "enum"; schema: z.ZodEnum<[string, ...string[]]>; options: readonly string[] }
  | { kind: "literal"; schema: z.ZodLiteral<unknown>; value: unknown }
  /** Any other zod type; each reader says what it cannot map. */
  | { kind: "other"; schema: z.ZodTypeAny };

/** A schema without its wrappers, and what the wrappers said. */
export interface Unwrapped {
  node: SchemaNode;
  /** The zod type that describes the value: the last of `layers`. */
  core: z.ZodTypeAny;
  /**
   * The schema and every wrapper inside it, outermost first, down to `core`. A hint (`linkTo`, `named`…) sits on
   * whichever layer it was given, so a reader looking for one looks at all of them.
   */
  layers: readonly z.ZodTypeAny[];
  /** `.optional()` somewhere. */
  optional: boolean;
  /** `.nullable()` somewhere. */
  nullable: boolean;
  /** `.default(value)` somewhere: the outermost default, as zod would give it. */
  default?: { value: unknown };
  /** A `.refine()` or `.superRefine()`: the value has to pass more than its type says. */
  refined: boolean;
  /** A `.transform()` or `z.preprocess()`: zod's output is not the file's value. */
  transformed: boolean;
  /** Whether a file must give the value: no optional, nullable or default layer lets it out. */
  required: boolean;
  /** The outermost `.describe()` text. */
  description?: string;
}

/** The schema one layer in, or undefined when `schema` is not a wrapper. */
function innerOf(schema: z.ZodTypeAny): z.ZodTypeAny | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return schema.unwrap() as z.ZodTypeAny;
  if (schema instanceof z.ZodDefault) return schema.removeDefault() as z.ZodTypeAny;
  if (schema instanceof z.ZodEffects) return schema.innerType() as z.ZodTypeAny;
  if (schema instanceof z.ZodBranded || schema instanceof z.ZodReadonly) return schema.unwrap() as z.ZodTypeAny;
  if (schema instanceof z.ZodLazy) return schema.schema as z.ZodTypeAny;
  // Content files hold what goes in, so a pipeline is described by its input side.
  if (schema instanceof z.ZodPipeline) return schema._def.in as z.ZodTypeAny;
  return undefined;
}

function nodeOf(core: z.ZodTypeAny, layers: readonly z.ZodTypeAny[]): SchemaNode {
  if (core instanceof z.ZodString) {
    const folder = layers.map(refTarget).find((target) => target !== undefined);
    return folder ? { kind: "ref", schema: core, folder } : { kind: "string", schema: core };
  }
  if (core instanceof z.ZodObject) {
    const schema: z.ZodObject<z.ZodRawShape> = core;
    return { kind: "object", schema, fields: Object.entries(schema.shape) };
  }
  if (core instanceof z.ZodArray) {
    const schema: z.ZodArray<z.ZodTypeAny> = core;
    return { kind: "array", schema, element: schema.element };
  }
  if (core instanceof z.ZodDiscriminatedUnion) {
    const schema: z.ZodDiscriminatedUnion<string, z.ZodDiscriminatedUnionOption<string>[]> = core;
    return { kind: "discriminatedUnion", schema, discriminator: schema.discriminator, options: schema.options };
  }
  if (core instanceof z.ZodUnion) {
    const schema: z.ZodUnion<z.ZodUnionOptions> = core;
    return { kind: "union", schema, options: schema.options };
  }
  if (core instanceof z.ZodRecord) {
    const schema: z.ZodRecord = core;
    return { kind: "record", schema, value: schema.valueSchema };
  }
  if (core instanceof z.ZodNumber) return { kind: "number", schema: core, integer: core.isInt };
  if (core instanceof z.ZodBoolean) return { kind: "boolean", schema: core };
  if (core instanceof z.ZodEnum) {
    const schema: z.ZodEnum<[string, ...string[]]> = core;
    return { kind: "enum", schema, options: schema.options };
  }
  if (core instanceof z.ZodLiteral) {
    const schema: z.ZodLiteral<unknown> = core;
    return { kind: "literal", schema, value: schema.value };
  }
  return { kind: "other", schema: core };
}

const unwrapped = new WeakMap<z.ZodTypeAny, Unwrapped>();

/** Takes every wrapper off `schema` and says what they said (worked out once a schema: schemas do not change). */
export function unwrap(schema: z.ZodTypeAny): Unwrapped {
  let found = unwrapped.get(schema);
  if (!found) unwrapped.set(schema, (found = unwrapOnce(schema)));
  return found;
}

function unwrapOnce(schema: z.ZodTypeAny): Unwrapped {
  const layers = [schema];
  let optional = false;
  let nullable = false;
  let refined = false;
  let transformed = false;
  let fallback: { value: unknown } | undefined;
  let description: string | undefined;
  for (let current: z.ZodTypeAny | undefined = schema; current;) {
    description ??= current.description;
    if (current instanceof z.ZodOptional) optional = true;
    else if (current instanceof z.ZodNullable) nullable = true;
    else if (current instanceof z.ZodDefault) fallback ??= { value: current._def.defaultValue() as unknown };
    else if (current instanceof z.ZodEffects) {
      const effect: z.Effect<unknown> = current._def.effect;
      if (effect.type === "refinement") refined = true;
      else transformed = true;
    }
    current = innerOf(current);
    if (current && layers.includes(current))
      throw new Error("A content schema wraps itself (z.lazy), so it has no end");
    if (current) layers.push(current);
  }
  const core = layers[layers.length - 1]!;
  return {
    node: nodeOf(core, layers),
    core,
    layers,
    optional,
    nullable,
    ...(fallback ? { default: fallback } : {}),
    refined,
    transformed,
    required: !optional && !nullable && !fallback,
    ...(description === undefined ? {} : { description }),
  };
}

/** The option of a list of sections that describes `value`, by its discriminator; undefined for none. */
export function optionFor(
  node: Extract<SchemaNode, { kind: "discriminatedUnion" }>,
  value: unknown,
): z.ZodObject<z.ZodRawShape> | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const key = (value as Record<string, unknown>)[node.discriminator];
  return node.schema.optionsMap.get(key as z.Primitive);
}

/** Where a value sits in a content file: field names and list positions from the top. */
export type ValuePath = Array<string | number>;

/** Called for a value with what its schema says of it. */
export type ValueVisitor = (value: unknown, path: ValuePath, schema: Unwrapped) => void;

/**
 * Calls `visit` for every value in `data` that its schema describes: the value, then the fields of an object, the
 * items of a list, or (for a section) the value again as its kind's object. Values that are absent or null are
 * left out, and so are the parts of a value that is not of its schema's shape (zod has said so already).
 */
export function walkValue(schema: z.ZodTypeAny, data: unknown, visit: ValueVisitor, path: ValuePath = []): void {
  if (data === undefined || data === null) return;
  const unwrapped = unwrap(schema);
  const { node } = unwrapped;
  visit(data, path, unwrapped);
  if (node.kind === "object" && typeof data === "object") {
    for (const [key, field] of node.fields) {
      walkValue(field, (data as Record<string, unknown>)[key], visit, [...path, key]);
    }
  } else if (node.kind === "array" && Array.isArray(data)) {
    data.forEach((item: unknown, index) => walkValue(node.element, item, visit, [...path, index]));
  } else if (node.kind === "discriminatedUnion") {
    const option = optionFor(node, data);
    if (option) walkValue(option, data, visit, path);
  }
}
