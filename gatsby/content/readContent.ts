import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { Route } from "../../src/lib/routes";
import { contentTypeFor } from "../../src/lib/schema";
import { checkedFile, routeTableOf, type CheckedFile, type ContentFile } from "../../src/lib/content/contentFile";
import { isScheduled } from "../../src/lib/scheduling";
import { fillTextIn, textFactsOf } from "../../src/lib/siteText";
import { frontMatterText, readFrontMatter } from "./frontMatter";
import { excerptAt, type ContentProblem } from "../../src/lib/content/problems";

// Reads every file under content/ as the build will: JSON, or markdown with YAML front matter. A file that
// cannot be read is reported at its line and column, with the line quoted and the parser's complaint said
// in an editor's words.

export const CONTENT_DIR = path.join(__dirname, "..", "..", "content");

const IGNORED = /(^|\/)README\.md$|\.(png|jpe?g|webp|avif|svg|gif)$/i;

/** Every file under dir, by its path from dir; symbolic links are listed as themselves, never followed. */
function listFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}

const JSON_REASONS: ReadonlyArray<[RegExp, string]> = [
  [/Expected double-quoted property name/, "a field name must be in double quotes (is there a comma after the last field or item?)"],
  [/Expected ',' or '}' after property value/, "a comma is missing between two fields, or a closing } is missing"],
  [/Expected ',' or ']' after array element/, "a comma is missing between two list items, or a closing ] is missing"],
  [/Bad control character in string literal/, 'text must stay on one line: end the line with a closing " or write \\n for a line break'],
  [/Unexpected end of JSON input/, "the file ends too early: a closing } or ] or quotation mark is missing"],
  [/Unexpected non-whitespace character after JSON/, "there is something after the last closing }"],
];

const YAML_REASONS: ReadonlyArray<[RegExp, string]> = [
  [/within a (double|single) quoted scalar/, "a quotation mark is not closed"],
  [/bad indentation/, "the indentation is wrong, or a value with a colon in it needs quotation marks"],
  [/duplicated mapping key/, "a field is written twice"],
  [/end of the stream or a document separator is expected/, "a line is not a field: write it as name: value"],
];

const plainReason = (message: string, reasons: ReadonlyArray<[RegExp, string]>, fallback: string) =>
  reasons.find(([pattern]) => pattern.test(message))?.[1] ?? fallback;

function jsonProblem(file: string, raw: string, error: Error): ContentProblem {
  const at = /\(line (\d+) column (\d+)\)/.exec(error.message);
  const lines = raw.split("\n");
  const line = at ? Number(at[1]) : lines.length;
  const column = at ? Number(at[2]) : (lines[lines.length - 1]?.length ?? 0) + 1;
  const reason = plainReason(error.message, JSON_REASONS, "it is not valid JSON");
  return { file, field: "(file)", message: `cannot be read: ${reason}`, line, column, excerpt: excerptAt(raw, line, column) };
}

/**
 * What a second YAML reader says of the front matter, which names where the mistake starts (an unclosed quotation
 * mark at the line the value opens, not where the reader gave up), and in words of this project.
 */
const YAML_CODES: Readonly<Record<string, string>> = {
  MISSING_CHAR: 'a quotation mark is not closed: end the value with the mark it starts with, as in title: "Your title"',
  BAD_INDENT: "the indentation is wrong: start every field of a group, and every item of a list, at the same column",
  BLOCK_AS_IMPLICIT_KEY: 'a value with a colon in it needs quotation marks: write it as title: "Before: after"',
  DUPLICATE_KEY: "a field is written twice: keep one of them",
  MULTILINE_IMPLICIT_KEY: 'a line is not a field: write each as name: value, and a long value in quotation marks',
  UNEXPECTED_TOKEN: 'a line is not a field: write each as name: value, and a value that starts with a sign in quotation marks',
};

function yamlProblem(file: string, raw: string, error: Error & { reason?: string; mark?: { line: number; column: number } }) {
  // The front matter starts after the opening "---" line.
  const front = frontMatterText(raw);
  const found = front === undefined ? undefined : parseDocument(front, { uniqueKeys: true }).errors[0];
  const known = found && YAML_CODES[found.code];
  const line = known && found.linePos ? found.linePos[0].line + 1 : (error.mark?.line ?? 0) + 2;
  const column = known && found.linePos ? found.linePos[0].col : (error.mark?.column ?? 0) + 1;
  const reason = known ?? plainReason(error.reason ?? error.message, YAML_REASONS, "the front matter is not valid YAML");
  return {
    file,
    field: "(file)",
    message: `cannot be read: in the front matter (between the --- lines), ${reason}`,
    line,
    column,
    excerpt: excerptAt(raw, line, column),
  };
}

