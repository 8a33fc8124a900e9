import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { introOf, Section } from "../components/ui/Section/Section";
import { GlossaryIsland } from "../islands/glossary";

export type GlossaryPageData = NonNullable<Queries.GlossaryPageQuery["page"]>;

export function GlossaryView({ page }: { page: GlossaryPageData }) {
  const { glossary } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(glossary, { id: "terms" })}>
        <GlossaryIsland terms={glossary.terms} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
