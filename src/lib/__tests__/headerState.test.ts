import navigation from "../../../content/navigation.json";
import { loadRouteTable } from "../../../gatsby/content/readContent";
import { expandRoutes } from "../routes";
import { activeGroupName, currentPagePath, sectionOf } from "../headerState";
import { tablePath, withTrailingSlash } from "../urls";

describe("the highlighted group", () => {
  const groups = [
    { name: "Services", items: [{ href: "/services" }, { href: "/google-ads-agency" }] },
    { name: "Company", items: [{ href: "/about" }, { href: "/contact" }] },
  ];
  const routes = expandRoutes([
    { contentId: "pages/about", label: "About", aliases: ["/agency"] },
    {
      contentId: "campaign-pages/ppc-agency",
      label: "PPC Agency",
      aliases: ["/ppc-management", "/services/ppc-agency"],
    },
    { contentId: "campaign-pages/law-firm-marketing", label: "Law Firm Marketing" },
  ]);

  it("is the group whose item is the page or a prefix of it", () => {
    expect(activeGroupName("/services/paid-advertising/", groups, routes)).toBe("Services");
    expect(activeGroupName("/about/", groups, routes)).toBe("Company");
    expect(activeGroupName("/", groups, routes)).toBeNull();
    expect(activeGroupName("/servicesx/", groups, routes)).toBeNull();
  });

  it("is the section of the primary path on an alias: /agency is /about", () => {
    expect(activeGroupName("/agency/", groups, routes)).toBe("Company");
  });

  it("is the section of an alias when the primary path is in none: /ppc-agency is /services/ppc-agency", () => {
    for (const path of ["/ppc-agency/", "/ppc-management/", "/services/ppc-agency/", "/ppc-agency"]) {
      expect(activeGroupName(path, groups, routes)).toBe("Services");
    }
  });

  it("is none on a page none of whose addresses is in a group", () => {
    expect(activeGroupName("/law-firm-marketing/", groups, routes)).toBeNull();
  });

  it("prefers the primary path's group to an alias's", () => {
    expect(sectionOf({ path: "/contact", aliases: ["/services/contact"] }, groups)).toBe("Company");
    expect(sectionOf({ path: "/elsewhere", aliases: ["/agency", "/about/team", "/services/x"] }, groups)).toBe(
      "Company",
    );
  });

  it("marks the page's primary path as current on every address", () => {
    expect(currentPagePath("/agency/", routes)).toBe("/about");
    expect(currentPagePath("/services/ppc-agency/#faq", routes)).toBe("/ppc-agency");
    expect(currentPagePath("/no-such-page/", routes)).toBe("/no-such-page");
  });
});

// The site's own menu and route table: SPEC §2 names the header's groups and says the active section is
// highlighted by path prefix; a page is one page at each of its addresses, so each address highlights its section.
describe("the highlighted group on the site", () => {
  const routes = loadRouteTable();
  const groups = navigation.header.groups;
  const highlighted = (path: string) => activeGroupName(withTrailingSlash(path), groups, routes);
  /** The groups with an item that is this path or a prefix of it, worked out here from navigation.json. */
  const groupsHolding = (path: string) =>
    groups
      .filter((group) =>
        group.items.some(({ href }) => {
          const item = tablePath(href);
          return item !== "/" && (path === item || path.startsWith(`${item}/`));
        }),
      )
      .map((group) => group.name);

  it("has SPEC's four dropdowns", () => {
    expect(groups.map((group) => group.name)).toEqual(["Services", "Industries", "Resources", "Company"]);
  });

  it.each([
    ["/ppc-agency", "Services"],
    ["/services/ppc-agency", "Services"],
    ["/seo-agency", "Services"],
    ["/services/seo-agency", "Services"],
    ["/google-ads-agency", "Services"],
    ["/services/google-ads-agency", "Services"],
    ["/conversion-rate-optimization", "Services"],
    ["/email-marketing-agency", "Services"],
    ["/services/paid-advertising", "Services"],
    ["/industries/legal-firms/ppc", "Industries"],
    ["/blog", "Resources"],
    ["/tools", "Resources"],
    ["/in-house-vs-agency", "Resources"],
    ["/agency", "Company"],
    ["/case-studies", "Company"],
    ["/", null],
    ["/landing/ppc-strategy", null],
    ["/get-more-leads-online", null],
    ["/privacy", null],
  ])("highlights on %s: %s", (path, group) => {
    expect(routes.some((route) => [route.path, ...route.aliases].includes(path))).toBe(true);
    expect(highlighted(path)).toBe(group);
  });

  // Every page, three rules, each a test of its own over the whole table: a test a page would cost more than the
  // rule, and the table grows with every article.
  const addressesOf = (route: (typeof routes)[number]) => [route.path, ...route.aliases];
  const heldBy = (route: (typeof routes)[number]) => [...new Set(addressesOf(route).flatMap(groupsHolding))];

  it("puts each page's addresses in one group at most, so its section is plain", () => {
    expect(routes.filter((route) => heldBy(route).length > 1).map((route) => [route.path, heldBy(route)])).toEqual([]);
  });

  it("highlights, at every address of a page, the group holding one of its addresses, or none if no group does", () => {
    const wrong = routes.flatMap((route) =>
      addressesOf(route)
        .map((path) => [path, highlighted(path), heldBy(route)[0] ?? null])
        .filter(([, shown, held]) => shown !== held),
    );
    expect(wrong).toEqual([]);
  });

  it("marks a page's primary path as the current page at every one of its addresses", () => {
    const wrong = routes.flatMap((route) =>
      addressesOf(route)
        .map((path) => [path, currentPagePath(withTrailingSlash(path), routes), route.path])
        .filter(([, marked, primary]) => marked !== primary),
    );
    expect(wrong).toEqual([]);
  });
});
