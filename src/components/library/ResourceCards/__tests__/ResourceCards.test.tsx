import { render, screen, within } from "@testing-library/react";
import content from "../../../../../content/pages/resources.json";
import { freeTool } from "../../../../../tests/helpers/contentFixtures";
import { FreeToolCards } from "../FreeToolCards";
import { GuideCards } from "../GuideCards";
import { TemplateCards } from "../TemplateCards";

// jsdom puts a space before a visually hidden ": {title}" suffix that browsers do not, hence " ?:".

describe("TemplateCards", () => {
  const { items } = content.templates;
  const note = content.templates.note.simulated;

  it("asks for each template through the contact page instead of a download that does nothing", () => {
    render(<TemplateCards items={items} note={note} />);
    expect(screen.getByText(note)).toBeInTheDocument();
    const links = screen.getAllByRole("link", { name: /^Request this template ?: / });
    expect(links).toHaveLength(6);
    for (const link of links) expect(link).toHaveAttribute("href", "/contact/");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByText(/Download Template/i)).toBeNull();
  });

  it("shows type, format and category", () => {
    render(<TemplateCards items={items} note={note} />);
    const card = screen.getByRole("heading", { name: "SEO Content Brief" }).closest("li")!;
    expect(within(card).getByText("Document · Google Docs")).toBeInTheDocument();
    expect(within(card).getByText("SEO")).toBeInTheDocument();
  });
});

describe("GuideCards", () => {
  it("shows four guides with their length and a link to request each", () => {
    render(<GuideCards items={content.guides.items} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(screen.getByText("67 pages")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /^Get the free guide ?: The Complete PPC Strategy Guide$/ }),
    ).toHaveAttribute("href", "/landing/ppc-strategy/");
  });
});

describe("FreeToolCards", () => {
  const items = content.tools.items.map(freeTool);

  it("links each of the four tools by name", () => {
    render(<FreeToolCards items={items} />);
    expect(screen.getByRole("link", { name: "Try the ROI Calculator" })).toHaveAttribute(
      "href",
      "/tools/roi-calculator/",
    );
    expect(screen.getAllByRole("link")).toHaveLength(4);
  });

  it("lists the features from each tool's own file", () => {
    render(<FreeToolCards items={items} />);
    const card = screen.getByRole("heading", { name: "SEO Estimator" }).closest("li")!;
    const features = within(card)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(features).toEqual(freeTool("seo-estimator").tool.features.map((feature) => feature.text));
  });
});
