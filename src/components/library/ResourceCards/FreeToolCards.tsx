import { graphql } from "gatsby";
import { pathIn } from "../../../lib/routes";
import { ButtonLink } from "../../ui/Button/Button";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import { ToolFeatures } from "../../tools/ToolPanel/ToolFeatures";
import * as styles from "./ResourceCards.module.scss";

// A card is drawn from the tool's own file (content/tools/): its card copy, and the features its page lists.
export const freeToolFields = graphql`
  fragment FreeToolFields on ToolPage {
    slug
    card {
      title
      description
      icon
    }
    tool {
      features {
        text
      }
    }
  }
`;

/** Our free tools (on /resources#tools and /tools#free-tools): what each does and a link to try it. */
export function FreeToolCards({ items }: { items: readonly Queries.FreeToolFieldsFragment[] }) {
  return (
    <CardGrid columns={{ md: 2, xl: 4 }}>
      {items.map(({ slug, card, tool }) => (
        <Card key={slug}>
          <span className={styles.icon}>
            <Icon name={card.icon} />
          </span>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.description}>{card.description}</p>
          <ToolFeatures features={tool.features} className={styles.checks} />
          <ButtonLink href={pathIn("tools", slug)} variant="secondary" className={styles.action}>
            Try the {card.title}
          </ButtonLink>
        </Card>
      ))}
    </CardGrid>
  );
}
