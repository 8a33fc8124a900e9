import toHtml from "hast-util-to-html";
import toHast from "mdast-util-to-hast";
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";

// An article's markdown as HTML, made as gatsby-transformer-remark makes it for the page: remark 13 with GitHub's
// extensions and footnotes (its defaults), mdast to hast and hast to HTML, keeping HTML written in the markdown.

// The plugins' typings name a newer unified than remark 13's; at run time they are the transformer's own pair.
type Plugin = (this: ReturnType<typeof remark>, options?: { inlineNotes: boolean }) => void;
const processor = remark()
  .use(remarkGfm as unknown as Plugin)
  .use(remarkFootnotes as unknown as Plugin, { inlineNotes: true });

export function markdownToHtml(markdown: string): string {
  const tree = processor.runSync(processor.parse(markdown));
  const hast = toHast(tree as Parameters<typeof toHast>[0], { allowDangerousHtml: true });
  return hast ? toHtml(hast, { allowDangerousHtml: true }) : "";
}
