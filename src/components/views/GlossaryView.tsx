import { CallToAction } from "../CallToAction/CallToAction";
import { GlossaryBrowser } from "../Glossary/GlossaryBrowser";
import { Hero } from "../Hero/Hero";
import { Section } from "../Section/Section";

export type GlossaryPageData = NonNullable<Queries.GlossaryPageQuery["page"]>;

export function GlossaryView({ page }: { page: GlossaryPageData }) {
  const { glossary } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section title={glossary.title} eyebrow={glossary.eyebrow} lead={glossary.lead} id="terms">
        <GlossaryBrowser terms={glossary.terms} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
