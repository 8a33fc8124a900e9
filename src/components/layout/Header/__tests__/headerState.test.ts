import { activeGroupName, closedMenus, isScrolled, menuReducer } from "../headerState";

const groups = [
  { name: "Services", items: [{ href: "/services" }, { href: "/google-ads-agency" }] },
  { name: "Company", items: [{ href: "/about" }, { href: "/contact" }] },
];

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

  it("highlights the group whose item is the page or a prefix of it", () => {
    expect(activeGroupName("/services/paid-advertising/", groups)).toBe("Services");
    expect(activeGroupName("/about/", groups)).toBe("Company");
    expect(activeGroupName("/agency/", groups)).toBe("Company"); // an alias of /about
    expect(activeGroupName("/", groups)).toBeNull();
    expect(activeGroupName("/servicesx/", groups)).toBeNull();
  });
});
