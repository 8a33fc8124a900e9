import find from "property-information/find";
import html from "property-information/html";

// HTML's syntax tree (hast) as the markdown pipeline's visitors read it (src/lib/markdown.ts): elements with their
// properties, text, comments. An element's properties are hast's names for its attributes (className for class,
// dataMeta for data-meta, tabIndex for tabindex); attributesOf reads them back as the HTML's own.

export interface HtmlNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HtmlNode[];
  value?: string;
  data?: unknown;
}

export interface HtmlParent extends HtmlNode {
  children: HtmlNode[];
}

/** Visits every element of the tree, parents before their children. */
export function eachElement(tree: HtmlNode, visit: (element: HtmlNode, parent: HtmlParent) => void): void {
  for (const child of tree.children ?? []) {
    if (child.type === "element") visit(child, tree as HtmlParent);
    eachElement(child, visit);
  }
}

/** The text of a node as read: its elements' text, joined. */
export const textOf = (node: HtmlNode): string =>
  node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");

/** Each of the element's attributes as the HTML writes it (name and value), with the property it comes from. */
export function attributesOf(element: HtmlNode): Array<{ name: string; value: string; property: string }> {
  return Object.entries(element.properties ?? {}).flatMap(([property, value]) => {
    if (value === undefined || value === null || value === false) return [];
    const info = find(html, property);
    const text = Array.isArray(value)
      ? value.join(info.commaSeparated ? ", " : " ")
      : value === true
        ? ""
        : String(value);
    return [{ name: info.attribute, value: text, property }];
  });
}
