import fromParse5 from "hast-util-from-parse5";
import toHtml from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import { parseFragment } from "parse5";
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import type { Node } from "unist";
import { sectionsOf, type ContentsEntry } from "./articleHtml";
import { sanitise } from "./content/allowedHtml";
import { keepBlocksOf, type BuildModes } from "./deliveryBlocks";
import { eachElement, type HtmlNode, type HtmlParent } from "./htmlTree";
import { withTrailingSlash } from "./urls";

// The one way a page's markdown becomes its HTML, for the pages, the content check and the editing screen's
// preview alike:
//   1. remark 13 with GitHub's extensions and footnotes reads the markdown (markdownTree);
//   2. mdast becomes HTML's tree, HTML written in the markdown kept as it is (markdownHast), and that is written out
//      as HTML: what the content check reads, line by line (src/lib/content/bodyHtml.ts);
//   3. that HTML is read again as a browser reads it (parse5), so HTML written in the markdown is elements too;
//   4. small visitors of that tree: the blocks that are true of the build kept (deliveryBlocks.ts), everything the
//      allow-list does not allow dropped (content/allowedHtml.ts, which the content check enforces), links to the
//      site's pages given their trailing slash, and on an article, ids for its sections and a scrolling box for
//      each table (articleHtml.ts);
//   5. the tree written out as the page's HTML.
// Placeholders ({figure:…}, the agency's age) are filled before: the text comes through GraphQL or the editing
// screen's querier already filled (src/lib/siteText.ts).

// The plugins' typings name a newer unified than remark 13's; at run time they are remark 13's own pair.
type Plugin = (this: ReturnType<typeof remark>, options?: { inlineNotes: boolean }) => void;
const processor = remark()
  .use(remarkGfm as unknown as Plugin)
  .use(remarkFootnotes as unknown as Plugin, { inlineNotes: true });

/** A fenced block's meta (```js title=x) as data-meta on its <code>, as gatsby-transformer-remark wrote it. */
function withCodeMeta(node: HtmlNode): void {
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
  withCodeMeta(hast as HtmlNode);
  return hast;
}

/** HTML's tree as HTML. */
export function hastToHtml(tree: Node): string {
  return toHtml(tree, { allowDangerousHtml: true });
}

/** HTML read as a browser reads it inside an element: one tree of elements, text and comments. */
function htmlTree(html: string): HtmlParent {
  return fromParse5(parseFragment(html) as unknown as Parameters<typeof fromParse5>[0]) as unknown as HtmlParent;
}

/**
 * Gives every link to a page of this site its trailing slash, as SiteLink gives it; not a link to one of the
 * Worker's own routes (under /api/, worker/routes.ts), which answer at their exact paths.
 */
function linksWithTrailingSlash(tree: HtmlParent): void {
  eachElement(tree, (element) => {
    const href = element.properties?.href;
    if (typeof href === "string" && href.startsWith("/") && !href.startsWith("/api/"))
      element.properties!.href = withTrailingSlash(href);
  });
}

export interface RenderOptions {
  /** The build the page is shown in (this one, unless told otherwise): which blocks of text it keeps. */
  modes?: Partial<BuildModes>;
  /** An article's text: its sections get ids and its tables a scrolling box of this class. */
  tableBox?: string;
}

export interface RenderedMarkdown {
  html: string;
  /** An article's sections, in order (none unless `tableBox` is given). */
  contents: ContentsEntry[];
  /** An article's HTML before its first section (empty unless `tableBox` is given), and the HTML from there on. */
  intro: string;
  afterIntro: string;
}

/** A page's markdown as the page shows it: its HTML, sanitised by the content check's allow-list. */
export function renderMarkdown(markdown: string, { modes, tableBox }: RenderOptions = {}): RenderedMarkdown {
  const tree = htmlTree(hastToHtml(markdownHast(markdownTree(markdown))));
  keepBlocksOf(tree, modes);
  sanitise(tree);
  linksWithTrailingSlash(tree);
  const contents = tableBox === undefined ? [] : sectionsOf(tree, tableBox);
  const html = hastToHtml(tree as unknown as Node);
  if (tableBox === undefined) return { html, contents, intro: "", afterIntro: html };
  // An article's opening paragraphs, before its first section, and the rest: the page puts its contents between.
  const first = tree.children.findIndex((node) => node.type === "element" && node.tagName === "h2");
  const part = (children: typeof tree.children) => hastToHtml({ ...tree, children } as unknown as Node);
  return first < 0
    ? { html, contents, intro: "", afterIntro: html }
    : { html, contents, intro: part(tree.children.slice(0, first)), afterIntro: part(tree.children.slice(first)) };
}
