import type { Node } from "unist";
import { markdownTree } from "../markdown";
import { byText } from "../text";

// A guide or playbook (content/documents/*.md) as the build lays it out: an introduction, then chapters. A chapter
// is a `##` heading; its first paragraph is its lead, printed on the chapter's opening page with the list of its
// `###` sub-headings. A `### Checklist: …` (a task list) and a `### Worksheet: …` (a table the reader fills in)
// each get a page of their own, after the chapter's text. The landing page that offers the document lists the
// chapters' titles from here, so the two cannot disagree.

/** A run of text with one style. */
export interface Span {
  text: string;
  bold?: true;
  italic?: true;
  /** A link's target, as written: a path on the site ("/contact") or an absolute address. */
  href?: string;
}

export type Block =
  | { kind: "paragraph"; spans: Span[] }
  | { kind: "heading"; text: string }
  | { kind: "list"; ordered: boolean; items: Span[][] }
  | { kind: "tip"; spans: Span[] }
  | { kind: "table"; header: string[]; rows: string[][] };

export interface Checklist {
  title: string;
  intro: Span[][];
  items: string[];
}

export interface Worksheet {
  title: string;
  intro: Span[][];
  header: string[];
  /** The filled-in example rows; the PDF adds blank ones. */
  rows: string[][];
}

export interface Chapter {
  title: string;
  lead: Span[];
  /** The chapter's `###` sub-headings, as its opening page lists them. */
  sections: string[];
  blocks: Block[];
  checklist?: Checklist;
  worksheet?: Worksheet;
}

export interface Outline {
  intro: Block[];
  chapters: Chapter[];
  /** Every word a reader reads, for the reading time. */
  words: number;
}

/** A mistake in a document's markdown, at a line of its body (1 is the body's first line). */
export interface OutlineProblem {
  line: number;
  message: string;
}

interface MdNode extends Node {
  children?: MdNode[];
  value?: string;
  depth?: number;
  ordered?: boolean;
  checked?: boolean | null;
  url?: string;
}

export const CHECKLIST_PREFIX = "Checklist: ";
export const WORKSHEET_PREFIX = "Worksheet: ";

const lineOf = (node: MdNode) => node.position?.start.line ?? 1;

function spansOf(node: MdNode, style: Omit<Span, "text"> = {}): Span[] {
  switch (node.type) {
    case "text":
    case "inlineCode":
      return [{ text: (node.value ?? "").replace(/\s*\n\s*/g, " "), ...style }];
    case "break":
      return [{ text: " ", ...style }];
    case "strong":
      return (node.children ?? []).flatMap((child) => spansOf(child, { ...style, bold: true }));
    case "emphasis":
      return (node.children ?? []).flatMap((child) => spansOf(child, { ...style, italic: true }));
    case "link":
      return (node.children ?? []).flatMap((child) => spansOf(child, { ...style, href: node.url }));
    default:
      return (node.children ?? []).flatMap((child) => spansOf(child, style));
  }
}

export const plainText = (spans: readonly Span[]): string => spans.map((span) => span.text).join("");
const textOf = (node: MdNode) => plainText(spansOf(node));
const wordsIn = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

function tableOf(node: MdNode): { header: string[]; rows: string[][] } {
  const [head, ...rows] = (node.children ?? []).map((row) => (row.children ?? []).map(textOf));
  return { header: head ?? [], rows };
}

/**
 * The document's body as its outline, and what in it the layout cannot print (read once a text; a build keeps what
 * it read for the next: gatsby/content/readings.ts).
 */
export const readOutline = byText(outlineOf, { name: "outline.readOutline" });

