import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./SetupHelpCards.module.scss";

export const setupHelpCardFields = graphql`
  fragment SetupHelpCardFields on SetupHelpCard {
    icon
    title
    description
    link {
      label
      href
    }
  }
`;

/** Ways we help set tools up, each linking to the service or to a conversation. */
export function SetupHelpCards({ items }: { items: readonly Queries.SetupHelpCardFieldsFragment[] }) {
  return (
    <CardGrid columns={{ md: 2, xl: 4 }}>
      {items.map((card) => (
        <Card key={card.title}>
          <Icon name={card.icon} size={28} className={styles.icon} />
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.description}>{card.description}</p>
          <SiteLink href={card.link.href} className={styles.link}>
            {card.link.label}
            <ArrowRight aria-hidden="true" focusable="false" size={16} />
          </SiteLink>
        </Card>
      ))}
    </CardGrid>
  );
}
