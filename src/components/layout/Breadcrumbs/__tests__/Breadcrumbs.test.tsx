import { render, screen, within } from "@testing-library/react";
import { loadRouteTable } from "../../../../../gatsby/content/readContent";
import type { Route } from "../../../../lib/routes";
import { breadcrumbTrail, routeFor } from "../../../../lib/urls";
import { Breadcrumbs } from "../Breadcrumbs";

// The breadcrumb is drawn from the route table that the content files expand to (tests/helpers/setup-unit.ts
// gives components the same table through the static query).

const routes = loadRouteTable();

function route(path: string): Route {
  const found = routeFor(path, routes);
  if (!found) throw new Error(`the route table has no page at ${path}`);
  return found;
}

function crumbs() {
  const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
  return {
    items: within(nav).getAllByRole("listitem"),
    hrefs: within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href")),
  };
}

describe("Breadcrumbs", () => {
  const article = routes.find((entry) => entry.template === "BlogPostTemplate");
  if (!article) throw new Error("the route table has no blog article");

  it("reads home / blog / the article, with each page's label, linking all but the current page", () => {
    render(<Breadcrumbs pathname={`${article.path}/`} />);
    const { items, hrefs } = crumbs();
    expect(items.map((item) => item.textContent)).toEqual([route("/").label, route("/blog").label, article.label]);
    expect(hrefs).toEqual(["/", "/blog/"]);
    expect(items[2]).toHaveAttribute("aria-current", "page");
  });

  it("names the same pages as the BreadcrumbList JSON-LD, which reads the same trail", () => {
    render(<Breadcrumbs pathname={article.path} />);
    expect(crumbs().items.map((item) => item.textContent)).toEqual(
      breadcrumbTrail(article.path, routes).map((crumb) => crumb.label),
    );
  });

  // SPEC §2: "Legal PPC and Legal SEO: breadcrumb Home / Legal Firms / current page".
  it.each(["/industries/legal-firms/ppc", "/industries/legal-firms/seo"])(
    "reads Home / Legal Firms / the page on %s",
    (path) => {
      render(<Breadcrumbs pathname={`${path}/`} />);
      const { items, hrefs } = crumbs();
      expect(items.map((item) => item.textContent)).toEqual(["Home", "Legal Firms", route(path).label]);
      expect(hrefs).toEqual(["/", "/industries/legal-firms/"]);
    },
  );

  it("shows nothing on the home page", () => {
    const { container } = render(<Breadcrumbs pathname="/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
