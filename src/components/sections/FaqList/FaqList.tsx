import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { ChevronDown } from "lucide-react";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./FaqList.module.scss";

export const faqSectionFields = graphql`
  fragment FaqSectionFields on FaqSection {
    id
    eyebrow
    title
    lead
    questions: items {
      question
      answer
    }
  }
`;

interface FaqListProps {
  section: Queries.FaqSectionFieldsFragment;
  id?: string;
  tone?: "plain" | "alt";
}

/**
 * Questions that open to show their answer. <details>/<summary> is a native
 * disclosure: it opens with Enter or Space, says whether it is expanded, and
 * works before the page's JavaScript has loaded. The FAQPage JSON-LD is built
 * from the same items.
 */
export function FaqList({ section, id, tone = "plain" }: FaqListProps) {
  return (
    <Section
      {...introOf(section, { id, fallbackId: defaultSectionAnchors.faq, count: section.questions.length })}
      tone={tone}
    >
      <div className={styles.list}>
        {section.questions.map((item) => (
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