function outlineOf(body: string): { outline: Outline; problems: OutlineProblem[] } {
  const problems: OutlineProblem[] = [];
  const intro: Block[] = [];
  const chapters: Chapter[] = [];
  let words = 0;
  let chapter: Chapter | undefined;
  // Where the nodes after a "### Checklist:" or "### Worksheet:" heading go.
  let special: { kind: "checklist"; value: Checklist } | { kind: "worksheet"; value: Worksheet } | undefined;

  const add = (block: Block, node: MdNode) => {
    if (!chapter) intro.push(block);
    else if (chapter.lead.length === 0 && block.kind === "paragraph") chapter.lead = block.spans;
    else if (special) {
      problems.push({
        line: lineOf(node),
        message: `"${special.value.title}" has a page of its own and ends its chapter: move this text above its heading`,
      });
    } else chapter.blocks.push(block);
  };

  for (const node of (markdownTree(body) as MdNode).children ?? []) {
    const line = lineOf(node);
    if (node.type === "heading" && node.depth === 2) {
      chapter = { title: textOf(node), lead: [], sections: [], blocks: [] };
      chapters.push(chapter);
      special = undefined;
      words += wordsIn(chapter.title);
      continue;
    }
    if (node.type === "heading" && node.depth === 3) {
      const title = textOf(node);
      words += wordsIn(title);
      if (!chapter) {
        problems.push({ line, message: `"${title}" comes before the first chapter (a "## " heading)` });
      } else if (title.startsWith(CHECKLIST_PREFIX) || title.startsWith(WORKSHEET_PREFIX)) {
        const isChecklist = title.startsWith(CHECKLIST_PREFIX);
        if (
          special?.kind === "worksheet" ||
          (isChecklist && chapter.checklist) ||
          (!isChecklist && chapter.worksheet)
        ) {
          problems.push({ line, message: `a chapter has at most one checklist, then at most one worksheet` });
        }
        special = isChecklist
          ? { kind: "checklist", value: (chapter.checklist = { title, intro: [], items: [] }) }
          : { kind: "worksheet", value: (chapter.worksheet = { title, intro: [], header: [], rows: [] }) };
      } else if (special) {
        problems.push({ line, message: `"${title}" comes after the chapter's checklist or worksheet, which end it` });
      } else {
        chapter.sections.push(title);
        chapter.blocks.push({ kind: "heading", text: title });
      }
      continue;
    }
    if (node.type === "paragraph") {
      const spans = spansOf(node);
      words += wordsIn(plainText(spans));
      if (special) special.value.intro.push(spans);
      else add({ kind: "paragraph", spans }, node);
      continue;
    }
    if (node.type === "list") {
      const items = (node.children ?? []).map((item) => spansOf(item));
      words += items.reduce((sum, item) => sum + wordsIn(plainText(item)), 0);
      if (special?.kind === "checklist" && special.value.items.length === 0) {
        if ((node.children ?? []).some((item) => typeof item.checked !== "boolean")) {
          problems.push({ line, message: `every item of a checklist starts with "- [ ] "` });
        }
        special.value.items = items.map(plainText);
      } else add({ kind: "list", ordered: node.ordered === true, items }, node);
      continue;
    }
    if (node.type === "table") {
      const table = tableOf(node);
      words += [table.header, ...table.rows].flat().reduce((sum, cell) => sum + wordsIn(cell), 0);
      if (special?.kind === "worksheet" && special.value.header.length === 0) Object.assign(special.value, table);
      else add({ kind: "table", ...table }, node);
      continue;
    }
    if (node.type === "blockquote") {
      const spans = spansOf(node);
      words += wordsIn(plainText(spans));
      add({ kind: "tip", spans }, node);
      continue;
    }
    if (node.type === "heading") {
      problems.push({
        line,
        message: `uses a level-${node.depth ?? 1} heading: chapters are "## ", their sections "### "`,
      });
      continue;
    }
    problems.push({
      line,
      message: `has ${node.type === "html" ? "HTML" : `a ${node.type}`}, which the printed document cannot show`,
    });
  }

  for (const found of chapters) {
    if (found.lead.length === 0) {
      problems.push({
        line: 1,
        message: `chapter "${found.title}" needs a first paragraph: its lead, printed on its opening page`,
      });
    }
    if (found.checklist && found.checklist.items.length === 0) {
      problems.push({ line: 1, message: `"${found.checklist.title}" has no items: list them as "- [ ] …"` });
    }
    if (found.worksheet && (found.worksheet.header.length === 0 || found.worksheet.rows.length === 0)) {
      problems.push({
        line: 1,
        message: `"${found.worksheet.title}" needs a table with its columns and an example row`,
      });
    }
  }
  if (chapters.length === 0) problems.push({ line: 1, message: `has no chapters: each starts with a "## " heading` });
  return { outline: { intro, chapters, words }, problems };
}
