import { render, screen, within } from "@testing-library/react";
import { toolComponents, type ToolId } from "../../components/tools/ToolPanel/toolComponents";
import { withTrailingSlash } from "../../lib/urls";
import { ToolPageView } from "../ToolPageView";
import { toolPageData as pageData } from "../../../tests/helpers/contentFixtures";

// Each tool's own first input or question, which only that tool renders.
const firstControl: Record<ToolId, string> = {
  "roi-calculator": "Monthly ad spend (£)",
  "google-ads-grader": "Nothing is tracked",
  "landing-page-analyzer": "Page HTML",
  "seo-estimator": "Cost per click in Google Ads (£)",
};

describe.each(Object.keys(toolComponents) as ToolId[])("ToolPageView for %s", (slug) => {
  beforeEach(() => window.history.replaceState(null, "", `/tools/${slug}/`));

  it("renders one h1, the tool chosen by its slug, and its own sections", () => {
    const page = pageData(slug);
    render(<ToolPageView page={page} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    expect(screen.getByLabelText(firstControl[slug])).toBeInTheDocument();
    for (const [id, other] of Object.entries(firstControl))
      if (id !== slug) expect(screen.queryByLabelText(other)).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: page.methodology.title })).toBeInTheDocument();
  });

  it("ends with its call to action", () => {
    const page = pageData(slug);
    render(<ToolPageView page={page} />);
    const band = screen.getByRole("region", { name: page.cta.title });
    expect(screen.getAllByRole("region").at(-1)).toBe(band);
    expect(within(band).getAllByRole("link")[0]).toHaveAttribute("href", withTrailingSlash(page.cta.primaryCta.href));
  });
});

describe("ToolPageView", () => {
  it("refuses a slug with no tool component, naming the file", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ToolPageView page={{ ...pageData("roi-calculator"), slug: "mystery-tool" }} />)).toThrow(
      "No tool component for content/tools/mystery-tool.json",
    );
  });
});
