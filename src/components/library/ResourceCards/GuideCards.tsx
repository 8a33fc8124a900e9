import { graphql } from "gatsby";
import { Check, FileText } from "lucide-react";
import { Badge } from "../../ui/Badge/Badge";
import { ButtonLink } from "../../ui/Button/Button";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import * as styles from "./ResourceCards.module.scss";

export const guideFields = graphql`
  fragment GuideFields on Download {
    slug
    title
    description
    pages
    category
    downloadLink: getPath
    topics
  }
`;

/** Free guides: category, length (counted from the built PDF), topics and a link to the page that offers each. */
export function GuideCards({ items }: { items: readonly Queries.GuideFieldsFragment[] }) {
  return (
    <CardGrid columns={{ md: 2, xl: 4 }}>
      {items.map((guide) => (
        <Card key={guide.title}>
          <div className={styles.meta}>
            <Badge tone="info">{guide.category}</Badge>
            <span className={styles.fact}>
              <FileText aria-hidden="true" focusable="false" size={16} />
              {guide.pages} pages
            </span>
          </div>
          <h3 className={styles.title}>{guide.title}</h3>
          <p className={styles.description}>{guide.description}</p>
          <ul className={styles.checks}>
            {guide.topics.map((topic) => (
              <li key={topic}>
                <Check aria-hidden="true" focusable="false" size={16} />
                {topic}
              </li>
            ))}
          </ul>
          <ButtonLink href={guide.downloadLink} className={styles.action}>
            Get the free guide<span className={styles.visuallyHidden}>: {guide.title}</span>
          </ButtonLink>
        </Card>
      ))}
    </CardGrid>
  );
}
