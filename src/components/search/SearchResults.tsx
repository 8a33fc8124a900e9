import { useEffect, useRef } from "react";
import type { SiteSearchResult } from "../../hooks/useSiteSearch";
import { excerptParts, searchCopy } from "../../lib/siteSearch";
import { buttonClass } from "../ui/Button/Button";
import * as styles from "./SiteSearch.module.scss";

/** A result's excerpt with its matched words marked, as text: nothing from the index becomes markup. */
function Excerpt({ excerpt }: { excerpt: string }) {
  return (
    <p className={styles.excerpt}>
      {excerptParts(excerpt).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

/**
 * The results in order of relevance, each its section, its title as a link to the page, and a passage. "Show more
 * results" moves focus to the first result it added, so the keyboard carries on from there.
 */
export function SearchResults({ results, onMore }: { results: readonly SiteSearchResult[]; onMore?: () => void }) {
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || results.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLAnchorElement>("a")[from]?.focus();
  }, [results.length]);

  return (
    <>
      <ol ref={list} aria-label={searchCopy.resultsLabel} className={styles.results}>
        {results.map((result) => (
          <li key={result.url} className={styles.result}>
            {result.section && <p className={styles.section}>{result.section}</p>}
            <h2 className={styles.title}>
              <a href={result.url} className={styles.link}>
                {result.title}
              </a>
            </h2>
            <Excerpt excerpt={result.excerpt} />
          </li>
        ))}
      </ol>
      {onMore && (
        <button
          type="button"
          className={buttonClass("secondary", styles.more)}
          onClick={() => {
            focusFrom.current = results.length;
            onMore();
          }}
        >
          {searchCopy.moreResults}
        </button>
      )}
    </>
  );
}
