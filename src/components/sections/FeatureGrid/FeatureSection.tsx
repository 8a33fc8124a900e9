import { graphql } from "gatsby";
import { Section } from "../../ui/Section/Section";
import { FeatureGrid } from "./FeatureGrid";

export const featureSectionFields = graphql`
  fragment FeatureSectionFields on FeatureSection {
    eyebrow
    title
    lead
    items {
      ...FeatureFields
    }
  }
`;

interface FeatureSectionProps {
  section: Queries.FeatureSectionFieldsFragment;
  id: string;
  tone?: "plain" | "alt";
}

/** A titled FeatureGrid: reasons to choose us, guarantees, what sets a service apart. */
export function FeatureSection({ section, id, tone = "plain" }: FeatureSectionProps) {
  return (
    <Section title={section.title} eyebrow={section.eyebrow} lead={section.lead} id={id} tone={tone}>
      <FeatureGrid items={section.items} />
    </Section>
  );
}
