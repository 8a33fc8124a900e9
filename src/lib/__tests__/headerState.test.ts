import navigation from "../../../content/navigation.json";
import { loadRouteTable } from "../../../gatsby/content/readContent";
import { expandRoutes } from "../routes";
import { activeGroupName, closedMenus, isScrolled, menuReducer } from "../headerState";

describe("header state", () => {
  it("counts the page as scrolled only past 10 px", () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
  });

  it("keeps at most one dropdown open", () => {
    const services = menuReducer(closedMenus, { type: "toggleGroup", group: "Services" });
    expect(services.openGroup).toBe("Services");
    const company = menuReducer(services, { type: "toggleGroup", group: "Company" });
    expect(company.openGroup).toBe("Company");
    expect(menuReducer(company, { type: "toggleGroup", group: "Company" }).openGroup).toBeNull();
  });

  it("closes dropdowns when the mobile menu opens, and everything on closeAll", () => {
    const open = menuReducer(closedMenus, { type: "toggleGroup", group: "Services" });
    expect(menuReducer(open, { type: "toggleMobile" })).toEqual({ openGroup: null, mobileOpen: true });
    expect(menuReducer({ openGroup: "Services", mobileOpen: true }, { type: "closeAll" })).toEqual(closedMenus);
  });
});

describe("the highlighted group", () => {
  const groups = [
    { name: "Services", items: [{ href: "/services" }, { href: "/google-ads-agency" }] },
    { name: "Company", items: [{ href: "/about" }, { href: "/contact" }] },
  ];
  const routes = expandRoutes([
    { contentId: "pages/about", label: "About", aliases: ["/agency"] },
    { contentId: "campaign-pages/ppc-agency", label: "PPC Agency", aliases: ["/services/ppc-agency"] },
  ]);

  it("is the group whose item is the page or a prefix of it", () => {
    expect(activeGroupName("/services/paid-advertising/", groups, routes)).toBe("Services");
    expect(activeGroupName("/about/", groups, routes)).toBe("Company");
    expect(activeGroupName("/", groups, routes)).toBeNull();
    expect(activeGroupName("/servicesx/", groups, routes)).toBeNull();
  });

  it("counts the primary path of an alias: /agency is /about", () => {
    expect(activeGroupName("/agency/", groups, routes)).toBe("Company");
  });

  it("counts the visited path too: /services/ppc-agency is under /services though its page is /ppc-agency", () => {
    expect(activeGroupName("/ppc-agency/", groups, routes)).toBeNull();
    expect(activeGroupName("/services/ppc-agency/", groups, routes)).toBe("Services");
  });
});

// The site's own menu and route table: SPEC §2 names the header's groups and says the active section is
// highlighted by path prefix.
describe("the highlighted group on the site", () => {
  const routes = loadRouteTable();
  const groups = navigation.header.groups;
  const everyPath = routes.flatMap((route) => [route.path, ...route.aliases]);

  it("has SPEC's four dropdowns", () => {
    expect(groups.map((group) => group.name)).toEqual(["Services", "Industries", "Resources", "Company"]);
  });

  it("highlights Services on /services/ppc-agency, an alias of /ppc-agency", () => {
    expect(routes.find((route) => route.path === "/ppc-agency")?.aliases).toContain("/services/ppc-agency");
    expect(activeGroupName("/services/ppc-agency/", groups, routes)).toBe("Services");
  });

  it.each(everyPath.filter((path) => path.startsWith("/services/")))("highlights Services on %s", (path) => {
    expect(activeGroupName(`${path}/`, groups, routes)).toBe("Services");
  });

  it.each(everyPath.filter((path) => path.startsWith("/industries/")))("highlights Industries on %s", (path) => {
    expect(activeGroupName(`${path}/`, groups, routes)).toBe("Industries");
  });
});
