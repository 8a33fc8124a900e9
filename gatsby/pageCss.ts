import fs from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type Container } from "postcss";
import { codeDigestOf, digestOf, readJson } from "./buildCache";
import { builtPageFiles, filesUnder } from "./builtPages";
import { ISLANDS_LIST_ATTRIBUTE, modulesListed } from "./islands/loader";

// Each page carries its CSS inline: the app chunk's (global rules and the layout's modules) and its template's.
// Those chunks hold the rules of every component the template or the layout can draw, and a page draws a few of
// them. After the build, each page keeps only the rules that can apply to it, so its HTML fits the first round
// trip of a connection (docs/performance.md). A rule stays unless a class it requires appears nowhere in the page
// (its HTML outside its styles) and nowhere in the code of the islands it loads, which can draw states the
// prerendered HTML does not show (a result, a thank-you, an error). Rules without classes (elements, @font-face,
// keyframes) all stay; so does every custom property that something left uses.

/**
 * The classes an element must carry for the selector to match it: those outside attribute selectors and the
 * arguments of functional pseudo-classes (`:not(.x)` does not need .x, and `:is(.a, .b)` needs only one of them).
 */
export function requiredClasses(selector: string): string[] {
  let text = selector.replace(/"[^"]*"|'[^']*'/g, "").replace(/\[[^\]]*\]/g, "");
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(/:[\w-]+\([^()]*\)/g, "");
  }
  return [...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/** Whether a selector can match in a page that has only the `present` classes. Escaped names are kept as matching. */
const canMatch = (selector: string, present: (name: string) => boolean) =>
  selector.includes("\\") || requiredClasses(selector).every(present);

/** Removes at-rules (@media, @supports) left with no rules, innermost first. */
function dropEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    dropEmpty(node);
    if (node.nodes.length === 0) node.remove();
  });
}

const isKeyframes = (node: Container | undefined): boolean =>
  node?.type === "atrule" && /keyframes$/i.test((node as AtRule).name);

const VAR_USE = /var\(\s*(--[\w-]+)/g;

/**
 * Removes the custom properties nothing uses: no var() in any of the page's stylesheets left, nor in `elsewhere`
 * (the page's style attributes, the islands' code). A property used only by a removed one goes too. A page's
 * stylesheets share their properties (the app's defines them, the template's uses them), so they are pruned
 * together.
 */
function dropUnusedProperties(roots: readonly Container[], elsewhere: string): void {
  const outside = new Set([...elsewhere.matchAll(VAR_USE)].map((match) => match[1]!));
  for (let removed = true; removed;) {
    removed = false;
    const used = new Set(outside);
    for (const root of roots) {
      root.walkDecls((decl) => {
        for (const match of decl.value.matchAll(VAR_USE)) used.add(match[1]!);
      });
    }
    for (const root of roots) {
      root.walkDecls(/^--/, (decl) => {
        if (used.has(decl.prop)) return;
        decl.remove();
        removed = true;
      });
    }
  }
  for (const root of roots) {
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) rule.remove();
    });
  }
}

/**
 * A page's stylesheets without the rules, and the selectors of a list, that can match nothing in a page of these
 * classes, and without the custom properties then left unused (`elsewhere` is the rest of the page's text, where a
 * var() may be written too).
 */
export function pruneCss(sheets: readonly string[], present: (name: string) => boolean, elsewhere = ""): string[] {
  const roots = sheets.map((css) => postcss.parse(css));
  for (const root of roots) {
    root.walkRules((rule) => {
      if (isKeyframes(rule.parent as Container | undefined)) return;
      const kept = rule.selectors.filter((selector) => canMatch(selector, present));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    });
  }
  dropUnusedProperties(roots, elsewhere);
  roots.forEach(dropEmpty);
  return roots.map((root) => root.toString());
}

const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;
const WORD = /[\w-]+/g;

/** Every word of a text, as a class name could be written in it: a class attribute, an island's props, code. */
const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/**
 * A page with only the CSS it can use. `moduleText` gives the code of each module the page's islands' loader lists
 * (the classes and custom properties the islands can use are in it).
 */
