import { graphql } from "gatsby";
import { Badge } from "../../ui/Badge/Badge";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { OutboundLink } from "../../ui/OutboundLink/OutboundLink";
import * as styles from "./ToolStack.module.scss";

export const toolCategoryFields = graphql`
  fragment ToolCategoryFields on ToolCategory {
    category
    description
    tools {
      name
      description
      link
      why
      affiliate
    }
  }
`;

interface ToolStackProps {
  categories: readonly Queries.ToolCategoryFieldsFragment[];
  /** How outbound and affiliate links work, shown before the tools. */
  disclosure: string;
}

/** Recommended third-party tools by category; affiliate links are labelled and marked sponsored. */
export function ToolStack({ categories, disclosure }: ToolStackProps) {
  return (
    <>
      <p className={styles.disclosure}>{disclosure}</p>
      {categories.map((group) => (
        <div key={group.category} className={styles.category}>
          <h3 className={styles.categoryTitle}>{group.category}</h3>
          <p className={styles.categoryLead}>{group.description}</p>
          <CardGrid columns={{ md: 2, lg: 3 }}>
            {group.tools.map((tool) => (
              <Card key={tool.name}>
                <div className={styles.head}>
                  <h4 className={styles.name}>{tool.name}</h4>
                  {tool.affiliate && <Badge tone="neutral">Affiliate link</Badge>}
                </div>
                <p className={styles.description}>{tool.description}</p>
                <p className={styles.why}>
                  <strong>Why we use it:</strong> {tool.why}
                </p>
                <OutboundLink href={tool.link} sponsored={tool.affiliate === true} className={styles.visit}>
                  Visit {tool.name}
                </OutboundLink>
              </Card>
            ))}
          </CardGrid>
        </div>
      ))}
    </>
  );
}
