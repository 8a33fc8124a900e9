import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { contentTypeFor, contentTypes } from "../src/lib/schema";
import { blogCollectionProblems, blogPostSchema } from "../src/lib/schema/blog";

// Validates every file under content/ before Gatsby turns it into nodes, so a
// mistake fails the build with the file and the field named, in words an
// editor can act on. jest runs the same function over the real content/.

export interface ContentProblem {
  /** Path relative to the content folder, e.g. "pages/home.json". */
  file: string;
  /** Dotted path of the field, e.g. "hero.primaryCta.href", or "(file)". */
  field: string;
  message: string;
}

const IGNORED = /(^|\/)README\.md$|\.(png|jpe?g|webp|avif|svg|gif)$/i;

function describe(type: string): string {
  const words: Record<string, string> = {
    string: "text",
    number: "a number",
    integer: "a whole number",
    boolean: "true or false",
    array: "a list [ … ]",
    object: "an object { … }",
    null: "null",
  };
  return words[type] ?? type;
}

const editorErrors: z.ZodErrorMap = (issue, ctx) => {
  if (issue.code === z.ZodIssueCode.invalid_type) {
    if (issue.received === "undefined") return { message: "is missing (it is required)" };
    return { message: `should be ${describe(issue.expected)}, but is ${describe(issue.received)}` };
  }
  if (issue.code === z.ZodIssueCode.too_small && issue.type === "array") {
    return { message: `should have at least ${String(issue.minimum)} item(s)` };
  }
  return { message: ctx.defaultError };
};

export function fieldPath(segments: ReadonlyArray<string | number>): string {
  return segments.reduce<string>(
    (out, segment) => (typeof segment === "number" ? `${out}[${segment}]` : out ? `${out}.${segment}` : segment),
    "",
  );
}

function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

/**
 * gatsby-transformer-remark turns a YAML date in front matter into an ISO
 * string on the node, so the same is done here: the schema checks what the
 * node will hold.
 */
function frontMatter(raw: string): Record<string, unknown> {
  const data: Record<string, unknown> = matter(raw).data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toJSON() : value]),
  );
}

function readData(file: string, raw: string): { data?: unknown; problem?: string } {
  try {
    return { data: file.endsWith(".md") ? frontMatter(raw) : (JSON.parse(raw) as unknown) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: `is not valid ${file.endsWith(".md") ? "front matter" : "JSON"}: ${reason}` };
  }
}

export function validateFile(file: string, raw: string): ContentProblem[] {
  const typeName = contentTypeFor(file);
  if (!typeName) {
    return [
      {
        file,
        field: "(file)",
        message: "is not a known kind of content file; see content/README.md for where files go",
      },
    ];
  }
  const { data, problem } = readData(file, raw);
  if (problem) return [{ file, field: "(file)", message: problem }];
  const result = contentTypes[typeName].schema.safeParse(data, { errorMap: editorErrors });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file,
    field: fieldPath(issue.path) || "(file)",
    message: issue.message,
  }));
}

/** Rules across several files, checked once each file is valid on its own. */
function collectionProblems(files: ReadonlyArray<{ file: string; raw: string }>): ContentProblem[] {
  const posts = files.flatMap(({ file, raw }) => {
    if (contentTypeFor(file) !== "BlogPost") return [];
    const result = blogPostSchema.safeParse(readData(file, raw).data);
    return result.success ? [{ file, data: result.data }] : [];
  });
  return blogCollectionProblems(posts);
}

export function validateContentDir(dir: string): ContentProblem[] {
  const files = listFiles(dir)
    .filter((file) => !IGNORED.test(file))
    .sort()
    .map((file) => ({ file, raw: fs.readFileSync(path.join(dir, file), "utf8") }));
  return [...files.flatMap(({ file, raw }) => validateFile(file, raw)), ...collectionProblems(files)];
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `content/${p.file}: field "${p.field}" ${p.message}`).join("\n");
}
