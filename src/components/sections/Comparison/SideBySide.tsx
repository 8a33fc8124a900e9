import { graphql } from "gatsby";
import { introOf, Section } from "../../ui/Section/Section";
import { TextList } from "../TextList/TextList";
import * as styles from "./Comparison.module.scss";

export const sideBySideFields = graphql`
  fragment SideBySideFields on SideBySide {
    eyebrow
    title
    lead
    inHouse {
      ...TextListSectionFields
    }
    agency {
      ...TextListSectionFields
    }
  }
`;

interface SideBySideProps {
  section: Queries.SideBySideFieldsFragment;
  id: string;
  tone?: "plain" | "alt";
}

/** Two lists next to each other: in-house on the left, agency on the right. */
export function SideBySide({ section, id, tone = "plain" }: SideBySideProps) {
  return (
    <Section {...introOf(section, { id })} tone={tone}>
      <div className={styles.columns}>
        {[section.inHouse, section.agency].map((column) => (
          <div key={column.title} className={styles.column}>
            <h3 className={styles.columnTitle}>{column.title}</h3>
            {column.lead && <p>{column.lead}</p>}
            <TextList items={column.listItems} variant="bullets" />
          </div>
        ))}
      </div>
    </Section>
  );
}
