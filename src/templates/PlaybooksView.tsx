import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { PlaybookBrowser } from "../components/library/Playbooks/PlaybookBrowser";
import { introOf, Section } from "../components/ui/Section/Section";

export type PlaybooksPageData = NonNullable<Queries.PlaybooksPageQuery["page"]>;

export function PlaybooksView({ page }: { page: PlaybooksPageData }) {
  const { playbooks } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(playbooks, { id: "playbooks" })}>
        <PlaybookBrowser items={playbooks.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