export function prunePage(html: string, moduleText: (url: string) => string): string {
  const rest = html.replace(STYLE, "$1$3");
  const loader = new RegExp(`\\s${ISLANDS_LIST_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  const code = (loader ? modulesListed(loader) : []).map(moduleText).join("\n");
  const words = new Set([...wordsOf(rest), ...wordsOf(code)]);
  const present = (name: string) => words.has(name);
  const sheets = [...html.matchAll(STYLE)].map((match) => match[2]!);
  const pruned = pruneCss(sheets, present, `${rest}\n${code}`);
  let index = 0;
  return html.replace(STYLE, (_, open: string, _css: string, close: string) => `${open}${pruned[index++]}${close}`);
}

/**
 * Where each page's stylesheets are kept as they were before pruning, by the page's file (public/-relative, "/"
 * replaced by "__"), so tests/browser/pageCss.spec.ts can tell that pruning changed no style on the page.
 */
const CACHE_DIR = path.join(__dirname, "..", ".cache");

const unprunedCssDir = (cacheDir: string) => path.join(cacheDir, "unpruned-css");

export const unprunedCssFile = (pageFile: string, cacheDir = CACHE_DIR) =>
  path.join(unprunedCssDir(cacheDir), `${pageFile.split("/").join("__")}.json`);

/**
 * What the last build's pruning left (.cache/pruned-pages.json): each page's digest as pruned, by its file, and the
 * digest of the code that pruned it. A warm build rewrites only the pages whose content changed, and pruning a
 * pruned page changes nothing, so a page still as the last pruning left it, pruned by the same code, is not pruned
 * again.
 */
interface PrunedRecord {
  code: string;
  pages: Record<string, string>;
}

const textDigest = (text: string) => digestOf([text]);

/**
 * Prunes every built page's CSS in place, but for the pages still as the last pruning left them; returns how many
 * pages it pruned, and how many bytes of CSS that took off, in all.
 */
export function prunePagesCss(
  publicDir: string,
  cacheDir = CACHE_DIR,
): { pages: number; pruned: number; bytesRemoved: number } {
  const recordFile = path.join(cacheDir, "pruned-pages.json");
  const unprunedDir = unprunedCssDir(cacheDir);
  const modules = new Map<string, string>();
  const moduleText = (url: string) => {
    if (!modules.has(url)) modules.set(url, fs.readFileSync(path.join(publicDir, url), "utf8"));
    return modules.get(url)!;
  };
  // The islands' modules a page lists are named by their content's hash, so a page that loads changed code is a
  // changed page.
  const code = codeDigestOf([__filename, path.join(__dirname, "islands", "loader.ts")]);
  const last = readJson<PrunedRecord>(recordFile);
  const prunedBefore = last?.code === code ? last.pages : {};
  const record: PrunedRecord = { code, pages: {} };
  let bytesRemoved = 0;
  let pruned = 0;
  const pages = builtPageFiles(filesUnder(publicDir));
  fs.mkdirSync(unprunedDir, { recursive: true });
  const kept = new Set(pages.map((page) => unprunedCssFile(page, cacheDir)));
  for (const file of fs.readdirSync(unprunedDir)) {
    if (!kept.has(path.join(unprunedDir, file))) fs.rmSync(path.join(unprunedDir, file));
  }
  for (const page of pages) {
    const file = path.join(publicDir, page);
    const html = fs.readFileSync(file, "utf8");
    const digest = textDigest(html);
    if (prunedBefore[page] === digest && fs.existsSync(unprunedCssFile(page, cacheDir))) {
      record.pages[page] = digest;
      continue;
    }
    const sheets = [...html.matchAll(STYLE)].map((match) => match[2]!);
    fs.writeFileSync(unprunedCssFile(page, cacheDir), JSON.stringify(sheets));
    const after = prunePage(html, moduleText);
    bytesRemoved += Buffer.byteLength(html) - Buffer.byteLength(after);
    pruned += 1;
    if (after !== html) fs.writeFileSync(file, after);
    record.pages[page] = textDigest(after);
  }
  fs.writeFileSync(recordFile, JSON.stringify(record));
  return { pages: pages.length, pruned, bytesRemoved };
}
