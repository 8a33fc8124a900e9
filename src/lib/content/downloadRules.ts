import { readOutline } from "../documents/outline";
import { slugOf } from "../schema";
import { fieldPath, type ContentProblem } from "./problems";
import type { CheckedFile } from "./contentFile";
import { eachText } from "./walk";

// The rules that keep what pages say about a document true to the document (src/lib/documents/outline.ts,
// gatsby/downloads/): every offer has its document, a landing page lists the document's own chapters, the
// library pages list documents and templates that exist, of the right kind, and no copy types a number of pages
// or chapters, which the pages count from the built file instead.

const COUNTED = /\b\d+(?:-page\b|\s+pages?\b|\s+chapters?\b)/i;

/**
 * @param files the files whose data their schema accepts
 * @param slugs every file there is, read or not, by folder: a listed file with a mistake in it is reported once,
 *   for its mistake
 */
export function downloadProblems(
  files: readonly CheckedFile[],
  slugs: ReadonlyMap<string, ReadonlySet<string>>,
): ContentProblem[] {
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
    if (file.type === "Template") {
      // "The 40-point check": a count of a template's rows is the number of its rows.
      const points = /\b(\d+)-point\b/.exec(file.data.description);
      if (points && Number(points[1]) !== file.data.rows.length) {
        problems.push({
          file: file.file,
          field: "description",
          message: `says "${points[0]}", but the template has ${file.data.rows.length} rows: make them agree`,
        });
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
    const lists: Array<{ field: string; listed: readonly string[]; kind: "guide" | "playbook" | "template" }> =
      file.type === "ResourcesPage"
        ? [
            { field: "guides", listed: file.data.guides.items, kind: "guide" },
            { field: "templates", listed: file.data.templates.items, kind: "template" },
          ]
        : file.type === "PlaybooksPage"
          ? [{ field: "playbooks", listed: file.data.playbooks.items, kind: "playbook" }]
          : [];
    for (const { field, listed, kind } of lists) {
      const folder = kind === "template" ? "templates" : "documents";
      listed.forEach((slug, index) => {
        const document = documents.get(slug);
        const checked = kind === "template" ? templates.has(slug) : document !== undefined;
        // A file there is but with a mistake in it is reported for the mistake.
        const found = checked ? kind === "template" || document?.data.kind === kind : slugs.get(folder)?.has(slug);
        if (!found) {
          problems.push({
            file: file.file,
            field: fieldPath([field, "items", index]),
            message: `names "${slug}", which is not a ${kind} in content/${folder}/`,
          });
        }
      });
    }
    if (!file.file.endsWith(".md")) {
      eachText(file.data, (text, path) => {
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
