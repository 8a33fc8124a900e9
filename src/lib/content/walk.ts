import type { z } from "zod";
import { contentTypes } from "../schema";
import { walkValue } from "../schema/walk";
import type { ContentFile } from "./contentFile";

// Walks a content file's data along its zod schema, so a rule can find every field of one kind (every link,
// every reference to another file) wherever it sits, with the field's path for the message.

/** Called with the schema of a value and every wrapper around it (optional, refine…), outermost first. */
export type Visit = (layers: readonly z.ZodTypeAny[], value: unknown, path: Array<string | number>) => void;

/** Calls `visit` for every value in `data`, with the schema layers that describe it (hints sit on any layer). */
export function walk(schema: z.ZodTypeAny, data: unknown, visit: Visit, path: Array<string | number> = []): void {
  walkValue(schema, data, (value, at, { layers }) => visit(layers, value, at), path);
}

/** Calls `visit` with every text in a file's data, its path and the object that holds it. */
export function eachText(data: unknown, visit: (text: string, path: Array<string | number>, parent?: object) => void) {
  const step = (value: unknown, path: Array<string | number>, parent?: object) => {
    if (typeof value === "string") visit(value, path, parent);
    else if (Array.isArray(value)) value.forEach((item, index) => step(item, [...path, index]));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) step(item, [...path, key], value);
    }
  };
  step(data, []);
}

/** Every value of the file that a rule cares about, found by the hints on its schema. */
export function fieldsOf(file: ContentFile, wanted: (layers: readonly z.ZodTypeAny[]) => boolean) {
  const found: Array<{ value: unknown; path: Array<string | number>; layers: readonly z.ZodTypeAny[] }> = [];
  walk(contentTypes[file.type].schema as z.ZodTypeAny, file.data, (layers, value, path) => {
    if (wanted(layers)) found.push({ value, path, layers });
  });
  return found;
}
