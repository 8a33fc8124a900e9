import { cleanup, render, screen, within } from "@testing-library/react";
import {
  articleCountsFixture,
  blogPageFixture,
  blogPostsFixture,
  topicFiles,
} from "../../../tests/helpers/blogFixtures";
import { BlogView } from "../BlogView";

const posts = blogPostsFixture();
const page = blogPageFixture();
const topics = topicFiles();
// As the page query gives them: the featured article first, then the others newest first.
const listed = [...posts].sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date));
const archive = (number: number, pages = 2) => ({ page: number, pages, first: "/blog" });
/** Page `number` of `pages` of the blog, with the articles the query gives it. */
const renderPage = (number: number, pages = 2, shown = topics) =>
  render(
    <BlogView
      page={page}
      posts={number === 1 ? listed.slice(0, 7) : listed.slice(7 + (number - 2) * 12, 7 + (number - 1) * 12)}
      counts={articleCountsFixture(posts)}
      topics={shown}
      archive={archive(number, pages)}
      pathname={number === 1 ? "/blog/" : `/blog/page/${number}/`}
    />,
  );
const renderBlog = (shown = topics) => renderPage(1, 2, shown);
const section = (name: string) => screen.getByRole("region", { name });

describe("BlogView", () => {
  it("has one h1, from the hero", () => {
    renderBlog();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.hero.title);
  });

  it("features the one featured article, linked to its page", () => {
    renderBlog();
    const featured = posts.find((post) => post.featured);
    if (!featured) throw new Error("the content has no featured article");
    const link = within(section(page.featured.title)).getByRole("link", { name: featured.title });
    expect(link).toHaveAttribute("href", `/blog/${featured.slug}/`);
  });

  it("lists the six newest other articles, newest first, each linking to its page", () => {
    renderBlog();
    const latest = posts
      .filter((post) => !post.featured)
      .sort((a, b) => b.date.localeCompare(a.date))
      .slice(0, 6);
    const links = within(section(page.latest.title))
      .getAllByRole("link")
      .filter((link) => link.closest("article"));
    expect(links.map((link) => link.textContent)).toEqual(latest.map((post) => post.title));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(latest.map((post) => `/blog/${post.slug}/`));
  });

  it("shows each card's cover with its alt text, byline and reading time", () => {
    renderBlog();
    const shown = listed[1]!;
    const card = screen.getByRole("link", { name: shown.title }).closest("article");
    if (!card) throw new Error("the card is not an article");
    expect(within(card).getByAltText(shown.imageAlt)).toBeInTheDocument();
    expect(card).toHaveTextContent(`By ${shown.author}`);
    expect(card).toHaveTextContent(shown.readTime);
  });

  it("shows All Posts and each topic with its articles counted from the articles, each a link to its page", () => {
    renderBlog();
    const tiles = within(section(page.categories.title)).getAllByRole("listitem");
    const filed = topics
      .map((topic) => ({ ...topic, count: posts.filter((post) => post.categorySlug === topic.slug).length }))
      .filter((topic) => topic.count > 0);
    const label = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;
    expect(tiles.map((tile) => tile.textContent).sort()).toEqual(
      [
        `${page.categories.allPosts.name}${label(posts.length)}`,
        ...filed.map((topic) => `${topic.name}${label(topic.count)}`),
      ].sort(),
    );
    expect(tiles[0]).toHaveTextContent(page.categories.allPosts.name);
    const links = tiles.map((tile) => within(tile).getByRole("link"));
    expect(links[0]).toHaveAttribute("href", "/blog/");
    expect(links[0]).toHaveAttribute("aria-current", "page");
    for (const topic of filed) {
      expect(within(section(page.categories.title)).getByRole("link", { name: topic.name })).toHaveAttribute(
        "href",
        `/blog/topic/${topic.slug}/`,
      );
    }
  });

  it("puts the topics with most articles first, and shows no tile for a topic without articles", () => {
    const empty = { slug: "paid-social", name: "Paid Social", icon: "users", description: "Social ads." };
    renderBlog([...topics, empty]);
    const names = within(section(page.categories.title))
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).not.toContain("Paid Social");
    const counts = within(section(page.categories.title))
      .getAllByRole("listitem")
      .slice(1)
      .map((tile) => Number(/(\d+) article/.exec(tile.textContent ?? "")?.[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("makes Load More a link to the archive's second page, and shows none when there is no second page", () => {
    renderBlog();
    expect(within(section(page.latest.title)).getByRole("link", { name: "Load More Articles" })).toHaveAttribute(
      "href",
      "/blog/page/2/",
    );
    cleanup();
    renderPage(1, 1);
    expect(screen.queryByRole("link", { name: "Load More Articles" })).toBeNull();
  });

  it("lists on a later page the next twelve articles, newest first, with links to the other pages", () => {
    renderPage(2);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("All articles");
    const list = section("All articles");
    expect(list).toHaveTextContent(`${posts.length} articles, newest first: page 2 of 2.`);
    const titles = within(list)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(listed.slice(7, 19).map((post) => post.title));
    const pages = screen.getByRole("navigation", { name: "Pages of articles" });
    expect(within(pages).getByRole("link", { name: /Newer articles/ })).toHaveAttribute("href", "/blog/");
    expect(within(pages).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blog/");
    expect(within(pages).getByText("2").closest("[aria-current]")).toHaveAttribute("aria-current", "page");
    expect(within(pages).queryByRole("link", { name: /Older articles/ })).toBeNull();
    // SPEC's first-page sections are the index's alone.
    expect(screen.queryByRole("link", { name: "Load More Articles" })).toBeNull();
  });

  it("links the three free resources to the guides, the templates and the PPC guide", () => {
    renderBlog();
    const links = within(section(page.resources.title)).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/landing/ppc-strategy/",
      "/resources/#guides",
      "/resources/#templates",
    ]);
  });

  it("has a newsletter box with a labelled email field and no form to submit", () => {
    renderBlog();
    const newsletter = section(page.newsletter.title);
    expect(within(newsletter).getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(newsletter.querySelector("form")).toBeNull();
  });
});
