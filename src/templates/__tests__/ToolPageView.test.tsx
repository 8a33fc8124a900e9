import { render, screen, within } from "@testing-library/react";
import fs from "node:fs";
import path from "node:path";
import { toolComponents, type ToolId } from "../../components/tools/ToolPanel/toolComponents";
import { ToolPageView, type ToolPageData } from "../ToolPageView";
import { CONTENT_DIR } from "../../../tests/helpers/paths";

const CONTENT = path.join(CONTENT_DIR, "tools");

/** A tool page's data as its page query returns it, from the real content file. */
function pageData(contentId: string): ToolPageData {
  return { contentId, ...JSON.parse(fs.readFileSync(path.join(CONTENT, `${contentId}.json`), "utf8")) };
}

// Each tool's own first input or question, which only that tool renders.
const firstControl: Record<ToolId, string> = {
  "roi-calculator": "Monthly ad spend (£)",
  "google-ads-grader": "Nothing is tracked",
  "landing-page-analyzer": "Page HTML",
  "seo-estimator": "Cost per click in Google Ads (£)",
};

describe.each(Object.keys(toolComponents) as ToolId[])("ToolPageView for %s", (contentId) => {
  beforeEach(() => window.history.replaceState(null, "", `/tools/${contentId}/`));

  it("renders one h1, the tool chosen by its contentId, and its own sections", () => {
    const page = pageData(contentId);
    render(<ToolPageView page={page} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
    expect(screen.getByLabelText(firstControl[contentId])).toBeInTheDocument();
    for (const [id, other] of Object.entries(firstControl))
      if (id !== contentId) expect(screen.queryByLabelText(other)).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: page.methodology.title })).toBeInTheDocument();
  });

  it("ends with a call to action to /contact", () => {
    render(<ToolPageView page={pageData(contentId)} />);
    const band = screen.getByRole("region", { name: pageData(contentId).cta.title });
    expect(within(band).getAllByRole("link")[0]).toHaveAttribute("href", "/contact/");
  });
});

describe("ToolPageView", () => {
  it("refuses a content id with no tool component, naming the file", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<ToolPageView page={{ ...pageData("roi-calculator"), contentId: "mystery-tool" }} />)).toThrow(
      "No tool component for content/tools/mystery-tool.json",
    );
  });
});
