import { Document, isMap, isScalar, isSeq, parse, parseDocument, type Node } from "yaml";
import { changesBetween, type Change, type Key } from "./changes";

// How the editing screen reads and writes content files. Decap's own formats write a whole file anew from the
// entry: keys in the order of the fields, quotes and line breaks its own way. An editor who changed one field then
// gets a diff of dozens of lines, and a front matter the editors' guide does not recognise. These formats keep the
// file's text as read (under SOURCE, a field of the entry no widget shows, which Decap keeps as it keeps any field
// it has no widget for), and a save writes into that text only the fields the editor changed (src/cms/changes.ts).
// A new file is written in the house format of content/README.md: JSON indented by two spaces; front matter with
// its text in double quotes.

/** The entry's field that keeps the file's text as read; no widget shows it, and the content check skips it. */
export const SOURCE = "__file";

type Data = Record<string, unknown>;

/** The entry without the file's text: what the file holds. */
export function withoutSource(data: Data): Data {
  const { [SOURCE]: _source, ...fields } = data;
  return fields;
}

/** The entry's fields in the order of the screen's fields, then any others, for a new file. */
function ordered(data: Data, sortedKeys: readonly string[]): Data {
  const keys = [
    ...sortedKeys.filter((key) => key in data),
    ...Object.keys(data).filter((k) => !sortedKeys.includes(k)),
  ];
  return Object.fromEntries(keys.map((key) => [key, data[key]]));
}

// JSON: each change is written into the text at the place of the value it changes, found by reading the text as a
// tree with positions (JSON is YAML too). A value that is written on one line keeps to one line.

function nodeAt(text: string, path: readonly Key[]): Node {
  let node = parseDocument(text).contents as Node | null;
  for (const key of path) {
    const next = isMap(node)
      ? node.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.value
      : isSeq(node)
        ? node.items[key as number]
        : undefined;
    if (!next) throw new Error(`The file has no field ${path.join(".")}`);
    node = next as Node;
  }
  if (!node?.range) throw new Error(`The file has no field ${path.join(".")}`);
  return node;
}

const indentOf = (text: string, at: number) => /^[ \t]*/.exec(text.slice(text.lastIndexOf("\n", at - 1) + 1))![0];

