import { Tokenizer, TokenizerMode, type Token } from "parse5";
import type { Node } from "unist";
import { ALL_BUILD_MODES, deliveryBlockRanges, type BuildModes } from "../deliveryBlocks";
import { hastToHtml, markdownHast, markdownTree } from "../markdown";
import { byText } from "../text";
import { withTrailingSlashLinks } from "../urls";
import { addressProblem, startTagProblems } from "./allowedHtml";
import type { ContentFile } from "./contentFile";
import type { ContentProblem } from "./problems";

// A markdown page's text may carry HTML, and its page shows that HTML as it is (ArticleBody, LegalView). So the
// check reads it as a browser will: rendered as the build renders it, as the page shows it in each kind of build
// (the blocks of the other modes dropped, which joins what was around them, and links given their trailing slash), by the
// HTML standard's own tokenizer (parse5), which decodes character references and finds tags inside comments,
// attributes and broken markup just as a browser does. Every start tag must be allowed (allowedHtml.ts), and so
// must every address the markdown writes, used or not. Each problem names the line of the file it is on.

interface Parent extends Node {
  children?: Node[];
}

/** The text's HTML as the build renders it, and the line of the text any offset in it comes from. */
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

interface Shown {
  html: string;
  /** The offset in the rendered HTML that an offset in `html` comes from. */
  origin: (offset: number) => number;
}

/** The HTML as the page shows it in a build of these modes: what ArticleBody and LegalView make of it. */
function shownIn(rendered: string, modes: BuildModes): Shown {
  const ranges = deliveryBlockRanges(rendered, modes);
  const blocks = ranges.map(([from, to]) => rendered.slice(from, to)).join("");
  const html = withTrailingSlashLinks(blocks);
  // Where each character came from is wanted only for a problem's line, so it is worked out on the first one.
  let origin: number[] | undefined;
  const originOf = () => {
    const kept = ranges.flatMap(([from, to]) => Array.from({ length: to - from }, (_, index) => from + index));
    const found: number[] = [];
    // withTrailingSlashLinks only adds a "/" (before a link's ?, # or closing quote, never before another "/"), so
    // walking both together tells the characters it kept from the ones it added.
    for (let at = 0, from = 0; at < html.length; at++) {
      found.push(kept[from] ?? rendered.length);
      if (html[at] === blocks[from]) from++;
    }
    return found;
  };
  return { html, origin: (offset) => (origin ??= originOf())[offset] ?? rendered.length };
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
  // Not the last chunk: the page goes on after the text, so HTML left open at its end takes in what follows.
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

/** The problems of a text, each with its line in the text; a text checked once is not checked again. */
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
  // Between them the builds show every part of the text but the markers (and blocks of no mode, refused as such).
  const modes = ALL_BUILD_MODES.map((build) => shownIn(html, build));
  for (const shown of modes.filter((one, index) => modes.findIndex((other) => other.html === one.html) === index)) {
    const lineOf = (offset: number) => lineAt(shown.origin(offset));
    const { tags, unfinished } = startTags(shown.html);
    for (const tag of tags) {
      for (const { attribute, message } of startTagProblems(tag.tagName, tag.attrs)) {
        const at = (attribute && tag.location?.attrs?.[attribute]) || tag.location;
        add(lineOf(at?.startOffset ?? 0), message);
      }
    }
    if (unfinished !== undefined) {
      add(lineOf(unfinished), "leaves an HTML tag or comment unfinished: close it (with > or -->), or it takes in the page that follows");
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
});
