import { graphql } from "gatsby";
import { Icon } from "../../ui/Icon/Icon";
import { Section } from "../../ui/Section/Section";
import * as styles from "./StatGrid.module.scss";

export const statSectionFields = graphql`
  fragment StatSectionFields on StatSection {
    eyebrow
    title
    lead
    items {
      value
      label
      description
      icon
    }
  }
`;

interface StatGridProps {
  section: Queries.StatSectionFieldsFragment;
  id?: string;
  tone?: "plain" | "alt" | "dark";
}

/** Headline figures: a value, its label and an optional line of context. */
export function StatGrid({ section, id, tone = "dark" }: StatGridProps) {
  return (
    <Section title={section.title} eyebrow={section.eyebrow} lead={section.lead} id={id} tone={tone}>
      <ul className={styles.grid}>
        {section.items.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            {stat.icon && <Icon name={stat.icon} className={styles.icon} />}
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.label}>{stat.label}</span>
            {stat.description && <span className={styles.description}>{stat.description}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
