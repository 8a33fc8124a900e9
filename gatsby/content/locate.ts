import fs from "node:fs";
import path from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { excerptAt, type ContentProblem } from "../../src/lib/content/problems";

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

/** The line and column (from 1) of a field in a file's text, for a JSON file or a markdown file's front matter. */
export function fieldPosition(file: string, text: string, field: string): { line: number; column: number } | undefined {
  // A markdown file's front matter starts after its opening "---" line.
  const front = file.endsWith(".md") ? /^---\r?\n([\s\S]*?)\r?\n---/.exec(text) : undefined;
  if (file.endsWith(".md") && !front) return undefined;
  const source = front ? front[1]! : text;
  const offset = front ? 1 : 0;
  const counter = new LineCounter();
  const document = parseDocument(source, { lineCounter: counter, uniqueKeys: false });
  if (document.errors.length > 0) return undefined;
  const node = nodeAt(document.contents as Node | null, fieldSegments(field));
  if (!node?.range) return undefined;
  const { line, col } = counter.linePos(node.range[0]);
  return { line: line + offset, column: col };
}

/** Each problem of a field, with the line and column of that field in its file, and the line quoted. */
export function locateProblems(problems: readonly ContentProblem[], dir: string): ContentProblem[] {
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      const at = path.join(dir, file);
      texts.set(file, fs.existsSync(at) ? fs.readFileSync(at, "utf8") : undefined);
    }
    return texts.get(file);
  };
  return problems.map((problem) => {
    if (problem.line !== undefined || problem.field.startsWith("(")) return problem;
    const text = textOf(problem.file);
    const at = text === undefined ? undefined : fieldPosition(problem.file, text, problem.field);
    return at ? { ...problem, ...at, excerpt: excerptAt(text!, at.line, at.column) } : problem;
  });
}
