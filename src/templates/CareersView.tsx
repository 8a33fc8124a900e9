import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { FeatureSection } from "../components/sections/FeatureGrid/FeatureSection";
import { Hero } from "../components/sections/Hero/Hero";
import { JobRoles } from "../components/company/JobRoles/JobRoles";
import { introOf, Section } from "../components/ui/Section/Section";
import { templateSections } from "../lib/anchors";

export type CareersPageData = NonNullable<Queries.CareersPageQuery["page"]>;

const anchors = templateSections.CareersTemplate;

export function CareersView({ page }: { page: CareersPageData }) {
  const { benefits, roles } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <FeatureSection section={benefits} id={anchors.benefits} />
      <Section {...introOf(roles, { id: anchors.openRoles, count: roles.items.length })} tone="alt">
        <JobRoles items={roles.items} apply={roles.apply} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
