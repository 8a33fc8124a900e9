import { render, screen, within } from "@testing-library/react";
import { articleExtrasFixture, blogPostsFixture } from "../../../tests/helpers/blogFixtures";
import { BlogPostView } from "../BlogPostView";

const [post, ...others] = blogPostsFixture();
const extras = articleExtrasFixture();
const markdown = "## First step\n\nBody text of the article.";
/** The article itself, labelled by its h1 (the cards below are unlabelled articles). */
const articleElement = (title: string) => screen.getByRole("article", { name: title });

function renderPost(overrides: Partial<NonNullable<typeof post>> = {}) {
  if (!post) throw new Error("content/blog has no articles");
  const article = { ...post, ...overrides };
  render(<BlogPostView post={article} markdown={markdown} more={others.slice(0, 3)} extras={extras} />);
  return article;
}

describe("BlogPostView", () => {
  it("has the title as its one h1, with the excerpt, byline, date and reading time", () => {
    const article = renderPost({ date: "2026-06-10", updated: "2026-06-10" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(article.title);
    const main = articleElement(article.title);
    expect(main).toHaveTextContent(article.excerpt);
    expect(main).toHaveTextContent(`By ${article.author}, ${article.authorRole}`);
    expect(within(main).getByText("10 June 2026")).toHaveAttribute("datetime", "2026-06-10");
    expect(main).toHaveTextContent(article.readTime);
    expect(main).not.toHaveTextContent("Updated");
  });

  it("shows a revision date when the article was updated", () => {
    const article = renderPost({ date: "2026-06-10", updated: "2026-09-02" });
    expect(screen.getByText("2 September 2026")).toHaveAttribute("datetime", "2026-09-02");
    expect(articleElement(article.title)).toHaveTextContent("Updated 2 September 2026");
  });

  it("shows the breadcrumb Home / Blog / title", () => {
    const article = renderPost();
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Home", "Blog", article.title]);
  });

  it("shows the cover with its alt text, loaded at once because it is at the top", () => {
    const article = renderPost();
    const cover = within(articleElement(article.title)).getByAltText(article.imageAlt);
    expect(cover).toHaveAttribute("loading", "eager");
  });

  it("renders the article text from its HTML", () => {
    renderPost();
    expect(screen.getByRole("heading", { level: 2, name: "First step" })).toBeInTheDocument();
    expect(screen.getByText("Body text of the article.")).toBeInTheDocument();
  });

  it("names its topic, linked to the topic's page", () => {
    const article = renderPost();
    expect(screen.getByRole("link", { name: article.category })).toHaveAttribute(
      "href",
      `/blog/topic/${article.categorySlug}/`,
    );
  });

  it("links back to the blog and on to three more articles", () => {
    renderPost();
    expect(screen.getByRole("link", { name: extras.backLabel })).toHaveAttribute("href", "/blog/");
    const more = screen.getByRole("region", { name: extras.moreTitle });
    expect(
      within(more)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(others.slice(0, 3).map((other) => `/blog/${other.slug}/`));
  });

  it("closes with the call to action", () => {
    renderPost();
    expect(screen.getByRole("link", { name: extras.cta.primaryCta.label })).toHaveAttribute("href", "/contact/");
  });
});
