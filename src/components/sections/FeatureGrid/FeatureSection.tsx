import { graphql } from "gatsby";
import { introOf, Section } from "../../ui/Section/Section";
import { FeatureGrid } from "./FeatureGrid";

export const featureSectionFields = graphql`
  fragment FeatureSectionFields on FeatureSection {
    id
    eyebrow
    title
    lead
    features: items {
      ...FeatureFields
    }
  }
`;

interface FeatureSectionProps {
  section: Queries.FeatureSectionFieldsFragment;
  /** The anchor when the content gives none. */
  id?: string;
  tone?: "plain" | "alt";
}

/** A titled FeatureGrid: reasons to choose us, guarantees, what sets a service apart. */
export function FeatureSection({ section, id, tone = "plain" }: FeatureSectionProps) {
  return (
    <Section {...introOf(section, { id, count: section.features.length })} tone={tone}>
      <FeatureGrid items={section.features} />
    </Section>
  );
}
