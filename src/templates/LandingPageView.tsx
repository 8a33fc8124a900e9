import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Hero } from "../components/sections/Hero/Hero";
import { SectionList } from "../components/sections/SectionList/SectionList";
import { TextListSection } from "../components/sections/TextList/TextList";
import { useRouteTable } from "../hooks/useRouteTable";
import { GuideFormIsland } from "../islands/guide-form";
import { routeFor, withTrailingSlash } from "../lib/urls";
import { leadContactOf, useSiteFacts } from "../hooks/useSiteFacts";
import { savedName } from "../lib/downloads";
import { documentKinds } from "../lib/schema/documents";
import type { OfferKind } from "../components/forms/GuideForm/guideFormCopy";

export type LandingPageData = NonNullable<Queries.LandingPageQuery["page"]>;
export type LandingDocument = NonNullable<Queries.LandingPageQuery["document"]>;

/**
 * A free guide offered for an email address: the form sits in the hero, what the guide holds comes next, then
 * the sections in their content file's order; every "get it" link leads back to the form.
 */
/** The document's kind, which the content check has held to the schema's list. */
function offerKind(kind: string): OfferKind {
  const found = documentKinds.find((known) => known === kind);
  if (!found) throw new Error(`A landing page's document is a "${kind}", not one of ${documentKinds.join(", ")}`);
  return found;
}

export function LandingPageView({
  page,
  document,
  pathname,
}: {
  page: LandingPageData;
  /** The document the page offers, as the build made it (gatsby/downloads/). */
  document: LandingDocument;
  pathname: string;
}) {
  const primaryPath = routeFor(pathname, useRouteTable())?.path ?? pathname;
  const site = useSiteFacts();
  const { siteUrl, brand } = site;
  const file = {
    title: document.title,
    path: document.path,
    format: document.format,
    mediaType: document.mediaType,
    pages: document.pages,
    bytes: document.bytes,
    savedAs: savedName(brand, document.title, document.format),
    url: new URL(document.path, siteUrl).href,
    kind: offerKind(document.kind),
    channel: document.category,
  };
  const form = (
    <GuideFormIsland
      guideName={page.guide.name}
      lead={page.guide.formLead}
      included={page.included.listItems}
      action={withTrailingSlash(primaryPath)}
      document={file}
      contact={leadContactOf(site)}
    />
  );
  // The length is counted from the built file, so the page can never promise more pages than it hands over.
  const highlights = [`${document.pages} pages`, ...(page.hero.highlights ?? [])];
  return (
    <>
      <Hero hero={{ ...page.hero, highlights }} aside={form} />
      <TextListSection section={page.included} id="whats-inside" tone="plain" />
      <SectionList sections={page.sections} first="alt" />
      <CallToAction cta={page.cta} />
    </>
  );
}
