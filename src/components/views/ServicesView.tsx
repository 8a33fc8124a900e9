import { CallToAction } from "../CallToAction/CallToAction";
import { Hero } from "../Hero/Hero";
import { ProcessSteps } from "../ProcessSteps/ProcessSteps";
import { Section } from "../Section/Section";
import { ServiceCategories } from "../ServiceCategory/ServiceCategory";
import { StatGrid } from "../StatGrid/StatGrid";

export type ServicesPageData = NonNullable<Queries.ServicesPageQuery["page"]>;

export function ServicesView({ page }: { page: ServicesPageData }) {
  const { categories } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section title={categories.title} eyebrow={categories.eyebrow} lead={categories.lead} id="services">
        <ServiceCategories items={categories.items} />
      </Section>
      <ProcessSteps section={page.process} id="process" />
      <StatGrid section={page.whyChoose} id="why-choose-us" />
      <CallToAction cta={page.cta} />
    </>
  );
}
