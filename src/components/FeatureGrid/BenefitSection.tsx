import { graphql } from "gatsby";
import React from "react";
import { Section } from "../Section/Section";
import { FeatureGrid } from "./FeatureGrid";

export const benefitSectionFields = graphql`
  fragment BenefitSectionFields on BenefitSection {
    eyebrow
    title
    lead
    items {
      ...FeatureFields
    }
  }
`;

interface BenefitSectionProps {
  section: Queries.BenefitSectionFieldsFragment;
  id: string;
  tone?: "plain" | "alt";
}

/** A titled FeatureGrid: reasons to choose us, guarantees, what sets a service apart. */
export function BenefitSection({ section, id, tone = "plain" }: BenefitSectionProps) {
  return (
    <Section title={section.title} eyebrow={section.eyebrow} lead={section.lead} id={id} tone={tone}>
      <FeatureGrid items={section.items} />
    </Section>
  );
}
