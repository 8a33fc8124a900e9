import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { ProofPanel } from "../components/sections/ProofPanel/ProofPanel";
import { heroProof, SectionList } from "../components/sections/SectionList/SectionList";

export type HomePageData = NonNullable<Queries.HomePageQuery["page"]>;

/**
 * The home page: the hero with the headline figures beside it, the other sections in their content file's order,
 * and a closing call to action.
 */
export function HomeView({ page }: { page: HomePageData }) {
  const { proof, rest } = heroProof(page.sections);
  return (
    <>
      <Hero hero={page.hero} aside={proof && <ProofPanel section={proof} />} />
      <SectionList sections={rest} />
      <CallToAction cta={page.cta} />
    </>
  );
}
