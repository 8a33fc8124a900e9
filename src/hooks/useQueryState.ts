import { useEffect, useRef, useState } from "react";

// A tool's inputs live in the URL query so a result can be shared. The
// prerendered HTML shows the defaults; after hydration the query (if any)
// replaces them, and from then on every change rewrites the query in place
// with history.replaceState, so typing adds no history entries. The
// history.state object Gatsby's router keeps (its scroll key) is passed on.

/** Reads the query once after hydration; returns true from then on. */
export function useRestoreFromQuery(restore: (params: URLSearchParams) => void): boolean {
  const [ready, setReady] = useState(false);
  const restoreRef = useRef(restore);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if ([...params.keys()].length > 0) restoreRef.current(params);
    setReady(true);
  }, []);
  return ready;
}

/** Keeps the address bar's query equal to `query` once `ready`. */
export function useSyncQuery(query: URLSearchParams, ready: boolean): void {
  const serialized = query.toString();
  useEffect(() => {
    if (!ready) return;
    const { pathname, search, hash } = window.location;
    const next = serialized ? `?${serialized}` : "";
    if (next === search) return;
    window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
  }, [serialized, ready]);
}
