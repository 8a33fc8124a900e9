import { z } from "zod";

// The GraphQL schema is generated from these zod schemas (gatsby/graphqlSdl.ts), and so are the content checks
// and the editing screen's fields, so the validator stays the single source of truth. These hints carry what zod
// cannot express: the GraphQL name of a shared object type, which strings are paths to image files, links or
// references to another content file, and which object is one kind of page section.

const typeNames = new WeakMap<z.ZodTypeAny, string>();
const fileRefs = new WeakSet<z.ZodTypeAny>();
const links = new WeakSet<z.ZodTypeAny>();
const refs = new WeakMap<z.ZodTypeAny, FactFolder>();

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

/** Marks a string as a link, so the content check can follow it to the page it names. */
export function linkTo<T extends z.ZodTypeAny>(schema: T): T {
  links.add(schema);
  return schema;
}

export function isLink(schema: z.ZodTypeAny): boolean {
  return links.has(schema);
}

/**
 * The folders of files that pages refer to by file name (`"client": "harbour-and-hale"` names
 * content/clients/harbour-and-hale.json), with the GraphQL type of their nodes: the shared facts, the free
 * tools, whose cards on /tools and /resources are drawn from each tool's own file, and the blog's topics, which
 * each article names as its `category`.
 */
export const factFolders = {
  clients: "Client",
  people: "Person",
  testimonials: "Testimonial",
  "case-studies": "CaseStudy",
  tools: "ToolPage",
  "blog-topics": "BlogTopic",
} as const;

export type FactFolder = keyof typeof factFolders;

/** The files of the folder of shared facts of `type`, as a content type pattern (src/lib/schema/index.ts). */
export function factFiles(type: (typeof factFolders)[FactFolder]): string[] {
  return Object.entries(factFolders).flatMap(([folder, factType]) => (factType === type ? [`${folder}/*.json`] : []));
}

const refPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const refExamples: Record<FactFolder, string> = {
  clients: "harbour-and-hale",
  people: "james-whitlock",
  testimonials: "james-whitlock",
  "case-studies": "harbour-and-hale",
  tools: "roi-calculator",
  "blog-topics": "email-marketing",
};

/** The name of a file in a folder `factFolders` lists; the content check fails the build when no such file exists. */
export function ref(folder: FactFolder): z.ZodString {
  const schema = z
    .string()
    .regex(
      refPattern,
      `should be the name of a file in content/${folder}/, without .json, such as "${refExamples[folder]}"`,
    );
  refs.set(schema, folder);
  return schema;
}

export function refTarget(schema: z.ZodTypeAny): FactFolder | undefined {
  return refs.get(schema);
}

const figureRefs = new WeakSet<z.ZodTypeAny>();

/** The id of one of site.json's headline figures; the content check fails the build when there is none. */
export function figureRef(): z.ZodString {
  const schema = z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/, "should be the id of one of site.json's figures, such as average-roas-increase");
  figureRefs.add(schema);
  return schema;
}

export function isFigureRef(schema: z.ZodTypeAny): boolean {
  return figureRefs.has(schema);
}

const sectionKinds = new Map<string, string>();

/**
 * One kind of page section: the shared shape plus `kind`, which tells the section lookup how to show it. It
 * keeps the shape's GraphQL type, so the same fragment serves a section in a list and the same shape used as a
 * fixed field of a page.
 */
export function sectionKind<K extends string, S extends z.ZodRawShape>(kind: K, shape: z.ZodObject<S>) {
  const name = graphqlNameOf(shape);
  if (!name) throw new Error(`The section shape for "${kind}" needs a GraphQL name (named())`);
  sectionKinds.set(kind, name);
  return named(name, shape.extend({ kind: z.literal(kind) }));
}

/** The GraphQL type of each section kind, for the union's resolveType. */
export function sectionTypeOf(kind: string): string | undefined {
  return sectionKinds.get(kind);
}
