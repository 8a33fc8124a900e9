import fs from "node:fs";
import path from "node:path";
import { parseHTML } from "linkedom";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { withTrailingSlash } from "../../src/lib/urls";

const routes = loadRouteTable();

// Reads the built site in public/ for the post-build checks.

export const PUBLIC_DIR = path.join(__dirname, "..", "..", "public");

export interface BuiltPage {
  /** The URL path, with trailing slash. */
  urlPath: string;
  /** The primary path of the route, with trailing slash. */
  primaryPath: string;
  isAlias: boolean;
  noindex: boolean;
}

/** Every page the route table builds: each primary path and each alias. */
export function builtPages(): BuiltPage[] {
  return routes.flatMap((route) =>
    [route.path, ...(route.aliases ?? [])].map((p) => ({
      urlPath: withTrailingSlash(p),
      primaryPath: withTrailingSlash(route.path),
      isAlias: p !== route.path,
      noindex: route.noindex ?? false,
    })),
  );
}

/** The day the site in public/ was built, for the facts that age with it: when its home page was written. */
export function builtOn(): Date {
  return fs.statSync(htmlFileFor("/")).mtime;
}

export function htmlFileFor(urlPath: string): string {
  return path.join(PUBLIC_DIR, urlPath, "index.html");
}

/**
 * The pages parsed last, for the tests that read the same page again: the tests go page by page, and a large blog
 * makes well over a thousand pages.
 */
const cache = new Map<string, Document>();
const KEPT_DOCUMENTS = 24;

/**
 * A page as a browser's parser reads it, in linkedom's DOM (a tenth of jsdom's time a page, which the checks of
 * every page pay for each page). linkedom keeps attribute names as written; a browser lower-cases an HTML
 * element's (React writes dateTime and maxLength), and so does this, leaving SVG's (viewBox) as they are.
 */
export function parsedHtml(html: string): Document {
  const { document } = parseHTML(html);
  for (const element of document.querySelectorAll("*")) {
    for (const { name, value } of [...element.attributes]) {
      if (name === name.toLowerCase() || element.closest("svg")) continue;
      element.removeAttribute(name);
      element.setAttribute(name.toLowerCase(), value);
    }
  }
  return document as unknown as Document;
}

/** The parsed prerendered HTML of a built page. */
export function documentFor(urlPath: string): Document {
  const cached = cache.get(urlPath);
  if (cached) {
    cache.delete(urlPath);
    cache.set(urlPath, cached);
    return cached;
  }
  const file = urlPath.endsWith(".html") ? path.join(PUBLIC_DIR, urlPath) : htmlFileFor(urlPath);
  const document = parsedHtml(fs.readFileSync(file, "utf8"));
  if (cache.size >= KEPT_DOCUMENTS) cache.delete(cache.keys().next().value!);
  cache.set(urlPath, document);
  return document;
}

export function jsonLdBlocks(document: Document): Array<{ id: string; data: Record<string, unknown> }> {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => ({
    id: script.id,
    data: JSON.parse(script.textContent ?? "") as Record<string, unknown>,
  }));
}

export function metaContent(document: Document, selector: string): string | undefined {
  return document.querySelector(selector)?.getAttribute("content") ?? undefined;
}
