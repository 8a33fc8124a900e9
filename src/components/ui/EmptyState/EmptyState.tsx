import { SearchX } from "lucide-react";
import { buttonClass } from "../Button/Button";
import * as styles from "./EmptyState.module.scss";

// SPEC §8: the hint is the same for the glossary and the playbooks.
export const EMPTY_HINT = "Try adjusting your search or filter criteria.";

interface EmptyStateProps {
  /** E.g. "No terms found". */
  title: string;
  /** Clears the search and category; the button is left out when absent. */
  onReset?: () => void;
}

/** Shown in place of a filtered list when nothing matches. */
export function EmptyState({ title, onReset }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <SearchX aria-hidden="true" focusable="false" size={40} className={styles.icon} />
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.hint}>{EMPTY_HINT}</p>
      {onReset && (
        <button type="button" className={buttonClass("secondary")} onClick={onReset}>
          Clear search and filters
        </button>
      )}
    </div>
  );
}
