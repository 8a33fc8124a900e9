import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import glossary from "../../../../../content/pages/glossary.json";
import { GlossaryBrowser } from "../GlossaryBrowser";

const terms = glossary.glossary.terms;

function termNames(): string[] {
  const list = screen.queryAllByRole("heading", { level: 3 });
  return list.map((heading) => heading.textContent ?? "");
}

beforeEach(() => {
  window.history.replaceState(null, "", "/glossary/");
});

describe("GlossaryBrowser", () => {
  it("lists all 18 terms with the full count line in a polite live region", () => {
    render(<GlossaryBrowser terms={terms} />);
    expect(termNames()).toHaveLength(18);
    expect(screen.getByRole("status")).toHaveTextContent(/^Showing 18 of 18 terms$/);
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  });

  it("gives every term an anchor id", () => {
    render(<GlossaryBrowser terms={terms} />);
    const quality = screen.getByRole("heading", { name: "Quality Score" }).closest("li");
    expect(quality).toHaveAttribute("id", "quality-score");
    expect(document.getElementById("cost-per-click-cpc")).not.toBeNull();
  });

  it("narrows the list live as you type, ignoring case, and puts the search in the URL", async () => {
    const user = userEvent.setup();
    render(<GlossaryBrowser terms={terms} />);
    await user.type(screen.getByRole("searchbox", { name: "Search terms" }), "LOOKALIKE");
    expect(termNames()).toEqual(["Lookalike Audience"]);
    expect(screen.getByRole("status")).toHaveTextContent(/^Showing 1 of 18 terms$/);
    expect(window.location.search).toBe("?q=LOOKALIKE");
  });

  it("matches the definition as well as the term", async () => {
    const user = userEvent.setup();
    render(<GlossaryBrowser terms={terms} />);
    await user.type(screen.getByRole("searchbox"), "apple mail");
    expect(termNames()).toEqual(["Open Rate"]);
  });

  it("appends ' in {category}' when a category is chosen, and combines it with the search", async () => {
    const user = userEvent.setup();
    render(<GlossaryBrowser terms={terms} />);
    await user.click(screen.getByRole("button", { name: "Email" }));
    expect(screen.getByRole("button", { name: "Email" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    expect(termNames()).toEqual(["Open Rate", "Abandoned Cart Sequence"]);
    expect(screen.getByRole("status")).toHaveTextContent(/^Showing 2 of 18 terms in Email$/);
    await user.type(screen.getByRole("searchbox"), "cart");
    expect(termNames()).toEqual(["Abandoned Cart Sequence"]);
    expect(screen.getByRole("status")).toHaveTextContent(/^Showing 1 of 18 terms in Email$/);
    expect(new URLSearchParams(window.location.search).get("category")).toBe("Email");
    await user.click(screen.getByRole("button", { name: "All" }));
    expect(screen.getByRole("status")).toHaveTextContent(/^Showing 1 of 18 terms$/);
  });

  it("shows the empty state when nothing matches, and clears it on request", async () => {
    const user = userEvent.setup();
    render(<GlossaryBrowser terms={terms} />);
    await user.type(screen.getByRole("searchbox"), "zzzz");
    expect(screen.getByRole("heading", { name: "No terms found" })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search or filter criteria.")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Showing 0 of 18 terms");
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(termNames()).toHaveLength(18);
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(window.location.search).toBe("");
  });

  it("matches regular-expression characters literally", async () => {
    const user = userEvent.setup();
    render(<GlossaryBrowser terms={terms} />);
    const search = screen.getByRole("searchbox");
    await user.type(search, "(");
    const withBracket = terms.filter((t) => `${t.term} ${t.definition}`.includes("(")).map((t) => t.term);
    expect(withBracket.length).toBeGreaterThan(0);
    expect(withBracket.length).toBeLessThan(18);
    expect(termNames()).toEqual(withBracket);
    await user.clear(search);
    await user.type(search, ".*");
    expect(screen.getByRole("heading", { name: "No terms found" })).toBeInTheDocument();
  });

  it("restores the search and category from the URL on load", async () => {
    window.history.replaceState(null, "", "/glossary/?q=roas&category=PPC");
    await act(async () => {
      render(<GlossaryBrowser terms={terms} />);
    });
    expect(screen.getByRole("searchbox")).toHaveValue("roas");
    expect(screen.getByRole("button", { name: "PPC" })).toHaveAttribute("aria-pressed", "true");
    expect(termNames()).toEqual(["Return on Ad Spend (ROAS)"]);
    expect(screen.getByRole("status")).toHaveTextContent(/^Showing 1 of 18 terms in PPC$/);
    expect(window.location.search).toBe("?q=roas&category=PPC");
  });

  it("links each term to its related pages", () => {
    render(<GlossaryBrowser terms={terms} />);
    const term = screen.getByRole("heading", { name: "Backlink" }).closest("li")!;
    const related = within(term).getByRole("list", { name: "Related pages" });
    expect(within(related).getByRole("link", { name: "Link Building Services" })).toHaveAttribute(
      "href",
      "/link-building-services/",
    );
  });

  it("has category buttons for All and the six SPEC categories, in order", () => {
    render(<GlossaryBrowser terms={terms} />);
    const group = screen.getByRole("group", { name: "Category" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All", "PPC", "SEO", "Analytics", "CRO", "Email", "Social Media"]);
  });
});
