import { CardGrid } from "../../ui/CardGrid/CardGrid";
import * as styles from "./ToolLayout.module.scss";

export interface Figure {
  label: string;
  value: string;
  /** A short explanation under the value. */
  note?: string;
  tone?: "positive" | "negative";
}

/** Results as labelled figures, two to a row on a phone and up to four wider, every row filled. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <CardGrid as="dl" columns={{ base: 2, md: 4 }} gap={3} className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={`${styles.figure} ${figure.tone ? styles[figure.tone] : ""}`}>
          <dt>{figure.label}</dt>
          <dd>
            <span className={styles.value}>{figure.value}</span>
            {figure.note && <span className={styles.note}>{figure.note}</span>}
          </dd>
        </div>
      ))}
    </CardGrid>
  );
}
