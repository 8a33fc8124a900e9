import { graphql } from "gatsby";
import { CircleCheck } from "lucide-react";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./TextList.module.scss";

export const textListSectionFields = graphql`
  fragment TextListSectionFields on TextListSection {
    id
    eyebrow
    title
    lead
    variant
    listItems: items
  }
`;

export type TextListVariant = "checks" | "tiles" | "bullets";

/**
 * A short list: "checks" for benefits and deliverables, "tiles" for practice
 * areas, industries and tools, "bullets" for a plain single column.
 */
export function TextList({ items, variant = "checks" }: { items: readonly string[]; variant?: TextListVariant }) {
  if (variant === "tiles") {
    return (
      <CardGrid columns={{ sm: 2, md: 3, lg: 4, xl: 4 }} gap={3}>
        {items.map((item) => (
          <li key={item} className={styles.tile}>
            {item}
          </li>
        ))}
      </CardGrid>
    );
  }
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
  /** The anchor when the content gives none. */
  id?: string;
  /** The list's look when the content says none ("tiles" in content shows tiles). */
  variant?: TextListVariant;
  tone?: "plain" | "alt";
}

export function TextListSection({ section, id, variant, tone = "plain" }: TextListSectionProps) {
  return (
    <Section {...introOf(section, { id, count: section.listItems.length })} tone={tone}>
      <TextList items={section.listItems} variant={section.variant === "tiles" ? "tiles" : variant} />
    </Section>
  );
}
