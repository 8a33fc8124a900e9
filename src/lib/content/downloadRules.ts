import { readOutline } from "../documents/outline";
import { slugOf } from "../schema";
import { fieldPath, type ContentProblem } from "./problems";
import type { CheckedFile } from "./contentFile";

// The rules that keep what pages say about a document true to the document (src/lib/documents/outline.ts,
// gatsby/downloads/): every offer has its document, a landing page lists the document's own chapters, the
// library pages list documents and templates that exist, of the right kind, and no copy types a number of pages
// or chapters, which the pages count from the built file instead.

const COUNTED = /\b\d+(?:-page\b|\s+pages?\b|\s+chapters?\b)/i;

function eachText(value: unknown, path: Array<string | number>, visit: (text: string, path: Array<string | number>) => void) {
  if (typeof value === "string") visit(value, path);
  else if (Array.isArray(value)) value.forEach((item, index) => eachText(item, [...path, index], visit));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) eachText(item, [...path, key], visit);
  }
}

export function downloadProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const documents = new Map(
    files.flatMap((file) => (file.type === "OfferDocument" ? [[slugOf(file.file), file] as const] : [])),
  );
  const templates = new Set(files.flatMap((file) => (file.type === "Template" ? [slugOf(file.file)] : [])));
  const chaptersOf = (file: CheckedFile) => readOutline(file.body ?? "").outline.chapters.map((chapter) => chapter.title);

  for (const file of files) {
    if (file.type === "OfferDocument") {
      for (const { line, message } of readOutline(file.body ?? "").problems) {
        problems.push({ file: file.file, field: "(text)", line: (file.bodyLine ?? 1) + line - 1, column: 1, message });
      }
    }
    if (file.type === "LandingPage") {
      const slug = slugOf(file.file);
      const document = documents.get(slug);
      if (!document) {
        problems.push({
          file: file.file,
          field: "(file)",
          message: `offers a document that does not exist: write it as content/documents/${slug}.md`,
        });
      } else {
        const chapters = chaptersOf(document);
        const listed = file.data.included.items;
        if (listed.length !== chapters.length || listed.some((item, index) => item !== chapters[index])) {
          problems.push({
            file: file.file,
            field: "included.items",
            message: `should list the chapters of content/documents/${slug}.md, in its order and words: ${chapters.map((title) => `"${title}"`).join(", ")}`,
          });
        }
      }
    }
    const lists: Array<{ field: string; slugs: readonly string[]; kind: "guide" | "playbook" | "template" }> =
      file.type === "ResourcesPage"
        ? [
            { field: "guides.items", slugs: file.data.guides.items, kind: "guide" },
            { field: "templates.items", slugs: file.data.templates.items, kind: "template" },
          ]
        : file.type === "PlaybooksPage"
          ? [{ field: "playbooks.items", slugs: file.data.playbooks.items, kind: "playbook" }]
          : [];
    for (const { field, slugs, kind } of lists) {
      slugs.forEach((slug, index) => {
        const found = kind === "template" ? templates.has(slug) : documents.get(slug)?.data.kind === kind;
        if (!found) {
          const folder = kind === "template" ? "content/templates" : "content/documents";
          problems.push({ file: file.file, field: `${field}.${index}`, message: `names "${slug}", which is not a ${kind} in ${folder}/` });
        }
      });
    }
    if (!file.file.endsWith(".md")) {
      eachText(file.data, [], (text, path) => {
        const found = COUNTED.exec(text);
        if (found) {
          problems.push({
            file: file.file,
            field: fieldPath(path),
            message: `says "${found[0]}": the pages say how long a document is, counted from the file the build makes of it, so copy leaves the number out`,
          });
        }
      });
    }
  }
  return problems;
}
