import type { ImmutableValue } from "./decap";
import type { ContentFile } from "../lib/content/contentFile";
import { formatProblems } from "../lib/content/problems";
import { checkFiles } from "../lib/content/rules";
import { contentTypeFor } from "../lib/schema";
import type { ContentSnapshot } from "./snapshot";
import { withoutSource } from "./fileFormats";
import { isObject } from "./changes";

// Before Decap saves an entry, the content check's own rules (src/lib/content/rules.ts) run over the site's content
// with the entry in place: what the build would refuse, the screen refuses, in the same words. Decap's field
// checks catch most of it when the editor saves; these are the rest (links that lead nowhere, ids used twice on a
// page, a field required once its optional part is filled in, one featured article, titles of the right length).

/** Decap's path for an entry under content/, e.g. "blog/new-article.md"; a new entry has no path yet. */
function contentPath(entry: ImmutableValue): string | undefined {
  const path = entry.get("path");
  if (typeof path === "string" && path.startsWith("content/")) return path.slice("content/".length);
  // A new entry of a folder collection: the collection is named after its folder (gatsby/cms/config.ts).
  const folder = String(entry.get("collection")).replace(/--/g, "/");
  const slug = String(entry.get("slug") ?? "") || "new-entry";
  return [`${folder}/${slug}.json`, `${folder}/${slug}.md`].find((file) => contentTypeFor(file));
}

type Path = Array<string | number>;

/**
 * Fields left empty: Decap writes a field the editor emptied as "" (or an empty list or object), where the build
 * wants an optional field left out. Lists keep their items; the check speaks of an empty item.
 */
export function emptyFields(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => nested(item, [...path, index]));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    isEmpty(item) || (isObject(item) && Object.values(item).every(isEmpty))
      ? [[...path, key]]
      : emptyFields(item, [...path, key]),
  );
}

const nested = (item: unknown, path: Path) => (isObject(item) || Array.isArray(item) ? emptyFields(item, path) : []);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function without(value: unknown, paths: readonly Path[]): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  for (const path of paths) {
    const parent = path.slice(0, -1).reduce<unknown>((at, key) => (at as Record<string | number, unknown>)[key], copy);
    delete (parent as Record<string | number, unknown>)[path[path.length - 1]!];
  }
  return copy;
}

/** A Decap entry's data as the content check reads its file: a markdown file's body apart from its front matter. */
function asContentFile(file: string, data: Record<string, unknown>): ContentFile | undefined {
  const type = contentTypeFor(file);
  if (!type) return undefined;
  if (!file.endsWith(".md")) return { file, type, data };
  const { body, ...frontMatter } = data;
  return { file, type, data: frontMatter, body: typeof body === "string" ? body : "", bodyLine: 1 };
}

export interface Checked {
  /** The fields to leave out of the file, because the editor left them empty. */
  empty: Path[];
  /** What the build would report for this entry, as the content check words it; "" when it may be saved. */
  problems: string;
  /** The entry as the content check read it, for the checks of later saves in the same session. */
  file?: ContentFile;
}

/** After a save, later checks in the session see the entry as saved (a new page others may now link to). */
export function remember(snapshot: ContentSnapshot, file: ContentFile): void {
  snapshot.files = [...snapshot.files.filter((other) => other.file !== file.file), file];
  if (!snapshot.names.includes(file.file)) snapshot.names = [...snapshot.names, file.file];
}

export function checkEntry(snapshot: ContentSnapshot, entry: ImmutableValue): Checked {
  const file = contentPath(entry);
  const data = withoutSource((entry.get("data") as ImmutableValue).toJS() as Record<string, unknown>);
  const empty = emptyFields(data).filter((path) => path[0] !== "body");
  const edited = file ? asContentFile(file, without(data, empty) as Record<string, unknown>) : undefined;
  if (!file || !edited) return { empty, problems: "" };
  const files = [...snapshot.files.filter((other) => other.file !== file), edited];
  const names = [...new Set([...snapshot.names, file])];
  const staticFiles = new Set(snapshot.staticFiles);
  const problems = checkFiles({ files, problems: [], names }, { staticFileExists: (path) => staticFiles.has(path) });
  return { empty, problems: formatProblems(problems.filter((problem) => problem.file === file)), file: edited };
}
