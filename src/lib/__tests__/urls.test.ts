import type { Route } from "../routes";
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

const table: Route[] = [
  { path: "/", template: "HomeTemplate", contentId: "home", label: "Home" },
  { path: "/about", aliases: ["/agency"], template: "AboutTemplate", contentId: "about", label: "About" },
  { path: "/industries/legal-firms", template: "AboutTemplate", contentId: "legal", label: "Legal Firms" },
  { path: "/industries/legal-firms/ppc", template: "AboutTemplate", contentId: "legal-ppc", label: "Legal PPC" },
];

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
    expect(isLiveHref("/contact", table)).toBe(false);
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
  it("accepts a sound table", () => {
    expect(routeTableProblems(table)).toEqual([]);
  });

  it("reports duplicates, colliding aliases, slashes and unknown templates", () => {
    const broken = [
      ...table,
      { path: "/about", template: "HomeTemplate", contentId: "x", label: "Dup" },
      { path: "/team", aliases: ["/agency"], template: "AboutTemplate", contentId: "x", label: "Team" },
      { path: "no-slash", template: "AboutTemplate", contentId: "x", label: "No slash" },
      { path: "/trailing/", template: "AboutTemplate", contentId: "x", label: "Trailing" },
      { path: "/odd", template: "MissingTemplate", contentId: "x", label: "Odd" },
    ] as unknown as Route[];
    const problems = routeTableProblems(broken).join("\n");
    expect(problems).toMatch(/\/about: used by both/);
    expect(problems).toMatch(/\/agency: used by both \/about and \/team/);
    expect(problems).toMatch(/no-slash: a path must start with "\/"/);
    expect(problems).toMatch(/\/trailing\/: write paths without a trailing slash/);
    expect(problems).toMatch(/\/odd: unknown template MissingTemplate/);
  });
});
