import { CallToAction } from "../CallToAction/CallToAction";
import { FeatureGrid } from "../FeatureGrid/FeatureGrid";
import { Hero } from "../Hero/Hero";
import { JobRoles } from "../JobRoles/JobRoles";
import { Section } from "../Section/Section";

export type CareersPageData = NonNullable<Queries.CareersPageQuery["page"]>;

export function CareersView({ page }: { page: CareersPageData }) {
  const { benefits, roles } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section title={benefits.title} eyebrow={benefits.eyebrow} lead={benefits.lead} id="benefits">
        <FeatureGrid items={benefits.items} />
      </Section>
      <Section title={roles.title} eyebrow={roles.eyebrow} lead={roles.lead} id="open-roles" tone="alt">
        <JobRoles items={roles.items} apply={roles.apply} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
