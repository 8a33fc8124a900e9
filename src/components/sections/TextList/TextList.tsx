import { graphql } from "gatsby";
import { CircleCheck } from "lucide-react";
import { Section } from "../../ui/Section/Section";
import * as styles from "./TextList.module.scss";

export const textListSectionFields = graphql`
  fragment TextListSectionFields on TextListSection {
    eyebrow
    title
    lead
    items
  }
`;

export type TextListVariant = "checks" | "tiles" | "bullets";

/**
 * A short list: "checks" for benefits and deliverables, "tiles" for practice
 * areas, industries and tools, "bullets" for a plain single column.
 */
export function TextList({ items, variant = "checks" }: { items: readonly string[]; variant?: TextListVariant }) {
  return (
    <ul className={styles[variant]}>
      {items.map((item) => (
        <li key={item}>
          {variant === "checks" && <CircleCheck aria-hidden="true" size={20} />}
          {item}
        </li>
      ))}
    </ul>
  );
}

interface TextListSectionProps {
  section: Queries.TextListSectionFieldsFragment;
  id: string;
  variant?: TextListVariant;
  tone?: "plain" | "alt";
}

export function TextListSection({ section, id, variant, tone = "plain" }: TextListSectionProps) {
  return (
    <Section title={section.title} eyebrow={section.eyebrow} lead={section.lead} id={id} tone={tone}>
      <TextList items={section.items} variant={variant} />
    </Section>
  );
}
