import { render, screen, within } from "@testing-library/react";
import { routes } from "../../../../lib/routes";
import { breadcrumbTrail } from "../../../../lib/urls";
import { Breadcrumbs } from "../Breadcrumbs";

const article = routes.find((route) => route.template === "BlogPostTemplate");

describe("Breadcrumbs", () => {
  it("reads Home / Blog / the article title, linking all but the current page", () => {
    if (!article) throw new Error("the route table has no blog article");
    render(<Breadcrumbs pathname={`${article.path}/`} />);
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Home", "Blog", article.label]);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/blog/"]);
    expect(items[2]).toHaveAttribute("aria-current", "page");
  });

  it("names the same pages as the BreadcrumbList JSON-LD, which reads the same trail", () => {
    if (!article) throw new Error("the route table has no blog article");
    render(<Breadcrumbs pathname={article.path} />);
    const names = within(screen.getByRole("navigation"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(names).toEqual(breadcrumbTrail(article.path).map((crumb) => crumb.label));
  });

  it("shows nothing on the home page", () => {
    const { container } = render(<Breadcrumbs pathname="/" />);
    expect(container).toBeEmptyDOMElement();
  });
});