/**
 * Every content file, parsed; a file that cannot be read, or is not a known kind, is a problem instead. `names`
 * lists every file there is, read or not, so a reference to a file with a mistake in it is not reported twice.
 */
export function readContent(dir = CONTENT_DIR): { files: ContentFile[]; problems: ContentProblem[]; names: string[] } {
  const files: ContentFile[] = [];
  const problems: ContentProblem[] = [];
  const listed = listFiles(dir).sort();
  // A link could lead the build, and the editing screen's local backend, to any file or folder on the machine.
  const links = new Set(listed.filter((name) => fs.lstatSync(path.join(dir, name)).isSymbolicLink()));
  for (const file of links) {
    problems.push({
      file,
      field: "(file)",
      message: "is a symbolic link: content/ holds files and folders themselves, so copy what it links to here instead",
    });
  }
  const names = listed.filter((name) => !IGNORED.test(name) && !links.has(name));
  for (const file of names) {
    const type = contentTypeFor(file);
    if (!type) {
      problems.push({
        file,
        field: "(file)",
        message: "is not a known kind of content file: content/README.md says which folder takes which file",
      });
      continue;
    }
    const raw = fs.readFileSync(path.join(dir, file), "utf8");
    try {
      if (file.endsWith(".md")) {
        const { data, body, bodyLine } = readFrontMatter(raw);
        files.push({ file, type, data, body, bodyLine });
      } else files.push({ file, type, data: JSON.parse(raw) as unknown });
    } catch (error) {
      problems.push(file.endsWith(".md") ? yamlProblem(file, raw, error as Error) : jsonProblem(file, raw, error as Error));
    }
  }
  return { files, problems, names };
}

/**
 * The route table of a content folder as a build today makes it (for the tests and scripts, which run without
 * Gatsby): without the files scheduled for a later day.
 */
export function loadRouteTable(dir = CONTENT_DIR): Route[] {
  return routeTableOf(readContent(dir).files.filter((file) => !isScheduled(file)));
}

/** The content folder as the build reads it, and the route table its files make. */
export interface SiteContent extends ReturnType<typeof readContent> {
  /**
   * The files whose data their schema accepts, typed (every file, once the content check has passed), with the
   * placeholders filled (src/lib/siteText.ts), as the pages show them. `files` stays as written, for
   * the content check.
   */
  checked: CheckedFile[];
  routes: Route[];
  /** The files dated after the build's day (src/lib/scheduling.ts): in `files`, checked, but in nothing built. */
  scheduled: ContentFile[];
  /** Fills a value's placeholders, as `checked` is filled (filledAsContent). */
  fill: Filler;
}

type Filler = <T>(value: T) => T;

/** Fills a text, or every text in a value, with the facts of these files' site.json and the build's day. */
function fillerOf(files: readonly ContentFile[]): Filler {
  const facts = textFactsOf(files.flatMap((file) => checkedFile(file) ?? []));
  // Without a valid site.json the content check stops the build before anything is drawn.
  return facts ? (value) => fillTextIn(value, facts) : (value) => value;
}

const filledWith = (files: readonly ContentFile[], fill: Filler): ContentFile[] =>
  files.map((file) => ({ ...file, data: fill(file.data), ...(file.body === undefined ? {} : { body: fill(file.body) }) }));

/** The files with their placeholders filled from site.json and the build date. */
export const filledFiles = (files: readonly ContentFile[]): ContentFile[] => filledWith(files, fillerOf(files));

/**
 * A value read from the content layer (gatsby/contentText.ts) with its placeholders filled as siteContent()'s files
 * are: the build fills placeholders here, with one set of facts, and nowhere else.
 */
export const filledAsContent: Filler = (value) => siteContent().fill(value);

let current: SiteContent | undefined;

/**
 * content/ read once per build, with its route table expanded once, without the scheduled files: the content check (onPreBootstrap), the
 * route table in the content layer (gatsby/routeTable.ts, read by the header, breadcrumbs and the sitemap),
 * createPages and onPostBuild all use this one reading. `gatsby develop` reads again after an editor's change
 * (forgetSiteContent, from gatsby/content/developWatch.ts).
 */
export function siteContent(): SiteContent {
  if (!current) {
    const read = readContent();
    const scheduled = read.files.filter((file) => isScheduled(file));
    const fill = fillerOf(read.files);
    const filled = filledWith(
      read.files.filter((file) => !scheduled.includes(file)),
      fill,
    );
    current = {
      ...read,
      checked: filled.flatMap((file) => checkedFile(file) ?? []),
      routes: routeTableOf(filled),
      scheduled,
      fill,
    };
  }
  return current;
}

/** The next siteContent() reads content/ again. */
export function forgetSiteContent(): void {
  current = undefined;
}
