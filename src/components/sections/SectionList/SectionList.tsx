import { graphql } from "gatsby";
import { alternatingTones } from "../../ui/Section/AlternatingTones";
import { CaseCardSection } from "../CaseCards/CaseCards";
import { CaseStudyStories } from "../CaseStudyStory/CaseStudyStory";
import { ChallengeList } from "../ChallengeList/ChallengeList";
import { ClientStrip } from "../ClientStrip/ClientStrip";
import { DetailCardSection } from "../DetailCards/DetailCards";
import { FaqList } from "../FaqList/FaqList";
import { FeatureSection } from "../FeatureGrid/FeatureSection";
import { KeywordTable } from "../KeywordTable/KeywordTable";
import { ProcessSteps } from "../ProcessSteps/ProcessSteps";
import { ServiceOfferSection } from "../ServiceCards/ServiceOfferSection";
import { StatGrid } from "../StatGrid/StatGrid";
import { TestimonialSection } from "../Testimonials/Testimonials";
import { TextListSection } from "../TextList/TextList";

// The section lookup: a page's `sections`, in the order its content file lists them, each drawn by the
// component for its kind (src/lib/schema/sections.ts). Consecutive sections alternate backgrounds; figures
// sit on a dark band and the client strip on its own.

export const pageSectionFields = graphql`
  fragment PageSectionFields on PageSection {
    __typename
    ... on StatSection {
      ...StatSectionFields
    }
    ... on ServiceCardSection {
      ...ServiceCardSectionFields
    }
    ... on ProcessSection {
      ...ProcessSectionFields
    }
    ... on FeatureSection {
      ...FeatureSectionFields
    }
    ... on TextListSection {
      ...TextListSectionFields
    }
    ... on DetailCardSection {
      ...DetailCardSectionFields
    }
    ... on ChallengeSection {
      ...ChallengeSectionFields
    }
    ... on FaqSection {
      ...FaqSectionFields
    }
    ... on KeywordSection {
      ...KeywordSectionFields
    }
    ... on CaseStudySection {
      ...CaseStudySectionFields
    }
    ... on CaseCardSection {
      ...CaseCardSectionFields
    }
    ... on TestimonialSection {
      ...TestimonialSectionFields
    }
    ... on ClientStrip {
      ...ClientStripFields
    }
  }
`;

type PageSection = Queries.PageSectionFieldsFragment;
type Tone = "plain" | "alt";

function SectionBlock({ section, tone }: { section: PageSection; tone?: Tone }) {
  switch (section.__typename) {
    case "StatSection":
      return <StatGrid section={section} />;
    case "ServiceCardSection":
      return <ServiceOfferSection section={section} tone={tone} />;
    case "ProcessSection":
      return <ProcessSteps section={section} tone={tone} />;
    case "FeatureSection":
      return <FeatureSection section={section} tone={tone} />;
    case "TextListSection":
      return <TextListSection section={section} tone={tone} />;
    case "DetailCardSection":
      return <DetailCardSection section={section} tone={tone} />;
    case "ChallengeSection":
      return <ChallengeList section={section} tone={tone} />;
    case "FaqSection":
      return <FaqList section={section} tone={tone} />;
    case "KeywordSection":
      return <KeywordTable section={section} tone={tone} />;
    case "CaseStudySection":
      return <CaseStudyStories section={section} tone={tone} />;
    case "CaseCardSection":
      return <CaseCardSection section={section} tone={tone} />;
    case "TestimonialSection":
      return <TestimonialSection section={section} tone={tone} />;
    case "ClientStrip":
      return <ClientStrip strip={section} />;
  }
}

/** Figures sit on a dark band and the client strip on its own, whatever comes before them. */
const keepsOwnTone = (section: PageSection) =>
  section.__typename === "StatSection" || section.__typename === "ClientStrip";

type StatSection = Extract<PageSection, { __typename: "StatSection" }>;

/**
 * The figures a page shows beside its hero's heading (ProofPanel): its first stats section, when nothing but the
 * client strip comes before it. The other sections are drawn below, in order, without it.
 */
export function heroProof(sections: readonly PageSection[]): { proof?: StatSection; rest: readonly PageSection[] } {
  const index = sections.findIndex((section) => section.__typename === "StatSection");
  const before = sections.slice(0, Math.max(index, 0));
  if (index < 0 || !before.every((section) => section.__typename === "ClientStrip")) return { rest: sections };
  return { proof: sections[index] as StatSection, rest: sections.filter((_, i) => i !== index) };
}

/** A page's sections in order, in alternating tones; `first` is the first one's when a section comes before. */
export function SectionList({ sections, first }: { sections: readonly PageSection[]; first?: Tone }) {
  const tones = alternatingTones(sections.map(keepsOwnTone), first);
  return (
    <>
      {sections.map((section, index) => (
        <SectionBlock key={index} section={section} tone={tones[index]} />
      ))}
    </>
  );
}
