import { Tokenizer, TokenizerMode, type Token } from "parse5";
import type { Node } from "unist";
import { hastToHtml, markdownHast, markdownTree } from "../markdown";
import { byText } from "../text";
import { addressProblem, startTagProblems } from "./allowedHtml";
import type { ContentFile } from "./contentFile";
import type { ContentProblem } from "./problems";

// A markdown page's text may carry HTML. The page renders it through src/lib/markdown.ts, which reads the HTML as a
// browser does and drops whatever the allow-list (allowedHtml.ts) does not allow; this check refuses the same
// things, so that an editor learns of them, at their line, rather than finding them gone from the page. It reads
// the HTML that pipeline reads (its step 2: the markdown rendered, HTML written in it kept as it is) with the HTML
// standard's own tokenizer (parse5), which decodes character references and finds tags inside comments,
// attributes and broken markup just as a browser does. Every start tag must be allowed, and so must every address
// the markdown writes, used or not. The blocks of text for other builds (deliveryBlocks.ts) are read too: the
// pipeline drops them from the parsed tree, so dropping them joins nothing into new HTML.

interface Parent extends Node {
  children?: Node[];
}

/**
 * The text's HTML as the pipeline reads it (src/lib/markdown.ts, step 2), and the line of the text any offset in it
 * comes from.
 */
export function renderedHtml(tree: Node): { html: string; lineAt: (offset: number) => number } {
  // Before every node that has a position, a mark naming its line: a raw node no text can contain, since markdown
  // reads NUL as U+FFFD. The marks come out again below, so what is read is the build's HTML, character for character.
  const lines: number[] = [];
  const marked = (node: Node): Node => {
    const children = (node as Parent).children;
    if (!children) return node;
    const mark = (line: number) => ({ type: "raw", value: `\0${lines.push(line) - 1}\0` });
    return {
      ...node,
      children: children.flatMap((child) => (child.position ? [mark(child.position.start.line), marked(child)] : [marked(child)])),
    } as Node;
  };
  const withMarks = hastToHtml(marked(markdownHast(tree)));
  const anchors = [{ at: 0, line: 1 }];
  let html = "";
  let from = 0;
  for (const match of withMarks.matchAll(/\0(\d+)\0/g)) {
    html += withMarks.slice(from, match.index);
    anchors.push({ at: html.length, line: lines[Number(match[1])]! });
    from = match.index + match[0].length;
  }
  html += withMarks.slice(from);
  const lineAt = (offset: number) => {
    let anchor = anchors[0]!;
    for (const next of anchors) if (next.at <= offset) anchor = next;
    return anchor.line + (html.slice(anchor.at, offset).match(/\n/g)?.length ?? 0);
  };
  return { html, lineAt };
}

type TokenizerState = (typeof TokenizerMode)[keyof typeof TokenizerMode];

/** Elements whose content a browser reads as text up to their end tag: its parser switches the tokenizer. */
const TEXT_ONLY: Readonly<Record<string, TokenizerState>> = {
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  script: TokenizerMode.SCRIPT_DATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

class Reader extends Tokenizer {
  /** Where the HTML stops in the middle of something (a tag, a comment), or undefined when it ends cleanly. */
  unfinishedAt(end: number): number | undefined {
    if (this.currentToken) return this.currentToken.location?.startOffset ?? end;
    return this.state === TokenizerMode.DATA ? undefined : end;
  }
}

/** Every start tag a browser reads in the HTML, and where the HTML stops in the middle of something. */
function startTags(html: string): { tags: Token.TagToken[]; unfinished?: number } {
  const tags: Token.TagToken[] = [];
  const ignore = () => undefined;
  const reader: Reader = new Reader(
    { sourceCodeLocationInfo: true },
    {
      onStartTag(tag) {
        tags.push(tag);
        const state = TEXT_ONLY[tag.tagName];
        if (state !== undefined) reader.state = state;
      },
      onEndTag: ignore,
      onComment: ignore,
      onDoctype: ignore,
      onEof: ignore,
      onCharacter: ignore,
      onNullCharacter: ignore,
      onWhitespaceCharacter: ignore,
    },
  );
  // Not the last chunk, so that HTML left open at the end is found: the page would drop it and all after it.
  reader.write(html, false);
  return { tags, unfinished: reader.unfinishedAt(html.length) };
}

/** Every address the markdown writes (links, images, reference definitions, autolinks), with its line. */
function addressesIn(node: Node): Array<{ url: string; line: number }> {
  const { url } = node as { url?: unknown };
  const own = typeof url === "string" && node.position ? [{ url, line: node.position.start.line }] : [];
  return [...own, ...((node as Parent).children ?? []).flatMap(addressesIn)];
}

/** HTML in a markdown file's text that could run script or send anything, and addresses it may not use. */
export function bodyHtmlProblems(file: ContentFile): ContentProblem[] {
  if (file.body === undefined) return [];
  return textProblems(file.body).map(({ line, message }) => ({
    file: file.file,
    field: "(text)",
    line: (file.bodyLine ?? 1) + line - 1,
    column: 1,
    message,
  }));
}

/**
 * The problems of a text, each with its line in the text; a text checked once is not checked again, and a build keeps
 * what it found for the next (gatsby/content/readings.ts).
 */
const textProblems = byText((body: string): ReadonlyArray<{ line: number; message: string }> => {
  const found = new Map<string, { line: number; message: string }>();
  const add = (line: number, message: string) => {
    const key = `${line} ${message}`;
    if (!found.has(key)) found.set(key, { line, message });
  };

  const tree = markdownTree(body);
  for (const { url, line } of addressesIn(tree)) {
    const problem = addressProblem(url);
    if (problem) add(line, problem);
  }
  const { html, lineAt } = renderedHtml(tree);
  const { tags, unfinished } = startTags(html);
  for (const tag of tags) {
    for (const { attribute, message } of startTagProblems(tag.tagName, tag.attrs)) {
      const at = (attribute && tag.location?.attrs?.[attribute]) || tag.location;
      add(lineAt(at?.startOffset ?? 0), message);
    }
  }
  if (unfinished !== undefined) {
    add(lineAt(unfinished), "leaves an HTML tag or comment unfinished: close it (with > or -->), or the page drops it and the text after it");
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}, { name: "bodyHtml.textProblems" });
