import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { introOf, Section } from "../components/ui/Section/Section";
import { PlaybooksIsland } from "../islands/playbooks";

type PlaybooksContent = NonNullable<Queries.PlaybooksPageQuery["page"]>;

/** The page's content, with the playbooks it lists. */
export type PlaybooksPageData = Omit<PlaybooksContent, "playbooks"> & {
  playbooks: Omit<PlaybooksContent["playbooks"], "items"> & { items: readonly Queries.PlaybookFieldsFragment[] };
};

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
