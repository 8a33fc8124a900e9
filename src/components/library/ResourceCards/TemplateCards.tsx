import { graphql } from "gatsby";
import { Badge } from "../../ui/Badge/Badge";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./ResourceCards.module.scss";

export const resourceTemplateFields = graphql`
  fragment ResourceTemplateFields on ResourceTemplate {
    title
    description
    type
    format
    category
  }
`;

// SPEC: 'Download Template' has no action. Rather than a button that silently
// does nothing, each card asks for the template through the contact page, and
// the note above the cards says how that works.
const REQUEST_HREF = "/contact";

interface TemplateCardsProps {
  items: readonly Queries.ResourceTemplateFieldsFragment[];
  /** How templates are delivered, shown above the cards. */
  note: string;
}

export function TemplateCards({ items, note }: TemplateCardsProps) {
  return (
    <>
      <p id="templates-note" className={styles.note}>
        {note}
      </p>
      <ul className={`${styles.grid} ${styles.gridOfThree}`}>
        {items.map((template) => (
          <li key={template.title} className={styles.card}>
            <div className={styles.meta}>
              <Badge tone="info">{template.category}</Badge>
              <span className={styles.fact}>
                {template.type} · {template.format}
              </span>
            </div>
            <h3 className={styles.title}>{template.title}</h3>
            <p className={styles.description}>{template.description}</p>
            <SiteLink href={REQUEST_HREF} className={styles.textAction}>
              Request this template<span className={styles.visuallyHidden}>: {template.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}
