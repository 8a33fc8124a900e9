import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { ProcessSteps } from "../components/sections/ProcessSteps/ProcessSteps";
import { introOf, Section } from "../components/ui/Section/Section";
import { ServiceCategories } from "../components/sections/ServiceCategory/ServiceCategory";
import { StatGrid } from "../components/sections/StatGrid/StatGrid";

export type ServicesPageData = NonNullable<Queries.ServicesPageQuery["page"]>;

export function ServicesView({ page }: { page: ServicesPageData }) {
  const { categories } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(categories, { id: "services" })}>
        <ServiceCategories items={categories.items} />
      </Section>
      <ProcessSteps section={page.process} id="process" />
      <StatGrid section={page.whyChoose} id="why-choose-us" />
      <CallToAction cta={page.cta} />
    </>
  );
}