/** A value in JSON: on one line as the house format writes short values, or indented from `indent`. */
function json(value: unknown, indent: string, oneLine: boolean): string {
  if (!oneLine) return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
  if (Array.isArray(value)) return `[${value.map((item) => json(item, indent, true)).join(", ")}]`;
  if (value && typeof value === "object") {
    const pairs = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${json(item, indent, true)}`);
    return pairs.length ? `{ ${pairs.join(", ")} }` : "{}";
  }
  return JSON.stringify(value);
}

const spanOf = (node: Node) => [node.range![0], node.range![1]] as const;

/** Where each of a container's items starts and ends: the key's start to the value's end, in an object. */
function itemSpans(container: Node): Array<{ start: number; end: number; key?: unknown }> {
  if (isMap(container)) {
    return container.items.map((pair) => ({
      start: (pair.key as Node).range![0],
      end: (pair.value as Node).range![1],
      key: (pair.key as { value?: unknown }).value,
    }));
  }
  if (isSeq(container))
    return container.items.map((item) => ({ start: spanOf(item as Node)[0], end: spanOf(item as Node)[1] }));
  throw new Error("Only an object or a list has items");
}

function editJson(text: string, change: Change): string {
  const key = change.path[change.path.length - 1];
  if (change.kind === "replace") {
    const [start, end] = spanOf(nodeAt(text, change.path));
    const oneLine = !text.slice(start, end).includes("\n");
    return text.slice(0, start) + json(change.value, indentOf(text, start), oneLine) + text.slice(end);
  }
  const container = nodeAt(text, change.path.slice(0, -1));
  const [open, close] = spanOf(container);
  const items = itemSpans(container);
  const index =
    change.kind === "remove"
      ? items.findIndex((item, i) => (isMap(container) ? item.key === key : i === key))
      : isMap(container)
        ? change.after === undefined
          ? 0
          : items.findIndex((item) => item.key === change.after) + 1
        : (key as number);
  if (change.kind === "remove") {
    const item = items[index]!;
    if (index > 0) return text.slice(0, items[index - 1]!.end) + text.slice(item.end);
    if (items.length > 1) return text.slice(0, item.start) + text.slice(items[1]!.start);
    return text.slice(0, open + 1) + text.slice(close - 1);
  }
  const oneLine = !text.slice(open, close).includes("\n");
  if (items.length === 0) {
    const value = isMap(container) ? { [key as string]: change.value } : [change.value];
    return text.slice(0, open) + json(value, indentOf(text, open), oneLine) + text.slice(close);
  }
  const indent = oneLine ? "" : indentOf(text, items[0]!.start);
  const written = `${isMap(container) ? `${JSON.stringify(key)}: ` : ""}${json(change.value, indent, oneLine)}`;
  const gap = oneLine ? " " : `\n${indent}`;
  if (index === 0) return `${text.slice(0, items[0]!.start)}${written},${gap}${text.slice(items[0]!.start)}`;
  const at = items[index - 1]!.end;
  return `${text.slice(0, at)},${gap}${written}${text.slice(at)}`;
}

// Front matter: the changes are made to the YAML document as read, which writes every node it did not change as it
// read it, quotes and all; a new value's text is written in double quotes.

const YAML_OUT = { lineWidth: 0, defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN" } as const;

function editYaml(document: Document, change: Change): void {
  const parent = change.path.slice(0, -1);
  const key = change.path[change.path.length - 1]!;
  if (change.kind === "remove") {
    document.deleteIn(change.path);
    return;
  }
  const present = document.getIn(change.path, true);
  if (change.kind === "replace" && isScalar(present) && (change.value === null || typeof change.value !== "object")) {
    present.value = change.value;
    return;
  }
  if (change.kind === "replace") {
    document.setIn(change.path, document.createNode(change.value));
    return;
  }
  const container = parent.length ? document.getIn(parent, true) : document.contents;
  if (isMap(container)) {
    const at =
      change.after === undefined
        ? 0
        : container.items.findIndex((pair) => (pair.key as { value?: unknown }).value === change.after) + 1;
    container.items.splice(at, 0, document.createPair(key, change.value));
  } else if (isSeq(container)) {
    container.items.splice(key as number, 0, document.createNode(change.value));
  } else {
    document.setIn(change.path, document.createNode(change.value));
  }
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/;

/** A markdown file's parts: its front matter's text, and its body with the blank lines before it. */
function markdownParts(text: string): { frontMatter: string; gap: string; body: string } {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { frontMatter: "", gap: "", body: text };
  const rest = text.slice(match[0].length);
  const gap = /^(\r?\n)*/.exec(rest)![0];
  return { frontMatter: match[1] ?? "", gap, body: rest.slice(gap.length) };
}

/** Decap's formatter: a file's text as the entry, and the entry as the file's text. */
export interface Format {
  fromFile(text: string): Data;
  toFile(data: Data, sortedKeys?: string[]): string;
}

export const jsonFormat: Format = {
  fromFile: (text) => ({ ...(JSON.parse(text) as Data), [SOURCE]: text }),
  toFile(data, sortedKeys = []) {
    const source = data[SOURCE];
    const fields = withoutSource(data);
    if (typeof source !== "string") return `${JSON.stringify(ordered(fields, sortedKeys), null, 2)}\n`;
    return changesBetween(JSON.parse(source), fields).reduce(editJson, source);
  },
};

export const markdownFormat: Format = {
  fromFile(text) {
    const { frontMatter, body } = markdownParts(text);
    return { ...((parse(frontMatter) as Data | null) ?? {}), body, [SOURCE]: text };
  },
  toFile(data, sortedKeys = []) {
    const source = data[SOURCE];
    const { body, ...fields } = withoutSource(data);
    const text = typeof body === "string" ? body : "";
    if (typeof source !== "string") {
      const frontMatter = new Document(ordered(fields, sortedKeys)).toString(YAML_OUT);
      return `---\n${frontMatter}---\n\n${text.trim()}\n`;
    }
    const parts = markdownParts(source);
    const document = parseDocument(parts.frontMatter);
    const changes = changesBetween(document.toJS() ?? {}, fields);
    changes.forEach((change) => editYaml(document, change));
    const frontMatter = changes.length ? document.toString(YAML_OUT) : parts.frontMatter;
    const newBody = text === parts.body ? parts.body : `${text.trim()}\n`;
    return `---\n${frontMatter}---\n${parts.gap || "\n"}${newBody}`;
  },
};

/** The formats by the files they read, each under the name the collections in config.yml give it. */
export const FORMATS = {
  json: { name: "kitelight-json", format: jsonFormat },
  md: { name: "kitelight-markdown", format: markdownFormat },
} as const;
