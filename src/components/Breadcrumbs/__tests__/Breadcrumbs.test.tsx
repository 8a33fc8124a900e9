import { render, screen, within } from "@testing-library/react";
import React from "react";
import { breadcrumbTrail } from "../../../lib/urls";
import { Breadcrumbs } from "../Breadcrumbs";

describe("Breadcrumbs", () => {
  it("shows Home / Legal Firms / the current page, linking all but the last", () => {
    render(<Breadcrumbs pathname="/industries/legal-firms/ppc/" />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Home", "Legal Firms", "Legal PPC"]);
    expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(within(nav).getByRole("link", { name: "Legal Firms" })).toHaveAttribute("href", "/industries/legal-firms/");
    expect(within(nav).queryByRole("link", { name: "Legal PPC" })).toBeNull();
    expect(within(nav).getByText("Legal PPC")).toHaveAttribute("aria-current", "page");
  });

  it("names the same pages as the trail the BreadcrumbList JSON-LD is built from", () => {
    for (const path of ["/industries/legal-firms/seo/", "/industries/legal-firms/web-design/", "/industries/healthcare/"]) {
      const { unmount } = render(<Breadcrumbs pathname={path} />);
      const names = within(screen.getByRole("navigation", { name: "Breadcrumb" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
      expect(names).toEqual(breadcrumbTrail(path).map((route) => route.label));
      unmount();
    }
  });

  it("renders nothing for a path outside the route table", () => {
    const { container } = render(<Breadcrumbs pathname="/no-such-page/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
