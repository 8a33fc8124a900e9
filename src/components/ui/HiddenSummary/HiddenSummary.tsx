import { graphql } from "gatsby";
import * as styles from "./HiddenSummary.module.scss";

export const hiddenSummaryFields = graphql`
  fragment HiddenSummaryFields on HiddenSummary {
    title
    summary
  }
`;

/**
 * A heading and summary that is not drawn on screen but stays in the page for
 * screen readers and search engines (visually hidden, never display: none).
 */
export function HiddenSummary({ summary }: { summary: Queries.HiddenSummaryFieldsFragment }) {
  return (
    <section aria-labelledby="page-summary" className={styles.hidden}>
      <h2 id="page-summary">{summary.title}</h2>
      <p>{summary.summary}</p>
    </section>
  );
}
