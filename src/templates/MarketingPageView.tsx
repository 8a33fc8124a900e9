import { CrumbBar } from "../components/layout/Breadcrumbs/Breadcrumbs";
import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { SectionList } from "../components/sections/SectionList/SectionList";
import { HiddenSummary } from "../components/ui/HiddenSummary/HiddenSummary";
import { ReviewedNote } from "../components/ui/ReviewedNote/ReviewedNote";

export type MarketingPageData = NonNullable<Queries.MarketingPageQuery["page"]>;
type PageSection = Queries.PageSectionFieldsFragment;

/** Every question of a page's FAQ sections: the page's FAQPage JSON-LD. */
export function faqsOf(sections: readonly PageSection[]) {
  return sections.flatMap((section) => (section.__typename === "FaqSection" ? section.questions : []));
}

/**
 * Service, campaign and industry pages: a hero, the sections in their content file's order and a closing call
 * to action. A page under another page (a legal sub-page under the legal hub) shows its breadcrumb trail.
 */
export function MarketingPageView({ page, pathname }: { page: MarketingPageData; pathname: string }) {
  return (
    <>
      <CrumbBar pathname={pathname} />
      <Hero hero={page.hero} />
      {page.lastReviewed && <ReviewedNote date={page.lastReviewed} />}
      {page.hiddenSummary && <HiddenSummary summary={page.hiddenSummary} />}
      <SectionList sections={page.sections} />
      <CallToAction cta={page.cta} />
    </>
  );
}
