import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import * as styles from "./LiveStatus.module.scss";

/** How long a result must stay the same before screen readers hear it, so typing "5000" is read once, not four times. */
export const ANNOUNCE_DELAY_MS = 700;

/**
 * A visible summary that is also a polite live region: screen readers read it
 * when it changes, after the input has settled. It stays mounted while the
 * inputs go from valid to invalid and back, because screen readers only
 * announce changes to a live region that already exists.
 */
export function LiveStatus({ message, problem = false }: { message: string; problem?: boolean }) {
  // Text and tone settle together, so the box never shows one state's text in the other's colours.
  const settled = useDebouncedValue(`${problem ? "1" : "0"}${message}`, ANNOUNCE_DELAY_MS);
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={settled.startsWith("1") ? styles.problem : styles.summary}
    >
      {settled.slice(1)}
    </p>
  );
}
