import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Pagefind, PagefindResultData } from "../../../lib/pagefind";
import { loadPagefind } from "../../../lib/pagefind";
import { RESULTS_PAGE_SIZE } from "../../../lib/siteSearch";
import { SiteSearch } from "../SiteSearch";

// Pagefind's script is the build's (public/pagefind/); here a stand-in answers from a few pages, as its API does.
jest.mock("../../../lib/pagefind", () => ({ loadPagefind: jest.fn() }));
const load = loadPagefind as jest.MockedFunction<typeof loadPagefind>;

const page = (slug: string, title: string, section: string, excerpt: string): PagefindResultData => ({
  url: `/blog/${slug}/`,
  meta: { title, section },
  excerpt,
});

const bidding = page(
  "broad-match-smart-bidding",
  "Broad Match and Smart Bidding: When to Trust Them",
  "Blog",
  "Pair <mark>broad</mark> match with a target you trust &lt;and&gt; watch it",
);
const many = Array.from({ length: RESULTS_PAGE_SIZE + 3 }, (_, index) =>
  page(`article-${index}`, `Article ${index}`, "Blog", `Budget <mark>plan</mark> number ${index}`),
);

const search = jest.fn(async (term: string) => {
  const found = term === "broad" ? [bidding] : term === "plan" ? many : [];
  return { results: found.map((data, index) => ({ id: String(index), data: async () => data })) };
});
const api: Pagefind = { options: async () => undefined, init: async () => undefined, search };

const props = {
  label: "Search the site",
  placeholder: "Try smart bidding",
  noMatchHint: "Check the spelling, or start from one of the sections below.",
  sectionsId: "sections",
  sectionsTitle: "Browse by section",
};

beforeEach(() => {
  window.history.replaceState(null, "", "/search/");
  search.mockClear();
  load.mockReset();
  load.mockResolvedValue(api);
});

describe("SiteSearch", () => {
  it("shows each result's section, title as a link to the page, and excerpt, and keeps ?q= in the URL", async () => {
    const user = userEvent.setup();
    render(<SiteSearch {...props} />);
    await user.type(screen.getByRole("searchbox", { name: "Search the site" }), "broad");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^1 page matches “broad”$/));
    const result = screen.getByRole("listitem");
    expect(within(result).getByText("Blog")).toBeInTheDocument();
    expect(within(result).getByRole("link", { name: bidding.meta.title })).toHaveAttribute(
      "href",
      "/blog/broad-match-smart-bidding/",
    );
    expect(result.querySelector("mark")).toHaveTextContent(/^broad$/);
    // The page's own brackets come back as text, not markup.
    expect(result).toHaveTextContent("target you trust <and> watch it");
    expect(result.querySelector("and")).toBeNull();
    expect(window.location.search).toBe("?q=broad");
  });

  it("searches for the ?q= it arrives with", async () => {
    window.history.replaceState(null, "", "/search/?q=broad");
    render(<SiteSearch {...props} />);
    expect(await screen.findByRole("link", { name: bidding.meta.title })).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("broad");
  });

  it("says plainly when nothing matches, points to the sections, and reads no pattern into the query", async () => {
    const user = userEvent.setup();
    render(<SiteSearch {...props} />);
    await user.type(screen.getByRole("searchbox"), "(.*");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^No pages match “\(\.\*”$/));
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse by section" })).toHaveAttribute("href", "#sections");
    expect(screen.queryByRole("listitem")).toBeNull();
    expect(search).not.toHaveBeenCalledWith("(.*");
    expect(new URLSearchParams(window.location.search).get("q")).toBe("(.*");
  });

  it("shows the first results, and more on request, moving focus to the first it added", async () => {
    const user = userEvent.setup();
    render(<SiteSearch {...props} />);
    await user.type(screen.getByRole("searchbox"), "plan");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`${many.length} pages match “plan”`));
    expect(screen.getAllByRole("listitem")).toHaveLength(RESULTS_PAGE_SIZE);
    await user.click(screen.getByRole("button", { name: "Show more results" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(many.length));
    expect(screen.getByRole("link", { name: `Article ${RESULTS_PAGE_SIZE}` })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });

  it("clears the results and the count when the box is emptied", async () => {
    const user = userEvent.setup();
    render(<SiteSearch {...props} />);
    const box = screen.getByRole("searchbox");
    await user.type(box, "broad");
    await screen.findByRole("link", { name: bidding.meta.title });
    await user.clear(box);
    await waitFor(() => expect(screen.queryByRole("listitem")).toBeNull());
    expect(screen.getByRole("status")).toHaveTextContent(/^$/);
    expect(window.location.search).toBe("");
  });

  it("says so when Pagefind's script cannot be loaded", async () => {
    load.mockRejectedValue(new Error("offline"));
    render(<SiteSearch {...props} />);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/Search could not load/));
  });
});
