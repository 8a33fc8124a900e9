import { graphql } from "gatsby";
import { Badge } from "../../ui/Badge/Badge";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
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
      {/* Six templates read best as two rows of three. */}
      <CardGrid columns={{ md: 2, lg: 3 }}>
        {items.map((template) => (
          <Card key={template.title}>
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
          </Card>
        ))}
      </CardGrid>
    </>
  );
}
