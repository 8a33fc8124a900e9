import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { contentTypeFor, contentTypes } from "../src/lib/schema";

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

function readData(file: string, raw: string): { data?: unknown; problem?: string } {
  try {
    return { data: file.endsWith(".md") ? matter(raw).data : (JSON.parse(raw) as unknown) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: `is not valid ${file.endsWith(".md") ? "front matter" : "JSON"}: ${reason}` };
  }
}

export function validateFile(file: string, raw: string): ContentProblem[] {
  const typeName = contentTypeFor(file);
  if (!typeName) {
    return [{ file, field: "(file)", message: "is not a known kind of content file; see content/README.md for where files go" }];
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

export function validateContentDir(dir: string): ContentProblem[] {
  return listFiles(dir)
    .filter((file) => !IGNORED.test(file))
    .sort()
    .flatMap((file) => validateFile(file, fs.readFileSync(path.join(dir, file), "utf8")));
}

export function formatProblems(problems: ContentProblem[]): string {
  return problems.map((p) => `content/${p.file}: field "${p.field}" ${p.message}`).join("\n");
}
