import { graphql } from "gatsby";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./ToolNotes.module.scss";

export const toolFaqFields = graphql`
  fragment ToolPageFaqFields on ToolPageFaq {
    eyebrow
    title
    lead
    items {
      question
      answer
    }
  }
`;

/** Questions and answers as native disclosures: keyboard and screen reader support come built in. */
export function ToolFaq({ section }: { section: Queries.ToolPageFaqFieldsFragment }) {
  return (
    <Section {...introOf(section, { id: "faq" })}>
      <div className={styles.faq}>
        {section.items.map((item) => (
          <details key={item.question} className={styles.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
