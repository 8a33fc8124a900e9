import fs from "node:fs";
import path from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { excerptAt, type ContentProblem } from "../../src/lib/content/problems";
import { singular } from "../../src/lib/text";
import { frontMatterText } from "./frontMatter";

// Where in its file a field's problem is: the line and column of the field's value (or, for a field that is
// missing, of the nearest part of it that is there), found by reading the file again as a tree with positions.
// JSON is YAML too, so one parser finds a field in a JSON file and in a markdown file's front matter alike.

/** "hero.items[2].title" as the keys and indexes of the path to it. */
export function fieldSegments(field: string): Array<string | number> {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) =>
    match[2] !== undefined ? Number(match[2]) : match[1]!,
  );
}

/** The node at `segments` in the tree, or the deepest one on the way there. */
function nodeAt(root: Node | null, segments: ReadonlyArray<string | number>): Node | null {
  let node = root;
  for (const segment of segments) {
    const next =
      isMap(node) && typeof segment === "string"
        ? (node.items.find((pair) => (pair.key as { value?: unknown } | null)?.value === segment)?.value as Node)
        : isSeq(node) && typeof segment === "number"
          ? (node.items[segment] as Node)
          : undefined;
    if (!next) break;
    node = next;
  }
  return node;
}

/** A file read as a tree with positions: its front matter, for a markdown file. */
export interface Tree {
  root: Node | null;
  counter: LineCounter;
  /** Lines before the tree's first: the opening "---" of a markdown file's front matter. */
  offset: number;
}

/** A file read as a tree with positions, or undefined when it cannot be read. */
export function fieldTree(file: string, text: string): Tree | undefined {
  // A markdown file's front matter starts after its opening "---" line.
  const markdown = file.endsWith(".md");
  const source = markdown ? frontMatterText(text) : text;
  if (source === undefined) return undefined;
  const counter = new LineCounter();
  const document = parseDocument(source, { lineCounter: counter, uniqueKeys: false });
  if (document.errors.length > 0) return undefined;
  return { root: document.contents as Node | null, counter, offset: markdown ? 1 : 0 };
}

function positionIn(tree: Tree, field: string): { line: number; column: number } | undefined {
  const node = nodeAt(tree.root, fieldSegments(field));
  if (!node?.range) return undefined;
  const { line, col } = tree.counter.linePos(node.range[0]);
  return { line: line + tree.offset, column: col };
}

/** The line and column (from 1) of a field in a file's text, for a JSON file or a markdown file's front matter. */
export function fieldPosition(file: string, text: string, field: string): { line: number; column: number } | undefined {
  const tree = fieldTree(file, text);
  return tree && positionIn(tree, field);
}

/** The fields that name a list's item, in the order they are looked for. */
const ITEM_NAMES = ["title", "name", "term", "question", "label", "heading", "from", "id"];

/**
 * A field as an editor finds it: its items counted from 1 and named by their title, so
 * "glossary.terms[18].definition" is 'field "definition" of term 19 ("Seasonality Adjustment") in glossary'. A field
 * in no list keeps its dotted name.
 */
export function fieldLabel(field: string, tree?: Tree): string {
  const segments = fieldSegments(field);
  if (!segments.some((segment) => typeof segment === "number")) return `field "${field}"`;
  const items: string[] = [];
  let rest: Array<string | number> = [];
  segments.forEach((segment, index) => {
    if (typeof segment !== "number") return void rest.push(segment);
    const list = rest.pop();
    const node = nodeAt(tree?.root ?? null, segments.slice(0, index + 1));
    const named = isMap(node)
      ? ITEM_NAMES.map((key) => node.get(key)).find((value) => typeof value === "string" && value.trim())
      : undefined;
    const what = `${typeof list === "string" ? singular(list) : "item"} ${segment + 1}`;
    items.unshift(`${what}${named ? ` ("${String(named)}")` : ""}${rest.length > 0 ? ` in ${rest.join(".")}` : ""}`);
    rest = [];
  });
  const own = rest.join(".");
  return `${own ? `field "${own}" of ` : ""}${items.join(" of ")}`;
}

/**
 * Each problem of a field, with the line and column of that field in its file, the line quoted, and the field named
 * as an editor finds it (fieldLabel).
 */
export function locateProblems(problems: readonly ContentProblem[], dir: string): ContentProblem[] {
  const trees = new Map<string, { text: string; tree?: Tree } | undefined>();
  const read = (file: string) => {
    if (!trees.has(file)) {
      const at = path.join(dir, file);
      const text = fs.existsSync(at) ? fs.readFileSync(at, "utf8") : undefined;
      trees.set(file, text === undefined ? undefined : { text, tree: fieldTree(file, text) });
    }
    return trees.get(file);
  };
  return problems.map((problem) => {
    if (problem.field.startsWith("(")) return problem;
    const found = read(problem.file);
    const label = fieldLabel(problem.field, found?.tree);
    const at = problem.line === undefined && found?.tree ? positionIn(found.tree, problem.field) : undefined;
    return {
      ...problem,
      label,
      ...(at ? { ...at, excerpt: excerptAt(found!.text, at.line, at.column) } : {}),
    };
  });
}
