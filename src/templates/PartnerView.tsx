import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { FeatureSection } from "../components/sections/FeatureGrid/FeatureSection";
import { Hero } from "../components/sections/Hero/Hero";
import { PartnerTypes } from "../components/company/PartnerTypes/PartnerTypes";
import { ProcessSteps } from "../components/sections/ProcessSteps/ProcessSteps";
import { introOf, Section } from "../components/ui/Section/Section";

export type PartnerPageData = NonNullable<Queries.PartnerPageQuery["page"]>;

export function PartnerView({ page }: { page: PartnerPageData }) {
  const { benefits, types } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <FeatureSection section={benefits} id="benefits" />
      <Section {...introOf(types, { id: "partner-types" })} tone="alt">
        <PartnerTypes items={types.items} apply={types.apply} />
      </Section>
      <ProcessSteps section={page.process} id="how-it-works" tone="plain" />
      <CallToAction cta={page.cta} />
    </>
  );
}
