import navigation from "../../../content/navigation.json";
import { loadRouteTable } from "../../../gatsby/content/readContent";
import type { Route } from "../routes";
import { excerptParts, hasWords, indexedRoutes, searchCopy, searchIndexAttributes, searchSection } from "../siteSearch";

const routes = loadRouteTable();
const groups = navigation.header.groups;
const at = (path: string): Route => {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no page at ${path}`);
  return route;
};
const sectionAt = (path: string) => searchSection(at(path), routes, groups);

describe("indexedRoutes", () => {
  it("leaves out noindex pages, the search page among them", () => {
    const paths = indexedRoutes(routes).map((route) => route.path);
    expect(paths).not.toContain("/search");
    expect(paths).toContain("/blog/broad-match-smart-bidding");
    const planted = [{ ...at("/privacy"), noindex: true }, at("/terms")];
    expect(indexedRoutes(planted).map((route) => route.path)).toEqual(["/terms"]);
  });
});

describe("searchSection", () => {
  it("names the page of the path's first folder: Blog, Services, Tools", () => {
    expect(sectionAt("/blog/broad-match-smart-bidding")).toBe("Blog");
    expect(sectionAt("/blog/topic/ppc")).toBe("Blog");
    expect(sectionAt("/services/paid-advertising")).toBe("Services");
    expect(sectionAt("/tools/roi-calculator")).toBe("Tools");
  });

  it("else the header menu that holds the page, at any of its addresses", () => {
    expect(sectionAt("/industries/legal-firms")).toBe("Industries");
    expect(sectionAt("/industries/legal-firms/ppc")).toBe("Industries");
    // At /services/ppc-agency too.
    expect(sectionAt("/ppc-agency")).toBe("Services");
    expect(sectionAt("/about")).toBe("Company");
    expect(sectionAt("/glossary")).toBe("Resources");
  });

  it("else what its kind of page is called", () => {
    expect(sectionAt("/")).toBe("Home");
    expect(sectionAt("/privacy")).toBe("Legal");
    expect(sectionAt("/landing/ppc-strategy")).toBe("Free guides");
    expect(sectionAt("/get-more-leads-online")).toBe("Services");
  });
});

describe("searchIndexAttributes", () => {
  it("marks <main> as the text to index and files the page under its section, at an alias too", () => {
    expect(searchIndexAttributes("/blog/broad-match-smart-bidding/", routes, groups)).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-meta": "section:Blog",
    });
    expect(searchIndexAttributes("/services/ppc-agency/", routes, groups)["data-pagefind-meta"]).toBe(
      "section:Services",
    );
  });

  it("names no section for a page outside the route table (the 404 page)", () => {
    expect(searchIndexAttributes("/404.html", routes, groups)).toEqual({ "data-pagefind-body": "" });
  });
});

describe("hasWords", () => {
  it("is true for a query with a letter or a digit, in any script", () => {
    expect(hasWords("roas")).toBe(true);
    expect(hasWords("  (.*)  ")).toBe(false);
    expect(hasWords("(.*")).toBe(false);
    expect(hasWords("£5")).toBe(true);
    expect(hasWords("café")).toBe(true);
    expect(hasWords("")).toBe(false);
  });
});

describe("excerptParts", () => {
  it("splits a Pagefind excerpt into text and marked words", () => {
    expect(excerptParts("Broad <mark>match</mark> and <mark>smart</mark> bidding")).toEqual([
      { text: "Broad ", marked: false },
      { text: "match", marked: true },
      { text: " and ", marked: false },
      { text: "smart", marked: true },
      { text: " bidding", marked: false },
    ]);
  });

  it("gives back the page's own angle brackets, which Pagefind escaped, as text", () => {
    expect(excerptParts("use &lt;script&gt; <mark>tags</mark>")).toEqual([
      { text: "use <script> ", marked: false },
      { text: "tags", marked: true },
    ]);
  });

  it("starts with a marked word when the excerpt does", () => {
    expect(excerptParts("<mark>ROAS</mark> is revenue")).toEqual([
      { text: "ROAS", marked: true },
      { text: " is revenue", marked: false },
    ]);
  });
});

describe("searchCopy.countLine", () => {
  it("counts pages, singular and plural, and quotes the query as typed", () => {
    expect(searchCopy.countLine(3, "broad match")).toBe("3 pages match “broad match”");
    expect(searchCopy.countLine(1, "roas")).toBe("1 page matches “roas”");
    expect(searchCopy.countLine(0, "(.*")).toBe("No pages match “(.*”");
  });
});
