import { graphql } from "gatsby";
import { ChevronDown } from "lucide-react";
import { Section } from "../../ui/Section/Section";
import * as styles from "./FaqList.module.scss";

export const pageFaqSectionFields = graphql`
  fragment PageFaqSectionFields on PageFaqSection {
    eyebrow
    title
    lead
    items {
      question
      answer
    }
  }
`;

interface FaqListProps {
  section: Queries.PageFaqSectionFieldsFragment;
  id?: string;
  tone?: "plain" | "alt";
}

/**
 * Questions that open to show their answer. <details>/<summary> is a native
 * disclosure: it opens with Enter or Space, says whether it is expanded, and
 * works before the page's JavaScript has loaded. The FAQPage JSON-LD is built
 * from the same items.
 */
export function FaqList({ section, id = "faq", tone = "plain" }: FaqListProps) {
  return (
    <Section title={section.title} eyebrow={section.eyebrow} lead={section.lead} id={id} tone={tone}>
      <div className={styles.list}>
        {section.items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>
              <span>{item.question}</span>
              <ChevronDown aria-hidden="true" size={20} className={styles.chevron} />
            </summary>
            <div className={styles.answer}>
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
