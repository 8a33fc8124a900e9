import { anchorId } from "./anchors";

// What an article page makes of its rendered markdown: each `##` heading gets an id from its words, so the contents
// list the article opens with can link to it, and each table sits in a box that scrolls sideways on its own, so a
// wide table never widens a phone's page.

/** An article opens with a contents list when it has at least this many sections. */
export const CONTENTS_MIN_SECTIONS = 3;

export interface ContentsEntry {
  id: string;
  text: string;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A heading's text as read: its tags dropped and the entities remark writes decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? "")
    .trim();
}

/**
 * The article's HTML with an id on every h2 (a readable one from its words, "When it works" → "when-it-works", made
 * unique) and every table in a scrolling box of class `tableBox` (a region, focusable so the keyboard can scroll
 * it, and named by the table's column headings), and its sections in order.
 */
export function articleHtml(html: string, tableBox: string): { html: string; contents: ContentsEntry[] } {
  const contents: ContentsEntry[] = [];
  const used = new Set<string>();
  const withIds = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const text = plainText(inner);
    const base = anchorId(text) || "section";
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    contents.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  const withTables = withIds.replace(/<table>([\s\S]*?)<\/table>/g, (table: string, inner: string) => {
    const columns = [...inner.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((match) => plainText(match[1] ?? ""));
    const name = escapeAttribute(`Table: ${columns.join(", ")}`);
    return `<section class="${tableBox}" aria-label="${name}" tabindex="0">${table}</section>`;
  });
  return { html: withTables, contents };
}
