import type { SiteFactsData } from "../../../hooks/useSiteFacts";
import * as styles from "./FigureDefinition.module.scss";

type Figure = SiteFactsData["figures"][number];

/** What a figure is called on /results/how-we-count, each a term of its definition. */
export const definitionTerms = {
  measures: "What it measures",
  over: "Whose results, and when",
  source: "Where the numbers come from",
} as const;

/** One figure's definition, anchored by its id: its value and label, what it measures, over what, and its source. */
export function FigureDefinition({ figure }: { figure: Figure }) {
  return (
    <article id={figure.id} aria-labelledby={`${figure.id}-heading`} className={styles.definition}>
      <h3 id={`${figure.id}-heading`} className={styles.heading}>
        <span className={styles.value}>{figure.value}</span> {figure.label}
      </h3>
      <dl className={styles.terms}>
        {(Object.keys(definitionTerms) as Array<keyof typeof definitionTerms>).map((key) => (
          <div key={key}>
            <dt>{definitionTerms[key]}</dt>
            <dd>{figure[key]}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
