import { z } from "zod";

// The GraphQL schema is generated from these zod schemas (gatsby/graphqlSdl.ts),
// so the validator stays the single source of truth. These hints carry the two
// facts zod cannot express: the GraphQL name of a shared object type, and
// which strings are paths to image files.

const typeNames = new WeakMap<z.ZodTypeAny, string>();
const fileRefs = new WeakSet<z.ZodTypeAny>();

/** Gives a shared object shape one GraphQL type name wherever it is used. */
export function named<T extends z.ZodTypeAny>(name: string, schema: T): T {
  typeNames.set(schema, name);
  return schema;
}

export function graphqlNameOf(schema: z.ZodTypeAny): string | undefined {
  return typeNames.get(schema);
}

/** A path to an image, relative to the content file; becomes a File node in GraphQL. */
export function imagePath(): z.ZodString {
  const schema = z
    .string()
    .regex(/\.(png|jpe?g|webp|avif)$/i, "should be a path to a .png, .jpg, .webp or .avif image");
  fileRefs.add(schema);
  return schema;
}

export function isFileRef(schema: z.ZodTypeAny): boolean {
  return fileRefs.has(schema);
}
