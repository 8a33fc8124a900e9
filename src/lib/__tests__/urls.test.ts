import { expandRoutes, singlePages, type Route, type RouteSource } from "../routes";
import {
  assetUrl,
  breadcrumbTrail,
  canonicalUrl,
  isLiveHref,
  routeFor,
  routeTableProblems,
  tablePath,
  withTrailingSlash,
} from "../urls";

// A small site: every single page the route table requires (labelled by its content id, home as "Home"), /about
// with the alias /agency, and two industry pages, one under the other.
const singleExtras: Record<string, Partial<RouteSource>> = {
  "pages/home": { label: "Home" },
  "pages/about": { aliases: ["/agency"] },
};
const sources: RouteSource[] = [
  ...singlePages.map((page) => ({ contentId: page.content, label: page.content, ...singleExtras[page.content] })),
  { contentId: "industries/legal-firms", label: "Legal Firms" },
  { contentId: "industries/legal-firms/ppc", label: "Legal PPC" },
];
const table = expandRoutes(sources);

describe("withTrailingSlash", () => {
  it.each([
    ["/about", "/about/"],
    ["/about/", "/about/"],
    ["/", "/"],
    ["/resources#guides", "/resources/#guides"],
    ["/glossary?q=roas", "/glossary/?q=roas"],
    ["https://example.com/x", "https://example.com/x"],
    ["mailto:hello@example.com", "mailto:hello@example.com"],
  ])("%s → %s", (input, expected) => {
    expect(withTrailingSlash(input)).toBe(expected);
  });
});

describe("canonical and asset URLs", () => {
  it("joins the site URL and the slashed path once", () => {
    expect(canonicalUrl("https://site.test/", "/about")).toBe("https://site.test/about/");
    expect(canonicalUrl("https://site.test", "/")).toBe("https://site.test/");
  });

  it("leaves files without a trailing slash", () => {
    expect(assetUrl("https://site.test/", "/og-default.png")).toBe("https://site.test/og-default.png");
  });
});

describe("route lookup", () => {
  it("finds a route by its primary path or an alias, with or without a slash", () => {
    expect(routeFor("/agency/", table)?.path).toBe("/about");
    expect(routeFor("/about", table)?.path).toBe("/about");
    expect(routeFor("/nowhere/", table)).toBeUndefined();
    expect(tablePath("/about/#team")).toBe("/about");
  });

  it("treats only built paths as live internal links", () => {
    expect(isLiveHref("/agency", table)).toBe(true);
    expect(isLiveHref("/industries/dental-practices", table)).toBe(false);
    expect(isLiveHref("https://ads.google.com", table)).toBe(true);
  });

  it("builds breadcrumbs from ancestors that are pages", () => {
    expect(breadcrumbTrail("/industries/legal-firms/ppc/", table).map((route) => route.label)).toEqual([
      "Home",
      "Legal Firms",
      "Legal PPC",
    ]);
    expect(breadcrumbTrail("/", table).map((route) => route.label)).toEqual(["Home"]);
  });
});

describe("routeTableProblems", () => {
  const route = (path: string, extra: Partial<Route> = {}): Route => ({
    path,
    aliases: [],
    template: "AboutTemplate",
    contentId: "x",
    label: "X",
    noindex: false,
    ...extra,
  });
  const messages = (broken: readonly Route[]) => routeTableProblems(broken).map((problem) => problem.message);

  it("accepts a sound table", () => {
    expect(routeTableProblems(table)).toEqual([]);
  });

  it("reports duplicates, colliding aliases, slashes and unknown templates, on the file at fault", () => {
    const broken = [
      ...table,
      route("/about", { contentId: "pages/team" }),
      route("/team", { aliases: ["/agency"], contentId: "pages/crew" }),
      route("no-slash"),
      route("/trailing/"),
      // An unknown template can only come from a table built outside the type system: a cast is that table.
      route("/odd", { template: "MissingTemplate" as Route["template"] }),
    ];
    expect(routeTableProblems(broken)).toEqual(
      expect.arrayContaining([
        { contentId: "pages/team", message: "/about is already the address of content/pages/about (/about)" },
        { contentId: "pages/crew", message: "/agency is already the address of content/pages/about (/about)" },
        { contentId: "x", message: 'no-slash: a path must start with "/"' },
        { contentId: "x", message: "/trailing/: write paths without a trailing slash" },
        { contentId: "x", message: "/odd: unknown template MissingTemplate" },
      ]),
    );
    expect(routeTableProblems(broken)).toHaveLength(5);
  });

  it("reports a single page whose content file is missing", () => {
    expect(messages(table.filter((entry) => entry.path !== "/contact"))).toEqual([
      "/contact: no content file content/pages/contact (or it has no route.label)",
    ]);
  });
});
