import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
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
    <ul className={styles.grid}>
      {items.map((card) => (
        <li key={card.title} className={styles.card}>
          <Icon name={card.icon} size={28} className={styles.icon} />
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.description}>{card.description}</p>
          <SiteLink href={card.link.href} className={styles.link}>
            {card.link.label}
            <ArrowRight aria-hidden="true" focusable="false" size={16} />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
