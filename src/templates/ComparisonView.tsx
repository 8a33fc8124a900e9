import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { ComparisonCategories } from "../components/sections/Comparison/ComparisonCategories";
import { CostBreakdown } from "../components/sections/Comparison/CostBreakdown";
import { SideBySide } from "../components/sections/Comparison/SideBySide";
import { Hero } from "../components/sections/Hero/Hero";

export type ComparisonPageData = NonNullable<Queries.ComparisonPageQuery["page"]>;

/** In-house team or agency: the bottom line, a rated comparison, when to choose each and what each costs. */
export function ComparisonView({ page }: { page: ComparisonPageData }) {
  return (
    <>
      <Hero hero={page.hero} />
      <SideBySide section={page.bottomLine} id="bottom-line" tone="alt" />
      <ComparisonCategories section={page.comparison} id="comparison" />
      <SideBySide section={page.whenToChoose} id="when-to-choose" tone="alt" />
      <CostBreakdown section={page.costBreakdown} id="cost-breakdown" />
      <CallToAction cta={page.cta} />
    </>
  );
}
