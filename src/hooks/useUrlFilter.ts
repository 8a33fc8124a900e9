import { useCallback, useRef, useState } from "react";
import { filterSearch, NO_FILTER, readFilter, type FilterState } from "../lib/listFilter";
import { useRenderTaskEffect } from "./useRenderTaskEffect";

// The URL is read and written in the same task as the render: with a plain effect, a click in the frame before
// it ran was overwritten by the URL read, and a quick reload missed the last change.

/**
 * Filter state (search text and category) kept in the URL query, so a
 * filtered view can be shared and survives a reload. The first render matches
 * the prerendered HTML (nothing filtered); the URL is read once mounted.
 * replaceState keeps typing out of the back button's history.
 */
export function useUrlFilter(categories: readonly string[]) {
  const [filter, setFilter] = useState<FilterState>(NO_FILTER);
  const restored = useRef(false);

  useRenderTaskEffect(() => {
    if (!restored.current) {
      // The first run only reads the URL: writing here would wipe a shared query.
      restored.current = true;
      const fromUrl = readFilter(window.location.search, categories);
      // A plain address shows what was prerendered: rendering the list again would only repeat the hydration.
      if (filterSearch(fromUrl) !== "") setFilter(fromUrl);
      return;
    }
    const { pathname, search, hash } = window.location;
    const next = filterSearch(filter);
    if (next !== search) window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
  }, [filter, categories]);

  const setQuery = useCallback((q: string) => setFilter((current) => ({ ...current, q })), []);
  const setCategory = useCallback((category: string) => setFilter((current) => ({ ...current, category })), []);
  const reset = useCallback(() => setFilter(NO_FILTER), []);

  return { filter, setQuery, setCategory, reset };
}
