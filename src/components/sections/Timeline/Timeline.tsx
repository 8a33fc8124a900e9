import { graphql } from "gatsby";
import * as styles from "./Timeline.module.scss";

export const timelineItemFields = graphql`
  fragment TimelineItemFields on TimelineItem {
    year
    title
    description
  }
`;

export function Timeline({ items }: { items: readonly Queries.TimelineItemFieldsFragment[] }) {
  return (
    <ol className={styles.timeline}>
      {items.map((item) => (
        <li key={`${item.year}-${item.title}`} className={styles.item}>
          <span className={styles.year}>{item.year}</span>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
