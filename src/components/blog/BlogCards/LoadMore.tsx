import { buttonClass } from "../../ui/Button/Button";
import * as styles from "./BlogCards.module.scss";

const NOTE_ID = "load-more-note";

/**
 * SPEC: 'Load More Articles' has no action. Rather than a button that silently
 * does nothing, it is marked unavailable (aria-disabled keeps it focusable so
 * its explanation is read out) and the reason is shown beside it.
 */
export function LoadMore({ label, note }: { label: string; note: string }) {
  return (
    <div className={styles.loadMore}>
      <button
        type="button"
        className={buttonClass("secondary", styles.unavailable)}
        aria-disabled="true"
        aria-describedby={NOTE_ID}
      >
        {label}
      </button>
      <p id={NOTE_ID} className={styles.loadMoreNote}>
        {note}
      </p>
    </div>
  );
}
