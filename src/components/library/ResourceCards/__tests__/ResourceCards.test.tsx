import { render, screen, within } from "@testing-library/react";
import content from "../../../../../content/pages/resources.json";
import { documentDownload, freeTool, templateDownload } from "../../../../../tests/helpers/contentFixtures";
import { FreeToolCards } from "../FreeToolCards";
import { GuideCards } from "../GuideCards";
import { TemplateCards } from "../TemplateCards";

// jsdom puts a space before a visually hidden ": {title}" suffix that browsers do not, hence " ?:".

describe("TemplateCards", () => {
  const items = content.templates.items.map((slug) => templateDownload(slug));

  it("downloads each template's workbook, saved under the brand's and the template's name", () => {
    render(<TemplateCards items={items} />);
    const links = screen.getAllByRole("link", { name: /^Download Template ?: / });
    expect(links).toHaveLength(6);
    links.forEach((link, index) => {
      expect(link).toHaveAttribute("href", `/downloads/${content.templates.items[index]}.xlsx`);
      expect(link.getAttribute("download")).toMatch(new RegExp(`- ${items[index]!.title}\\.xlsx$`));
    });
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows type, format, size and category", () => {
    render(<TemplateCards items={items} />);
    const card = screen.getByRole("heading", { name: "SEO Content Brief" }).closest("li")!;
    expect(within(card).getByText("Document · XLSX, 12 KB")).toBeInTheDocument();
    expect(within(card).getByText("SEO")).toBeInTheDocument();
  });
});

describe("GuideCards", () => {
  it("shows four guides with their length and a link to the page that offers each", () => {
    const items = content.guides.items.map((slug, index) => documentDownload(slug, { pages: 60 + index, bytes: 1 }));
    render(<GuideCards items={items} />);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(screen.getByText("60 pages")).toBeInTheDocument();
    expect(screen.getByText("63 pages")).toBeInTheDocument();
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
