import { useDebouncedValue } from "../../../hooks/useDebouncedValue";
import * as styles from "./LiveStatus.module.scss";

/** How long a result must stay the same before screen readers hear it, so typing "5000" is read once, not four times. */
export const ANNOUNCE_DELAY_MS = 700;

/**
 * A result's summary sentence. What is shown always matches the results beside it, changing as they do; what
 * screen readers hear is a polite live region holding the same sentence once the input has settled. The shown copy
 * is hidden from them, so they read the sentence once. The live region stays mounted while the inputs go from valid
 * to invalid and back, because screen readers only announce changes to a live region that already exists.
 */
export function LiveStatus({ message, problem = false }: { message: string; problem?: boolean }) {
  const announced = useDebouncedValue(message, ANNOUNCE_DELAY_MS);
  return (
    <>
      <p aria-hidden="true" className={problem ? styles.problem : styles.summary}>
        {message}
      </p>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.announcer}>
        {announced}
      </p>
    </>
  );
}
