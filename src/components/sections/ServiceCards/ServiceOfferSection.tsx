import { graphql } from "gatsby";
import { Section } from "../../ui/Section/Section";
import { ServiceCards } from "./ServiceCards";

export const serviceOfferSectionFields = graphql`
  fragment ServiceOfferSectionFields on ServiceOfferSection {
    eyebrow
    title
    lead
    items {
      ...ServiceCardFields
    }
  }
`;

interface ServiceOfferSectionProps {
  section: Queries.ServiceOfferSectionFieldsFragment;
  id: string;
  tone?: "plain" | "alt";
}

/** A titled set of ServiceCards: the services of a page, or a hub's sub-pages. */
export function ServiceOfferSection({ section, id, tone = "plain" }: ServiceOfferSectionProps) {
  return (
    <Section title={section.title} eyebrow={section.eyebrow} lead={section.lead} id={id} tone={tone}>
      <ServiceCards items={section.items} />
    </Section>
  );
}
