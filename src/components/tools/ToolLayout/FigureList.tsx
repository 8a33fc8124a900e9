import * as styles from "./ToolLayout.module.scss";

export interface Figure {
  label: string;
  value: string;
  /** A short explanation under the value. */
  note?: string;
  tone?: "positive" | "negative";
}

/**
 * Results as labelled figures, two to a row on a phone and four wider (the tools show four or eight). A grid of its
 * own rather than a CardGrid, whose many layouts a tool's island would carry into its page.
 */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={`${styles.figure} ${figure.tone ? styles[figure.tone] : ""}`}>
          <dt>{figure.label}</dt>
          <dd>
            <span className={styles.value}>{figure.value}</span>
            {figure.note && <span className={styles.note}>{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
