import fs from "node:fs";
import path from "node:path";
import { collectionOf, collections, expandRoutes, pageSlice, pathIn, templateOf, templates } from "../routes";

// The route table is expanded from what the content files say: a single page needs its file, and every file of
// a collection is a page at the collection's path pattern, a file in a sub-folder a page under its folder's page.

describe("expandRoutes", () => {
  const home = { contentId: "pages/home", label: "Home" };

  // Only home's file is given: the other single pages are left out, for routeTableProblems to name.
  it("makes a single page from its file, with no aliases and indexable unless the file says otherwise", () => {
    expect(expandRoutes([home])).toEqual([
      { path: "/", aliases: [], template: "HomeTemplate", contentId: "pages/home", label: "Home", noindex: false },
    ]);
  });

  it("makes every file of a collection a page, a file in a sub-folder under its folder's page", () => {
    const routes = expandRoutes([
      { contentId: "industries/legal-firms/ppc", label: "Legal PPC", aliases: ["/legal-ppc"], noindex: true },
      { contentId: "industries/legal-firms", label: "Legal Firms" },
      { contentId: "campaign-pages/ppc-agency", label: "PPC Agency", aliases: ["/services/ppc-agency"] },
    ]);
    expect(routes.map((route) => [route.path, route.template, route.aliases, route.noindex])).toEqual([
      ["/industries/legal-firms", "MarketingPageTemplate", [], false],
      ["/industries/legal-firms/ppc", "MarketingPageTemplate", ["/legal-ppc"], true],
      ["/ppc-agency", "MarketingPageTemplate", ["/services/ppc-agency"], false],
    ]);
  });

  it("draws each file of a collection with a template per file by the template its slug names, and no page for a file with none", () => {
    const routes = expandRoutes([
      { contentId: "tools/seo-estimator", label: "SEO Estimator" },
      { contentId: "tools/roi-calculator", label: "ROI Calculator" },
      { contentId: "tools/budget-planner", label: "Budget Planner" },
    ]);
    expect(routes.map((route) => [route.path, route.template])).toEqual([
      ["/tools/roi-calculator", "RoiCalculatorTemplate"],
      ["/tools/seo-estimator", "SeoEstimatorTemplate"],
    ]);
    const tools = collections.find((collection) => collection.folder === "tools")!;
    expect(templateOf(tools, "budget-planner")).toBeUndefined();
    expect(templateOf(tools, "toString")).toBeUndefined();
  });

  it("makes a page of a blog topic only while an article names it, with the topic's name as its label", () => {
    const ppc = { contentId: "blog-topics/ppc", label: "PPC" };
    const social = { contentId: "blog-topics/paid-social", label: "Paid Social" };
    expect(expandRoutes([ppc, social], new Map([["blog-topics/ppc", 3]]))).toEqual([
      {
        path: "/blog/topic/ppc",
        aliases: [],
        template: "BlogTopicTemplate",
        contentId: "blog-topics/ppc",
        label: "PPC",
        noindex: false,
        archive: { page: 1, pages: 1, first: "/blog/topic/ppc" },
      },
    ]);
    expect(expandRoutes([ppc, social])).toEqual([]);
  });

  it("gives an author a page only while they write, as the articles name them", () => {
    const amelia = { contentId: "people/amelia-hart", label: "Amelia Hart" };
    const client = { contentId: "people/james-whitlock", label: "James Whitlock" };
    expect(expandRoutes([amelia, client], new Map([["people/amelia-hart", 1]])).map((route) => route.path)).toEqual([
      "/blog/author/amelia-hart",
    ]);
  });

  it("pages a list: the first page at its own path, then twelve a page at {path}/page/{n}, labelled Page n", () => {
    const blog = { contentId: "pages/blog", label: "Blog" };
    const pagesFor = (count: number) =>
      expandRoutes([blog], new Map([["pages/blog", count]])).map((route) => [
        route.path,
        route.label,
        route.archive && { page: route.archive.page, pages: route.archive.pages },
      ]);
    // The index shows seven (the featured article and six latest): an eighth starts page 2.
    expect(pagesFor(7)).toEqual([["/blog", "Blog", { page: 1, pages: 1 }]]);
    expect(pagesFor(8)).toEqual([
      ["/blog", "Blog", { page: 1, pages: 2 }],
      ["/blog/page/2", "Page 2", { page: 2, pages: 2 }],
    ]);
    expect(pagesFor(7 + 12 + 1).map(([path]) => path)).toEqual(["/blog", "/blog/page/2", "/blog/page/3"]);
    // No articles at all: the index is still there, with nothing after it.
    expect(pagesFor(0)).toEqual([["/blog", "Blog", { page: 1, pages: 1 }]]);
  });

  it("orders page 10 after page 9", () => {
    const ppc = { contentId: "blog-topics/ppc", label: "PPC" };
    const paths = expandRoutes([ppc], new Map([["blog-topics/ppc", 12 * 10]])).map((route) => route.path);
    expect(paths.slice(-2)).toEqual(["/blog/topic/ppc/page/9", "/blog/topic/ppc/page/10"]);
  });

  it("ignores a file that is neither a single page nor in a collection", () => {
    expect(expandRoutes([{ contentId: "clients/harbour-and-hale", label: "Harbour & Hale" }])).toEqual([]);
  });
});

describe("pathIn and collectionOf", () => {
  it("go between a collection's file and its page's path", () => {
    expect(pathIn("blog", "broad-match-smart-bidding")).toBe("/blog/broad-match-smart-bidding");
    expect(collectionOf("industries/legal-firms/seo")).toMatchObject({
      collection: { folder: "industries" },
      slug: "legal-firms/seo",
    });
    expect(collectionOf("pages/about")).toBeUndefined();
  });

  it("refuses a folder that is no collection", () => {
    expect(() => pathIn("clients", "harbour-and-hale")).toThrow("No collection has the folder content/clients");
  });
});

describe("templates", () => {
  // createPages hands Gatsby src/templates/{template}.tsx: a name with no file fails only deep in the build.
  it.each(Object.keys(templates))("%s has its file in src/templates", (template) => {
    expect(fs.existsSync(path.join(__dirname, "..", "..", "templates", `${template}.tsx`))).toBe(true);
  });
});

describe("pageSlice", () => {
  it("takes the first page's files, then each later page's from where the one before ended", () => {
    const listing = { folder: "blog", first: 7, perPage: 12 };
    expect([1, 2, 3].map((page) => pageSlice(listing, page))).toEqual([
      { skip: 0, limit: 7 },
      { skip: 7, limit: 12 },
      { skip: 19, limit: 12 },
    ]);
  });
});
