import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { ProofPanel } from "../components/sections/ProofPanel/ProofPanel";
import { heroProof, SectionList } from "../components/sections/SectionList/SectionList";
import { HiddenSummary } from "../components/ui/HiddenSummary/HiddenSummary";
import { ReviewedNote } from "../components/ui/ReviewedNote/ReviewedNote";

export type MarketingPageData = NonNullable<Queries.MarketingPageQuery["page"]>;
type PageSection = Queries.PageSectionFieldsFragment;

/** Every question of a page's FAQ sections: the page's FAQPage JSON-LD. */
export function faqsOf(sections: readonly PageSection[]) {
  return sections.flatMap((section) => (section.__typename === "FaqSection" ? section.questions : []));
}

/**
 * Service, campaign and industry pages: a hero, with the page's figures beside it where its first section is one of
 * figures, the other sections in their content file's order and a closing call to action.
 */
export function MarketingPageView({ page }: { page: MarketingPageData }) {
  const { proof, rest } = heroProof(page.sections);
  return (
    <>
      <Hero hero={page.hero} aside={proof && <ProofPanel section={proof} />} />
      {page.lastReviewed && <ReviewedNote date={page.lastReviewed} />}
      {page.hiddenSummary && <HiddenSummary summary={page.hiddenSummary} />}
      <SectionList sections={rest} />
      <CallToAction cta={page.cta} />
    </>
  );
}
