import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { introOf, Section } from "../../ui/Section/Section";
import { ServiceCards } from "./ServiceCards";

export const serviceCardSectionFields = graphql`
  fragment ServiceCardSectionFields on ServiceCardSection {
    id
    eyebrow
    title
    lead
    services: items {
      ...ServiceCardFields
    }
  }
`;

interface ServiceOfferSectionProps {
  section: Queries.ServiceCardSectionFieldsFragment;
  /** The anchor when the content gives none. */
  id?: string;
  tone?: "plain" | "alt";
}

/** A titled set of ServiceCards: the services of a page, or a hub's sub-pages. */
export function ServiceOfferSection({ section, id, tone = "plain" }: ServiceOfferSectionProps) {
  return (
    <Section
      {...introOf(section, { id, fallbackId: defaultSectionAnchors.serviceCards, count: section.services.length })}
      tone={tone}
    >
      <ServiceCards items={section.services} />
    </Section>
  );
}
