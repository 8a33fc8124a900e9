import { anchorId } from "./anchors";
import { eachElement, textOf, type HtmlNode } from "./htmlTree";

// What an article page makes of its rendered markdown (a step of src/lib/markdown.ts): each `##` heading gets an
// id from its words, so the contents list the article opens with can link to it, and each table sits in a box that
// scrolls sideways on its own, so a wide table never widens a phone's page.

/** An article opens with a contents list when it has at least this many sections. */
export const CONTENTS_MIN_SECTIONS = 3;

export interface ContentsEntry {
  id: string;
  text: string;
}

/**
 * Gives every h2 an id (a readable one from its words, "When it works" → "when-it-works", made unique) and puts
 * every table in a scrolling box of class `tableBox` (a region, focusable so the keyboard can scroll it, and named
 * by the table's column headings); returns the sections in order.
 */
export function sectionsOf(tree: HtmlNode, tableBox: string): ContentsEntry[] {
  const contents: ContentsEntry[] = [];
  const used = new Set<string>();
  eachElement(tree, (element, parent) => {
    if (element.tagName === "h2") {
      const text = textOf(element).trim();
      const base = anchorId(text) || "section";
      let id = base;
      for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      contents.push({ id, text });
      element.properties = { id, ...element.properties };
    } else if (element.tagName === "table") {
      const columns: string[] = [];
      eachElement(element, (cell) => {
        if (cell.tagName === "th") columns.push(textOf(cell).trim());
      });
      const box: HtmlNode = {
        type: "element",
        tagName: "section",
        properties: { className: [tableBox], ariaLabel: `Table: ${columns.join(", ")}`, tabIndex: 0 },
        children: [element],
      };
      parent.children[parent.children.indexOf(element)] = box;
    }
  });
  return contents;
}
