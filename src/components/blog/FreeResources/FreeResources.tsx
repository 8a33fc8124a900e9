import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./FreeResources.module.scss";

export const freeResourceFields = graphql`
  fragment FreeResourceFields on BlogFreeResource {
    title
    description
    type
    icon
    cta {
      label
      href
    }
  }
`;

/** Free downloads and pages of resources, each with one link to it. */
export function FreeResources({ items }: { items: readonly Queries.FreeResourceFieldsFragment[] }) {
  return (
    <CardGrid columns={{ lg: 3 }}>
      {items.map((resource) => (
        <Card key={resource.title}>
          <div className={styles.top}>
            <Icon name={resource.icon} className={styles.icon} size={28} />
            <span className={styles.type}>{resource.type}</span>
          </div>
          <h3 className={styles.title}>{resource.title}</h3>
          <p className={styles.description}>{resource.description}</p>
          <SiteLink href={resource.cta.href} className={styles.link}>
            {resource.cta.label}
            <ArrowRight aria-hidden="true" size={16} />
          </SiteLink>
        </Card>
      ))}
    </CardGrid>
  );
}
