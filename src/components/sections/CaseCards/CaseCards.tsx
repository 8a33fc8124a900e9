import { graphql } from "gatsby";
import * as styles from "./CaseCards.module.scss";

export const caseCardFields = graphql`
  fragment CaseCardFields on CaseCard {
    company
    industry
    result
    description
    metrics {
      label
      value
    }
  }
`;

/** Short case-study cards: the client, the headline result and three measured figures. */
export function CaseCards({ items }: { items: readonly Queries.CaseCardFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((study) => (
        <li key={study.company} className={styles.card}>
          <p className={styles.industry}>{study.industry}</p>
          <h3 className={styles.company}>{study.company}</h3>
          <p className={styles.result}>{study.result}</p>
          <p className={styles.description}>{study.description}</p>
          <dl className={styles.metrics}>
            {study.metrics.map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>{metric.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
