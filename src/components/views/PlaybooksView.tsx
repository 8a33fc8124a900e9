import { CallToAction } from "../CallToAction/CallToAction";
import { Hero } from "../Hero/Hero";
import { PlaybookBrowser } from "../Playbooks/PlaybookBrowser";
import { Section } from "../Section/Section";

export type PlaybooksPageData = NonNullable<Queries.PlaybooksPageQuery["page"]>;

export function PlaybooksView({ page }: { page: PlaybooksPageData }) {
  const { playbooks } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section title={playbooks.title} eyebrow={playbooks.eyebrow} lead={playbooks.lead} id="playbooks">
        <PlaybookBrowser items={playbooks.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
