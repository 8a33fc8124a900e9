import { PAGEFIND_SCRIPT } from "./siteSearch";

// The part of Pagefind's browser API (version 1.6, as the lockfile has it) that the search page uses. Its script is
// not bundled: the build writes it beside the index it reads (gatsby/searchIndex.ts), and only the search page's
// island imports it, when it starts.

export interface PagefindResultData {
  /** The page's address, as the build gave it ("/blog/broad-match-smart-bidding/"). */
  url: string;
  /** A passage around the matched words, each wrapped in <mark>; the page's own "<" and ">" escaped. */
  excerpt: string;
  /** title: the page's h1; section: set by the layout (src/lib/siteSearch.ts searchSection). */
  meta: Partial<Record<"title" | "section", string>>;
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

export interface Pagefind {
  options: (options: { noWorker?: boolean; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  /** Null when a newer search has replaced this one. */
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

/** Words of page text around a match in each result's excerpt. */
const EXCERPT_WORDS = 24;

/**
 * Loads Pagefind's script and starts it. It runs in the page, not in its web worker: the index is a few hundred KB
 * at most, and a worker would need a policy of its own to compile the WebAssembly (gatsby/securityHeaders.ts).
 */
export async function loadPagefind(): Promise<Pagefind> {
  const pagefind = (await import(/* webpackIgnore: true */ PAGEFIND_SCRIPT)) as Pagefind;
  await pagefind.options({ noWorker: true, excerptLength: EXCERPT_WORDS });
  await pagefind.init();
  return pagefind;
}
