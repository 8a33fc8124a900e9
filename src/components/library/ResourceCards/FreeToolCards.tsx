import { graphql } from "gatsby";
import { Check } from "lucide-react";
import { ButtonLink } from "../../ui/Button/Button";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import * as styles from "./ResourceCards.module.scss";

export const freeToolFields = graphql`
  fragment FreeToolFields on FreeTool {
    title
    description
    icon
    link
    features
  }
`;

/** Our free tools (on /resources#tools and /tools#free-tools): what each does and a link to try it. */
export function FreeToolCards({ items }: { items: readonly Queries.FreeToolFieldsFragment[] }) {
  return (
    <CardGrid columns={{ md: 2, xl: "fit16" }}>
      {items.map((tool) => (
        <Card key={tool.title}>
          <span className={styles.icon}>
            <Icon name={tool.icon} />
          </span>
          <h3 className={styles.title}>{tool.title}</h3>
          <p className={styles.description}>{tool.description}</p>
          <ul className={styles.checks}>
            {tool.features.map((feature) => (
              <li key={feature}>
                <Check aria-hidden="true" focusable="false" size={16} />
                {feature}
              </li>
            ))}
          </ul>
          <ButtonLink href={tool.link} variant="secondary" className={styles.action}>
            Try the {tool.title}
          </ButtonLink>
        </Card>
      ))}
    </CardGrid>
  );
}
