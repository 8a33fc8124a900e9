import { useEffect, useRef, useState } from "react";
import { loadPagefind, type Pagefind } from "../lib/pagefind";
import { hasWords } from "../lib/siteSearch";

export interface SiteSearchResult {
  url: string;
  title: string;
  section: string;
  excerpt: string;
}

export type SiteSearchState =
  /** Nothing to look for yet. */
  | { status: "idle" }
  /** The results for `query`: `total` pages match, the first `results.length` of them loaded. */
  | { status: "done"; query: string; total: number; results: SiteSearchResult[] }
  /** Pagefind's script or index did not arrive. */
  | { status: "unavailable" };

const IDLE: SiteSearchState = { status: "idle" };

/**
 * Searches the site's index for `query` with Pagefind, loaded once when the island starts, and loads the first
 * `wanted` results. Until a search finishes, the state is the last one that did, so the count line and the list
 * change once, when the new results are there. A query without a letter or a digit ("(.*") matches no page: it is
 * never handed to anything that reads patterns.
 */
export function useSiteSearch(query: string, wanted: number): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>(IDLE);
  const pagefind = useRef<Promise<Pagefind> | null>(null);

  useEffect(() => {
    pagefind.current ??= loadPagefind();
    pagefind.current.catch(() => setState({ status: "unavailable" }));
  }, []);

  useEffect(() => {
    const term = query.trim();
    let current = true;
    if (term === "") {
      setState((previous) => (previous.status === "unavailable" ? previous : IDLE));
      return;
    }
    if (!hasWords(term)) {
      setState((previous) =>
        previous.status === "unavailable" ? previous : { status: "done", query: term, total: 0, results: [] },
      );
      return;
    }
    pagefind.current ??= loadPagefind();
    pagefind.current
      .then(async (api) => {
        const found = await api.search(term);
        if (!found || !current) return;
        const data = await Promise.all(found.results.slice(0, wanted).map((result) => result.data()));
        if (!current) return;
        setState({
          status: "done",
          query: term,
          total: found.results.length,
          results: data.map((page) => ({
            url: page.url,
            title: page.meta.title ?? page.url,
            section: page.meta.section ?? "",
            excerpt: page.excerpt,
          })),
        });
      })
      .catch(() => current && setState({ status: "unavailable" }));
    return () => {
      current = false;
    };
  }, [query, wanted]);

  return state;
}
