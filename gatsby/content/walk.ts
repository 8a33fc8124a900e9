import { z } from "zod";

// Walks a content file's data along its zod schema, so a rule can find every field of one kind (every link,
// every reference to another file) wherever it sits, with the field's path for the message.

/** Called with the schema of a value and every wrapper around it (optional, refine…), outermost first. */
export type Visit = (layers: readonly z.ZodTypeAny[], value: unknown, path: Array<string | number>) => void;

/** A schema and the schemas it wraps, down to the one that describes the value. */
function layersOf(schema: z.ZodTypeAny): z.ZodTypeAny[] {
  const layers = [schema];
  for (let current = schema; ; ) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodDefault) current = current.removeDefault();
    else if (current instanceof z.ZodEffects) current = current.innerType();
    else return layers;
    layers.push(current);
  }
}

/** Calls `visit` for every value in `data`, with the schema layers that describe it (hints sit on any layer). */
export function walk(schema: z.ZodTypeAny, data: unknown, visit: Visit, path: Array<string | number> = []): void {
  if (data === undefined || data === null) return;
  const layers = layersOf(schema);
  const inner = layers[layers.length - 1]!;
  visit(layers, data, path);
  if (inner instanceof z.ZodObject && typeof data === "object") {
    for (const [key, field] of Object.entries(inner.shape as z.ZodRawShape)) {
      walk(field, (data as Record<string, unknown>)[key], visit, [...path, key]);
    }
  } else if (inner instanceof z.ZodArray && Array.isArray(data)) {
    data.forEach((item, index) => walk(inner.element, item, visit, [...path, index]));
  } else if (inner instanceof z.ZodDiscriminatedUnion && typeof data === "object") {
    const option = inner.optionsMap.get((data as Record<string, unknown>)[inner.discriminator] as z.Primitive);
    if (option) walk(option, data, visit, path);
  }
}
