import { graphql } from "gatsby";
import { ArrowRight, Check } from "lucide-react";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./ServiceCards.module.scss";

export const serviceCardFields = graphql`
  fragment ServiceCardFields on ServiceCard {
    title
    description
    icon
    features
    link {
      label
      href
    }
    results
    timeline
    deliverables
  }
`;

/** Service pages add the typical result, the timeline and the deliverables of a service. */
function ServiceFacts({ service }: { service: Queries.ServiceCardFieldsFragment }) {
  if (!service.results && !service.timeline && !service.deliverables) return null;
  return (
    <div className={styles.facts}>
      {(service.results || service.timeline) && (
        <dl className={styles.factList}>
          {service.results && (
            <div>
              <dt>Typical results</dt>
              <dd>{service.results}</dd>
            </div>
          )}
          {service.timeline && (
            <div>
              <dt>Timeline</dt>
              <dd>{service.timeline}</dd>
            </div>
          )}
        </dl>
      )}
      {service.deliverables && (
        <>
          <p className={styles.factTitle}>Deliverables</p>
          <ul className={styles.deliverables}>
            {service.deliverables.map((deliverable) => (
              <li key={deliverable}>{deliverable}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface ServiceCardsProps {
  items: readonly Queries.ServiceCardFieldsFragment[];
  /** Cards a row on wide screens; 3 suits groups of three. */
  columns?: 3 | 4;
  /** h4 when the cards sit under an h3, e.g. a service category. */
  headingLevel?: "h3" | "h4";
}

/** Cards for services: icon, title, description, features and a link to learn more. */
export function ServiceCards({ items, columns = 4, headingLevel: Heading = "h3" }: ServiceCardsProps) {
  return (
    <CardGrid columns={columns === 3 ? { md: 2, lg: 3 } : { md: 2, xl: 4 }}>
      {items.map((service) => (
        <Card key={service.title}>
          <Icon name={service.icon} className={styles.icon} size={28} />
          <Heading className={styles.title}>{service.title}</Heading>
          <p className={styles.description}>{service.description}</p>
          <ul className={styles.features}>
            {service.features.map((feature) => (
              <li key={feature}>
                <Check aria-hidden="true" size={16} />
                {feature}
              </li>
            ))}
          </ul>
          <ServiceFacts service={service} />
          <SiteLink href={service.link.href} className={styles.link}>
            {service.link.label}
            {!service.link.label.includes(service.title) && (
              <span className={styles.visuallyHidden}>: {service.title}</span>
            )}
            <ArrowRight aria-hidden="true" size={16} />
          </SiteLink>
        </Card>
      ))}
    </CardGrid>
  );
}
