/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "../../../gatsby/files";
import { readFrontMatter } from "../../../gatsby/content/frontMatter";
import { CONTENT_DIR } from "../../../tests/helpers/paths";
import { jsonFormat, markdownFormat, SOURCE, withoutSource, type Format } from "../fileFormats";

// The editing screen's formats write into a file only what the editor changed. Each content file is read as the
// screen reads it, one field is changed as an editor would, and the file written back differs from the original
// in that field's line alone, and reads (as the site reads it) as the entry the editor saved.

type Data = Record<string, unknown>;
type Key = string | number;

const files = filesUnder(CONTENT_DIR, (name) => /\.(json|md)$/.test(name) && name !== "README.md").map((file) => ({
  name: path.relative(CONTENT_DIR, file),
  text: fs.readFileSync(file, "utf8"),
}));
const formatOf = (name: string): Format => (name.endsWith(".md") ? markdownFormat : jsonFormat);

/** What the site reads from a file's text: the JSON, or the front matter's fields and the body. */
function siteReads(name: string, text: string): Data {
  if (!name.endsWith(".md")) return JSON.parse(text) as Data;
  const { data, body } = readFrontMatter(text);
  return { ...data, body: body.replace(/^\n+/, "") };
}

/** Every path to a text value in the entry's fields, in the order of the file. */
function textPaths(value: unknown, at: Key[] = []): Key[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, [...at, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (key === "body" ? [] : textPaths(item, [...at, key])));
  }
  return [];
}

function withValue(data: Data, at: readonly Key[], value: unknown): Data {
  const copy = structuredClone(data);
  const parent = at.slice(0, -1).reduce<Record<Key, unknown>>((node, key) => node[key] as Record<Key, unknown>, copy);
  parent[at[at.length - 1]!] = value;
  return copy;
}

/** The lines of `after` that are not the lines of `before`, and the other way about. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

it.each(files.map((file) => [file.name, file.text]))(
  "%s is written back as it was when nothing changed",
  (name, text) => {
    const format = formatOf(name);
    expect(format.toFile(format.fromFile(text))).toBe(text);
  },
);

it.each(files.map((file) => [file.name, file.text]))(
  "%s changes in one line when one text field changes",
  (name, text) => {
    const format = formatOf(name);
    const entry = format.fromFile(text);
    const fields = textPaths(withoutSource(entry));
    // The first text field and the last: the file's opening lines and its deepest list.
    for (const at of new Set([fields[0]!, fields[fields.length - 1]!])) {
      const edited = withValue(entry, at, "Changed in the editing screen");
      const written = format.toFile(edited);
      const { removed, added } = changedLines(text, written);
      expect([removed.length, added.length]).toEqual([1, 1]);
      expect(added[0]).toContain("Changed in the editing screen");
      expect(siteReads(name, written)).toEqual(withoutSource(edited));
    }
  },
);

const article = files.find((file) => file.name === "blog/ab-test-sample-size-stopping-rules.md")!;
const services = files.find((file) => file.name === "pages/services.json")!;

it("keeps an article's date in quotes, and writes a new date in quotes", () => {
  const entry = markdownFormat.fromFile(article.text);
  const written = markdownFormat.toFile({ ...entry, date: "2026-12-01" });
  expect(changedLines(article.text, written)).toEqual({
    removed: ['date: "2026-03-17"'],
    added: ['date: "2026-12-01"'],
  });
});

it("writes a field the editor filled in after the field before it, and leaves out one they emptied", () => {
  const entry = markdownFormat.fromFile(article.text);
  const { coverLine: _gone, ...rest } = entry;
  const written = markdownFormat.toFile({ ...rest, address: "a-b-testing-rules" });
  const expected = article.text
    .replace('coverLine: "Fix the sample size before the test starts"\n', "")
    .replace("featured: false\n", 'featured: false\naddress: "a-b-testing-rules"\n');
  expect(written).toBe(expected);
});

it("changes the text alone when only the text changes", () => {
  const entry = markdownFormat.fromFile(article.text);
  const body = String(entry.body).replace("Most A/B tests", "Most split tests");
  const written = markdownFormat.toFile({ ...entry, body });
  const { removed, added } = changedLines(article.text, written);
  expect([removed.length, added.length]).toEqual([1, 1]);
  expect(added[0]).toMatch(/^Most split tests/);
});

it("adds an item to a list written on one line on that line, and an item to an indented list on a line of its own", () => {
  const topic = files.find((file) => file.name === "blog-topics/cro.json")!;
  const entry = jsonFormat.fromFile(topic.text) as Data & { seo: { keywords: string[] } };
  const keywords = [...entry.seo.keywords, "split testing"];
  const written = jsonFormat.toFile({ ...entry, seo: { ...entry.seo, keywords } });
  const { removed, added } = changedLines(topic.text, written);
  expect([removed.length, added.length]).toEqual([1, 1]);
  expect(added[0]).toMatch(/"website conversions", "split testing"\]$/);

  const page = jsonFormat.fromFile(services.text);
  const lists = textPaths(withoutSource(page)).filter((at) => typeof at[at.length - 1] === "number");
  const list = lists[0]!.slice(0, -1);
  const items = list.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], page) as string[];
  const longer = jsonFormat.toFile(withValue(page, list, [...items, "One more"]));
  expect(changedLines(services.text, longer).added.at(-1)).toMatch(/^\s+"One more"$/);
  expect(JSON.parse(longer)).toEqual(withoutSource(withValue(page, list, [...items, "One more"])));
});

it("writes a new file in the house format: fields in the screen's order, dates and text in double quotes", () => {
  const data = { date: "2026-12-01", title: "A new article", featured: false, body: "Its text.\n" };
  expect(markdownFormat.toFile(data, ["title", "date", "featured", "body"])).toBe(
    '---\ntitle: "A new article"\ndate: "2026-12-01"\nfeatured: false\n---\n\nIts text.\n',
  );
  expect(jsonFormat.toFile({ name: "CRO", seo: { title: "T" } }, ["name", "seo"])).toBe(
    '{\n  "name": "CRO",\n  "seo": {\n    "title": "T"\n  }\n}\n',
  );
  expect(SOURCE in markdownFormat.fromFile(article.text)).toBe(true);
});
