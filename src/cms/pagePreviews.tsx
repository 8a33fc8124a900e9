import type { ComponentType } from "react";
import type { PreviewProps } from "./decap";
import { Layout } from "../components/layout/Layout/Layout";
import type { SinglePage, TemplateName } from "../lib/routeData";
import { contentTypeFor } from "../lib/schema";
import { AboutView } from "../templates/AboutView";
import { CareersView } from "../templates/CareersView";
import { ComparisonView } from "../templates/ComparisonView";
import { ContactView } from "../templates/ContactView";
import { GlossaryView } from "../templates/GlossaryView";
import { HomeView } from "../templates/HomeView";
import { HowWeCountView } from "../templates/HowWeCountView";
import { LegalView } from "../templates/LegalView";
import { PartnerView } from "../templates/PartnerView";
import { ResultsView } from "../templates/ResultsView";
import { SearchView } from "../templates/SearchView";
import { ServicesView } from "../templates/ServicesView";
import { ToolsView } from "../templates/ToolsView";
import { EditedFiles } from "./gatsbyShim";
import { entryData, PreviewBoundary } from "./previews";
import type { Querier } from "./queried";

// Previews of the one-off pages (content/pages/*.json) and of the site files whose fields every page shows (site
// facts in the header and footer, the menus), through the site's own views inside its Layout, as the blog's and
// the service pages' previews are (./previews.tsx), where the blog's index is too. Resources and playbooks, whose
// cards carry each PDF's length as the build counts it from the file, keep Decap's own field list.

/** A view that draws a page from its query's `page`, as the page's template hands it over. */
type PageView = ComponentType<{ page: never }>;

/** What the contact page's form offers to choose, from the pages that list them (as ContactTemplate reads them). */
function ContactPreview({ page, querier }: { page: never; querier: Querier }) {
  const titles = (file: string, list: string) =>
    (
      ((querier.file(file) as Record<string, { items?: Array<{ title: string }> }> | undefined)?.[list]?.items ??
        []) as Array<{ title: string }>
    ).map((item) => item.title);
  const choices = { roles: titles("pages/careers", "roles"), partnerTypes: titles("pages/partner-program", "types") };
  return <ContactView page={page} choices={choices} />;
}

const PAGE_VIEWS: Partial<Record<TemplateName, PageView>> = {
  HomeTemplate: HomeView,
  AboutTemplate: AboutView,
  ServicesTemplate: ServicesView,
  ResultsTemplate: ResultsView,
  HowWeCountTemplate: HowWeCountView,
  CareersTemplate: CareersView,
  PartnerTemplate: PartnerView,
  GlossaryTemplate: GlossaryView,
  ToolsTemplate: ToolsView,
  SearchTemplate: SearchView,
  ComparisonTemplate: ComparisonView,
};

/** A legal page: its front matter as queried, and its text (`body`) with its placeholders filled. */
function LegalPreview({ page, body, querier }: { page: object; body: unknown; querier: Querier }) {
  return <LegalView page={{ ...page, body: querier.filled(typeof body === "string" ? body : "") } as never} />;
}

/** A one-off page's view, drawing `data` as the page's query would return it. */
function pageOf(querier: Querier, page: SinglePage, data: unknown) {
  const type = contentTypeFor(`${page.content}.json`) ?? contentTypeFor(`${page.content}.md`);
  const View = PAGE_VIEWS[page.template];
  if (!type || (!View && !["ContactTemplate", "LegalTemplate"].includes(page.template))) return undefined;
  const queried = querier.entry(type, data) as never;
  if (page.template === "LegalTemplate") {
    return <LegalPreview page={queried} body={(data as { body?: unknown } | undefined)?.body} querier={querier} />;
  }
  return View ? <View page={queried} /> : <ContactPreview page={queried} querier={querier} />;
}

/** The preview of a one-off page, or undefined for a page drawn from more than its own file. */
export function onePagePreview(querier: Querier, page: SinglePage): ComponentType<PreviewProps> | undefined {
  if (!pageOf(querier, page, querier.file(page.content))) return undefined;
  return function OnePagePreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    return (
      <Layout pathname={page.path}>
        <PreviewBoundary key={JSON.stringify(data)}>{pageOf(querier, page, data)}</PreviewBoundary>
      </Layout>
    );
  };
}

/**
 * The preview of a site file every page shows (`file`, "site.json"): the page `shown` (the contact page, which
 * shows the site facts in full, or the home page) with the header and footer drawn from the entry.
 */
export function siteFilePreview(querier: Querier, file: string, shown: SinglePage): ComponentType<PreviewProps> {
  return function SiteFilePreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    return (
      <EditedFiles.Provider value={new Map([[file, data]])}>
        <PreviewBoundary key={JSON.stringify(data)}>
          <Layout pathname={shown.path}>{pageOf(querier, shown, querier.file(shown.content))}</Layout>
        </PreviewBoundary>
      </EditedFiles.Provider>
    );
  };
}
