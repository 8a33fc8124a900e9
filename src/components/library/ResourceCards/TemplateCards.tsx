import { graphql } from "gatsby";
import { Download } from "lucide-react";
import { fileFacts } from "../../../lib/downloads";
import { Badge } from "../../ui/Badge/Badge";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { DownloadLink } from "../DownloadLink/DownloadLink";
import * as styles from "./ResourceCards.module.scss";

export const resourceTemplateFields = graphql`
  fragment ResourceTemplateFields on Download {
    slug
    title
    description
    type: templateType
    category
    ...DownloadFileFields
  }
`;

/** The templates: each card downloads its workbook, made from content/templates/ when the site is built. */
export function TemplateCards({ items }: { items: readonly Queries.ResourceTemplateFieldsFragment[] }) {
  return (
    // Six templates read best as two rows of three.
    <CardGrid columns={{ md: 2, lg: 3 }}>
      {items.map((template) => (
        <Card key={template.slug}>
          <div className={styles.meta}>
            <Badge tone="info">{template.category}</Badge>
            <span className={styles.fact}>
              {template.type} · {fileFacts(template)}
            </span>
          </div>
          <h3 className={styles.title}>{template.title}</h3>
          <p className={styles.description}>{template.description}</p>
          <DownloadLink file={template} className={styles.textAction}>
            <Download aria-hidden="true" focusable="false" size={16} />
            Download Template<span className={styles.visuallyHidden}>: {template.title}</span>
          </DownloadLink>
        </Card>
      ))}
    </CardGrid>
  );
}
