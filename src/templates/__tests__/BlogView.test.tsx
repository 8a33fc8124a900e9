import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { blogPageFixture, blogPostsFixture, topicFiles } from "../../../tests/helpers/blogFixtures";
import { BlogView } from "../BlogView";

const posts = blogPostsFixture();
const page = blogPageFixture();
const topics = topicFiles();
const renderBlog = (shown = topics) => render(<BlogView page={page} posts={posts} topics={shown} />);
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
    const links = within(section(page.latest.title)).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(latest.map((post) => post.title));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(latest.map((post) => `/blog/${post.slug}/`));
  });

  it("shows each card's cover with its alt text, byline and reading time", () => {
    renderBlog();
    const card = screen.getByRole("link", { name: posts[0]!.title }).closest("article");
    if (!card) throw new Error("the card is not an article");
    expect(within(card).getByAltText(posts[0]!.imageAlt)).toBeInTheDocument();
    expect(card).toHaveTextContent(`By ${posts[0]!.author}`);
    expect(card).toHaveTextContent(posts[0]!.readTime);
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

  it("marks Load More as unavailable and says why", async () => {
    renderBlog();
    const button = screen.getByRole("button", { name: "Load More Articles" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription(page.latest.loadMoreNote);
    await userEvent.click(button);
    expect(within(section(page.latest.title)).getAllByRole("link")).toHaveLength(6);
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
