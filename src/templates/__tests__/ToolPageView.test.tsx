import fs from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { loadRouteTable } from "../../../gatsby/content/readContent";
import { collectionOf, type TemplateName } from "../../lib/routes";
import { withTrailingSlash } from "../../lib/urls";
import { FEATURES_LABEL } from "../../components/tools/ToolPanel/toolCopy";
import { toolPageData as pageData } from "../../../tests/helpers/contentFixtures";
import { CONTENT_DIR } from "../../../tests/helpers/paths";
import AdsGraderTemplate from "../AdsGraderTemplate";
import LandingPageAnalyzerTemplate from "../LandingPageAnalyzerTemplate";
import RoiCalculatorTemplate from "../RoiCalculatorTemplate";
import SeoEstimatorTemplate from "../SeoEstimatorTemplate";

// Each tool's page is drawn by a template of its own (src/lib/routes.ts), so the page loads only its tool's code.

interface ToolTemplateProps {
  data: { page: Queries.ToolPageFieldsFragment };
  pageContext: { contentId: string };
}

// Each tool's own first input or question, which only that tool renders.
const toolTemplates: Record<string, { template: TemplateName; Component: unknown; firstControl: string }> = {
  "roi-calculator": {
    template: "RoiCalculatorTemplate",
    Component: RoiCalculatorTemplate,
    firstControl: "Monthly ad spend (£)",
  },
  "google-ads-grader": {
    template: "AdsGraderTemplate",
    Component: AdsGraderTemplate,
    firstControl: "Nothing is tracked",
  },
  "landing-page-analyzer": {
    template: "LandingPageAnalyzerTemplate",
    Component: LandingPageAnalyzerTemplate,
    firstControl: "Page HTML",
  },
  "seo-estimator": {
    template: "SeoEstimatorTemplate",
    Component: SeoEstimatorTemplate,
    firstControl: "Cost per click in Google Ads (£)",
  },
};
const slugs = Object.keys(toolTemplates).sort();
const toolRoutes = loadRouteTable().filter((route) => route.contentId.startsWith("tools/"));

describe("the tool templates", () => {
  it("give every file in content/tools a page at /tools/{slug}, drawn by its tool's own template", () => {
    const files = fs
      .readdirSync(path.join(CONTENT_DIR, "tools"))
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual(slugs);
    const pages = toolRoutes.map((route) => [collectionOf(route.contentId)?.slug, route.path, route.template]);
    expect(pages.sort()).toEqual(slugs.map((slug) => [slug, `/tools/${slug}`, toolTemplates[slug]!.template]));
  });
});

describe.each(slugs)("the page of %s", (slug) => {
  const { Component, firstControl } = toolTemplates[slug]!;
  // A template reads only its data and page context of all that Gatsby's PageProps carries.
  const Template = Component as ComponentType<ToolTemplateProps>;
  const page = pageData(slug);
  const renderPage = () => render(<Template data={{ page }} pageContext={{ contentId: `tools/${slug}` }} />);
  beforeEach(() => window.history.replaceState(null, "", `/tools/${slug}/`));

  it("renders one h1, its own tool and no other, and its own sections", () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    expect(screen.getByLabelText(firstControl)).toBeInTheDocument();
    for (const [other, { firstControl: control }] of Object.entries(toolTemplates))
      if (other !== slug) expect(screen.queryByLabelText(control)).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: page.methodology.title })).toBeInTheDocument();
  });

  it("ends with its call to action", () => {
    renderPage();
    const band = screen.getByRole("region", { name: page.cta.title });
    expect(screen.getAllByRole("region").at(-1)).toBe(band);
    expect(within(band).getAllByRole("link")[0]).toHaveAttribute("href", withTrailingSlash(page.cta.primaryCta.href));
  });

  it("lists what the tool does above the tool: the features its card shows", () => {
    renderPage();
    const list = screen.getByRole("list", { name: FEATURES_LABEL });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(page.tool.features.map((feature) => feature.text));
  });
});
