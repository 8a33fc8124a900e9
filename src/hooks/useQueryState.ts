import { useEffect, useRef, useState } from "react";
import { addressFor } from "../lib/tools/queryState";

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

/**
 * Keeps the address bar's query equal to `query` once `ready`, from the first
 * change on: until then the URL stays as the visitor arrived, so parameters
 * the tool does not own (a campaign's utm_source, say) are not stripped.
 * Returns false while the query is too long for the address (MAX_URL_LENGTH):
 * the address is then left without one until it fits again, and the tool says so.
 */
export function useSyncQuery(query: URLSearchParams, ready: boolean): boolean {
  const serialized = query.toString();
  const arrivedWith = useRef<string | null>(null);
  const changed = useRef(false);
  const [fits, setFits] = useState(true);
  useEffect(() => {
    if (!ready) return;
    if (arrivedWith.current === null) arrivedWith.current = serialized;
    if (!changed.current && serialized === arrivedWith.current) return;
    changed.current = true;
    const next = addressFor(window.location.href, serialized);
    setFits(next.fits);
    if (next.href === window.location.href) return;
    window.history.replaceState(window.history.state, "", next.href);
  }, [serialized, ready]);
  return fits;
}
