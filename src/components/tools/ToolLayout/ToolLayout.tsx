import { useRef, type ReactNode } from "react";
import { HydrateLater } from "../../../lib/islands/hydrateLater";
import { CONVERSIONS, reportConversion } from "../../../lib/measurement";
import { ADDRESS_FULL_NOTE, NOT_STARTED_NOTE } from "../ToolPanel/toolCopy";
import * as styles from "./ToolLayout.module.scss";

interface ToolLayoutProps {
  /** Prefix of the ids inside, unique on the page. */
  id: string;
  /**
   * False until the page's script has hydrated: inputs stay disabled, so nothing typed before then is lost, and a
   * note explains them if the script is slow to start or never does.
   */
  ready: boolean;
  inputsTitle: string;
  inputs: ReactNode;
  resultsTitle: string;
  results: ReactNode;
  /** Results below the inputs at every width, for tools whose inputs need the whole row (a table). */
  stacked?: boolean;
  /**
   * False while the inputs are too long to keep in the page address (useSyncQuery), which a note then says. Given
   * by tools whose inputs can pass the limit (the SEO table); the others' cannot, so they show no note.
   */
  queryFits?: boolean;
}

/**
 * A tool's two halves: the inputs, and the results beside them (below them on phones).
 * Tools calculate as you type, so the inputs are a fieldset, not a form: there is nothing to submit
 * and Enter cannot reload the page. Its legend is the panel's heading.
 */
export function ToolLayout({
  id,
  ready,
  inputsTitle,
  inputs,
  resultsTitle,
  results,
  stacked = false,
  queryFits,
}: ToolLayoutProps) {
  // The tools calculate as the visitor types: the first change recalculates the result, and is the tool used.
  const used = useRef(false);
  const onInput = () => {
    if (used.current) return;
    used.current = true;
    reportConversion(CONVERSIONS.toolResult);
  };
  return (
    <div className={stacked ? styles.stacked : styles.layout}>
      <div className={styles.inputs}>
        {!ready && <p className={styles.notStarted}>{NOT_STARTED_NOTE}</p>}
        <fieldset className={styles.fieldset} disabled={!ready} onInput={onInput}>
          <legend className={styles.legend}>
            <h3 className={styles.heading}>{inputsTitle}</h3>
          </legend>
          {inputs}
        </fieldset>
        {/* Mounted while empty, since screen readers announce only changes to a live region that already exists. */}
        {queryFits !== undefined && (
          <p role="status" className={styles.addressNote}>
            {!queryFits && ADDRESS_FULL_NOTE}
          </p>
        )}
      </div>
      {/* Only shows what the inputs give, so it can wake a task after them (src/lib/islands/hydrateLater.tsx). */}
      <HydrateLater>
        <section className={styles.results} aria-labelledby={`${id}-results-title`}>
          <h3 id={`${id}-results-title`} className={styles.heading}>
            {resultsTitle}
          </h3>
          {results}
        </section>
      </HydrateLater>
    </div>
  );
}
