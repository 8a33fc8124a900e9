import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { introOf, Section } from "../components/ui/Section/Section";
import { PlaybooksIsland } from "../islands/playbooks";

export type PlaybooksPageData = NonNullable<Queries.PlaybooksPageQuery["page"]>;

export function PlaybooksView({ page }: { page: PlaybooksPageData }) {
  const { playbooks } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(playbooks, { id: "playbooks" })}>
        <PlaybooksIsland items={playbooks.items} />
      </Section>
      <CallToAction cta={page.cta} />
    </>
  );
}
