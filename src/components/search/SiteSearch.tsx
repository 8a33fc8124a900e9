import { useState } from "react";
import { useDebouncedValue } from "../../hooks/useDebouncedValue";
import { useSiteSearch, type SiteSearchState } from "../../hooks/useSiteSearch";
import { useUrlFilter } from "../../hooks/useUrlFilter";
import { RESULTS_PAGE_SIZE, searchCopy } from "../../lib/siteSearch";
import { SearchField } from "../ui/SearchField/SearchField";
import { SearchResults } from "./SearchResults";
import * as styles from "./SiteSearch.module.scss";

export interface SiteSearchProps {
  label: string;
  placeholder: string;
  /** Said when nothing matches, with a link to `sectionsId`. */
  noMatchHint: string;
  /** The id of the page's list of sections, and its heading. */
  sectionsId: string;
  sectionsTitle: string;
}

/** The search has no categories: the URL keeps only its ?q=. */
const NO_CATEGORIES: readonly string[] = [];
/** Typing pauses this long before a search starts. */
const TYPING_PAUSE_MS = 150;

const statusLine = (state: SiteSearchState) =>
  state.status === "done"
    ? searchCopy.countLine(state.total, state.query)
    : state.status === "unavailable"
      ? searchCopy.unavailable
      : "";

/**
 * The site search: a search box whose text stays in the address as ?q= (useUrlFilter, as the glossary's filter),
 * the count line, read out politely, and the results. The box is a GET form, so before the island has started
 * Enter reloads the page with ?q=, which it then searches for; without JavaScript the page hides it (CSS) and says
 * why (SearchView).
 */
export function SiteSearch({ label, placeholder, noMatchHint, sectionsId, sectionsTitle }: SiteSearchProps) {
  const { filter, setQuery } = useUrlFilter(NO_CATEGORIES);
  const query = useDebouncedValue(filter.q, TYPING_PAUSE_MS);
  const [more, setMore] = useState({ query: "", wanted: RESULTS_PAGE_SIZE });
  const wanted = more.query === query ? more.wanted : RESULTS_PAGE_SIZE;
  const state = useSiteSearch(query, wanted);

  return (
    <div className={styles.search}>
      <form role="search" method="get" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="site-search" className={styles.label}>
          {label}
        </label>
        <SearchField id="site-search" value={filter.q} placeholder={placeholder} onChange={setQuery} size="lg" />
      </form>
      <p role="status" className={styles.status}>
        {statusLine(state)}
      </p>
      {state.status === "done" && state.total === 0 && (
        <p className={styles.hint}>
          {noMatchHint} <a href={`#${sectionsId}`}>{sectionsTitle}</a>
        </p>
      )}
      {state.status === "done" && state.results.length > 0 && (
        <SearchResults
          results={state.results}
          onMore={
            state.total > state.results.length
              ? () => setMore({ query, wanted: wanted + RESULTS_PAGE_SIZE })
              : undefined
          }
        />
      )}
    </div>
  );
}
