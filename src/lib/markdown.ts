import toHtml from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import type { Node } from "unist";

// Markdown as gatsby-transformer-remark renders a page's text: remark 13 with GitHub's extensions and footnotes (its
// defaults), mdast to hast as the transformer does it, and hast to HTML, keeping HTML written in the markdown as it
// is. The editing screen previews with it, and the content check judges what it makes
// (tests/postbuild/markdownText.test.ts holds the built pages to it).

// The plugins' typings name a newer unified than remark 13's; at run time they are the transformer's own pair.
type Plugin = (this: ReturnType<typeof remark>, options?: { inlineNotes: boolean }) => void;
const processor = remark()
  .use(remarkGfm as unknown as Plugin)
  .use(remarkFootnotes as unknown as Plugin, { inlineNotes: true });

interface Element extends Node {
  properties?: Record<string, unknown>;
  children?: Element[];
}

/** What the transformer's own handler for code adds: a fence's meta (```js title=x) as data-meta on the <code>. */
function withCodeMeta(node: Element): void {
  const meta = (node.data as { meta?: unknown } | undefined)?.meta;
  if (node.type === "element" && typeof meta === "string" && node.properties) node.properties.dataMeta = meta;
  node.children?.forEach(withCodeMeta);
}

/** The markdown's syntax tree (mdast), each node with its position in the text. */
export function markdownTree(markdown: string): Node {
  return processor.runSync(processor.parse(markdown));
}

/** The tree as HTML's tree (hast): HTML written in the markdown stays as `raw` nodes, each with its position. */
export function markdownHast(tree: Node): Node {
  const hast = toHast(tree as Parameters<typeof toHast>[0], { allowDangerousHtml: true }) ?? {
    type: "root",
    children: [],
  };
  withCodeMeta(hast);
  return hast;
}

/** HTML's tree as the page's HTML. */
export function hastToHtml(tree: Node): string {
  return toHtml(tree, { allowDangerousHtml: true });
}

export function markdownToHtml(markdown: string): string {
  return hastToHtml(markdownHast(markdownTree(markdown)));
}
