import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { SectionList } from "../components/sections/SectionList/SectionList";
import { TextListSection } from "../components/sections/TextList/TextList";
import { useRouteTable } from "../hooks/useRouteTable";
import { GuideFormIsland } from "../islands/guide-form";
import { routeFor, withTrailingSlash } from "../lib/urls";

export type LandingPageData = NonNullable<Queries.LandingPageQuery["page"]>;

/**
 * A free guide offered for an email address: the form sits in the hero, what the guide holds comes next, then
 * the sections in their content file's order; every "get it" link leads back to the form.
 */
export function LandingPageView({ page, pathname }: { page: LandingPageData; pathname: string }) {
  const primaryPath = routeFor(pathname, useRouteTable())?.path ?? pathname;
  const form = (
    <GuideFormIsland
      guideName={page.guide.name}
      lead={page.guide.formLead}
      included={page.included.listItems}
      action={withTrailingSlash(primaryPath)}
    />
  );
  return (
    <>
      <Hero hero={page.hero} aside={form} />
      <TextListSection section={page.included} id="whats-inside" tone="plain" />
      <SectionList sections={page.sections} first="alt" />
      <CallToAction cta={page.cta} />
    </>
  );
}
