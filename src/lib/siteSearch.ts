import { sectionOf } from "./headerState";
import { isLaterPage, type Route, type TemplateName } from "./routes";
import { routeFor } from "./urls";

// The site's own search, run in the visitor's browser by Pagefind from a static index: which pages the index
// holds, the section each result names, and how a result's excerpt and the count line read. The build writes the
// index after the pages (gatsby/searchIndex.ts); the search page's island (src/islands/search.tsx) is the only code
// that loads Pagefind's script. Why Pagefind: docs/architecture.md#site-search.

/** Where the build writes Pagefind's files, under public/. */
export const PAGEFIND_DIR = "pagefind";
/** The script the search page imports, and through it the index beside it. */
export const PAGEFIND_SCRIPT = `/${PAGEFIND_DIR}/pagefind.js`;

/**
 * The pages the index holds: every page search engines may list, at its primary path. Aliases (copies canonical to
 * a primary path) are not routes of their own, noindex pages are left out as the sitemap leaves them out, and the
 * 404 page is outside the route table.
 */
export function indexedRoutes(routes: readonly Route[]): Route[] {
  return routes.filter((route) => !route.noindex && !isLaterPage(route));
}

/** What a page none of whose addresses sits under another page or a header menu is called, by its template. */
const sectionOfTemplate: Partial<Record<TemplateName, string>> = {
  HomeTemplate: "Home",
  LegalTemplate: "Legal",
  LandingPageTemplate: "Free guides",
  // The campaign pages at the root (/get-more-leads-online, /law-firm-marketing) each sell a service.
  MarketingPageTemplate: "Services",
};

interface MenuGroup {
  name: string;
  items: ReadonlyArray<{ href: string }>;
}

/**
 * The section a search result names: the page its path's first folder is ("Blog" for an article or a blog topic,
 * "Services", "Tools"), else the header menu that holds the page ("Industries", "Company", "Resources"), else what
 * its kind of page is called.
 */
export function searchSection(route: Route, routes: readonly Route[], groups: readonly MenuGroup[]): string {
  const top = `/${route.path.split("/")[1] ?? ""}`;
  const parent = top === route.path ? undefined : routes.find((candidate) => candidate.path === top);
  return parent?.label ?? sectionOf(route, groups) ?? sectionOfTemplate[route.template] ?? route.label;
}

/**
 * What the layout sets on every page's <main>: Pagefind indexes only what it holds, so the header, its menus, the
 * footer and the bottom bar are left out, and files the page under its section. Which pages are indexed at all is
 * the build's choice (indexedRoutes).
 */
export function searchIndexAttributes(
  pathname: string,
  routes: readonly Route[],
  groups: readonly MenuGroup[],
): Record<string, string> {
  const route = routeFor(pathname, routes);
  return {
    "data-pagefind-body": "",
    ...(route && { "data-pagefind-meta": `section:${searchSection(route, routes, groups)}` }),
  };
}

/** True when a query has a letter or a digit to look for: Pagefind indexes words, and punctuation alone is none. */
export function hasWords(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}

export interface ExcerptPart {
  text: string;
  /** A word the query matched, which Pagefind wraps in <mark>. */
  marked: boolean;
}

/**
 * A Pagefind excerpt as text parts, for rendering without innerHTML: Pagefind escapes the page's "<" and ">" and
 * wraps each matched word in <mark>, and nothing else in it is markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/<mark>|<\/mark>/)
    .map((text, index) => ({ text: text.replace(/&lt;/g, "<").replace(/&gt;/g, ">"), marked: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

/** The search page's words that are not editorial: the count line and its states. */
export const searchCopy = {
  /** The count line for a query, read out politely as it changes: "3 pages match “broad match”". */
  countLine: (count: number, query: string) =>
    count === 0 ? `No pages match “${query}”` : `${count} ${count === 1 ? "page matches" : "pages match"} “${query}”`,
  resultsLabel: "Search results",
  moreResults: "Show more results",
  /** Shown when Pagefind's script or index did not arrive. */
  unavailable: "Search could not load just now. Reload the page to try again, or browse the sections below.",
} as const;

/** How many results are shown at once; "Show more results" adds as many again. */
export const RESULTS_PAGE_SIZE = 10;
