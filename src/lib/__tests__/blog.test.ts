import {
  archiveListing,
  articleCounts,
  blogPostSummary,
  formatDate,
  isoDay,
  postPath,
  relatedPosts,
  splitPosts,
  topicPath,
  topicTiles,
} from "../blog";

describe("formatDate", () => {
  it("writes an ISO date the British way", () => {
    expect(formatDate("2026-06-10")).toBe("10 June 2026");
    expect(formatDate("2026-11-01")).toBe("1 November 2026");
  });

  it("reads the midnight-UTC form an unquoted YAML date becomes", () => {
    expect(formatDate("2026-01-31T00:00:00.000Z")).toBe("31 January 2026");
  });

  it("refuses text that is not a date", () => {
    expect(() => formatDate("June 2026")).toThrow("Not an ISO date");
  });
});

describe("isoDay and postPath", () => {
  it("keep the day of a timestamp and build article paths", () => {
    expect(isoDay("2026-06-10T00:00:00.000Z")).toBe("2026-06-10");
    expect(postPath({ slug: "broad-match-smart-bidding" })).toBe("/blog/broad-match-smart-bidding");
    // Renamed in the editing screen, an article is at its address; its file keeps its name.
    expect(postPath({ slug: "broad-match-smart-bidding", address: "broad-match-bidding" })).toBe(
      "/blog/broad-match-bidding",
    );
  });
});

describe("splitPosts", () => {
  const post = (id: string, date: string, featured = false) => ({ id, date, featured });

  it("takes the featured article out and lists the six newest others, newest first", () => {
    const posts = [
      post("a", "2026-01-01"),
      post("b", "2026-03-01", true),
      post("c", "2026-02-01"),
      post("d", "2026-05-01"),
      post("e", "2026-04-01"),
      post("f", "2026-06-01"),
      post("g", "2026-07-01"),
      post("h", "2025-12-01"),
    ];
    const { featured, latest } = splitPosts(posts);
    expect(featured.id).toBe("b");
    expect(latest.map((p) => p.id)).toEqual(["g", "f", "d", "e", "c", "a"]);
  });

  it("fails clearly when no article is featured", () => {
    expect(() => splitPosts([post("a", "2026-01-01")])).toThrow("featured: true");
  });
});

describe("blogPostSummary", () => {
  const image = {
    layout: "constrained" as const,
    width: 1200,
    height: 675,
    images: { fallback: { src: "/x.jpg" }, sources: [] },
  };
  const node = (
    overrides: Partial<Queries.BlogCardFieldsFragment["frontmatter"]> = {},
  ): Queries.BlogCardFieldsFragment => ({
    contentId: "blog/some-article",
    slug: "some-article",
    frontmatter: {
      title: "Some article",
      address: null,
      excerpt: "An excerpt",
      author: { slug: "ravi-desai", name: "Ravi Desai", role: "Head of SEO & Content" },
      date: "2026-06-10T00:00:00.000Z",
      updated: null,
      readTime: "4 min read",
      category: { slug: "seo", name: "SEO" },
      featured: false,
      imageAlt: "Cover",
      image: { childImageSharp: { gatsbyImageData: image } },
      ...overrides,
    },
  });

  it("gives every field, with the path, the day of the date and updated defaulting to it", () => {
    const post = blogPostSummary(node());
    expect(post).toMatchObject({
      slug: "some-article",
      path: "/blog/some-article",
      date: "2026-06-10",
      updated: "2026-06-10",
      image,
    });
  });

  it("puts an article renamed by its address at that address, keeping its file's slug", () => {
    expect(blogPostSummary(node({ address: "renamed-article" }))).toMatchObject({
      slug: "some-article",
      path: "/blog/renamed-article",
    });
  });

  it("names the topic from its file, which the category field links to, and keeps its slug", () => {
    expect(blogPostSummary(node())).toMatchObject({ category: "SEO", categorySlug: "seo" });
  });

  it("names the writer and their role from their person file, which the author field links to", () => {
    expect(blogPostSummary(node())).toMatchObject({ author: "Ravi Desai", authorRole: "Head of SEO & Content" });
  });

  it("keeps a later revision date", () => {
    expect(blogPostSummary(node({ updated: "2026-09-01" })).updated).toBe("2026-09-01");
  });

  it("names the file and field when a blog field is missing", () => {
    expect(() => blogPostSummary(node({ image: null }))).toThrow('content/blog/some-article.md front matter "image"');
    expect(() => blogPostSummary(node({ author: null }))).toThrow('content/blog/some-article.md front matter "author"');
  });
});

describe("topicTiles", () => {
  const allPosts = { name: "All Posts", icon: "book-open" };
  const topics = [
    { slug: "seo", name: "SEO", icon: "search" },
    { slug: "ppc", name: "PPC", icon: "target" },
    { slug: "cro", name: "CRO", icon: "mouse-pointer" },
    { slug: "paid-social", name: "Paid Social", icon: "users" },
  ];
  // As the query groups the articles by their topic's slug.
  const counts = articleCounts({
    totalCount: 5,
    byTopic: [
      { fieldValue: "cro", totalCount: 1 },
      { fieldValue: "ppc", totalCount: 3 },
      { fieldValue: "seo", totalCount: 1 },
    ],
  });

  it("counts every article for All Posts and each topic's own, most first, then by name", () => {
    expect(topicTiles(allPosts, topics, counts).map((tile) => [tile.name, tile.count, tile.path])).toEqual([
      ["All Posts", 5, "/blog"],
      ["PPC", 3, "/blog/topic/ppc"],
      ["CRO", 1, "/blog/topic/cro"],
      ["SEO", 1, "/blog/topic/seo"],
    ]);
    expect(topicPath("email-marketing")).toBe("/blog/topic/email-marketing");
  });

  it("gives no tile to a topic without articles", () => {
    const none = articleCounts({ totalCount: 0, byTopic: [] });
    expect(topicTiles(allPosts, topics, none).map((tile) => [tile.name, tile.count])).toEqual([["All Posts", 0]]);
  });
});

describe("relatedPosts", () => {
  const post = (slug: string, category: string, date: string) => ({ slug, category, date });
  const posts = [
    post("a", "ppc", "2026-01-01"),
    post("b", "seo", "2026-03-01"),
    post("c", "ppc", "2026-05-01"),
    post("d", "cro", "2026-02-01"),
    post("e", "seo", "2026-04-01"),
    post("f", "cro", "2026-04-20"),
  ];

  it("offers the same topic first, then the nearest in date, and never the article itself", () => {
    expect(relatedPosts(posts, "c").map((p) => p.slug)).toEqual(["a", "f", "e"]);
    // b's topic has one other article; then d is 28 days away, f 50 and a 59.
    expect(relatedPosts(posts, "b").map((p) => p.slug)).toEqual(["e", "d", "f"]);
  });

  it("offers what there is when there are fewer than three others, and nothing for an unknown article", () => {
    expect(relatedPosts(posts.slice(0, 2), "a").map((p) => p.slug)).toEqual(["b"]);
    expect(relatedPosts(posts, "missing")).toEqual([]);
  });
});

describe("archiveListing", () => {
  it("names the page of the list and the dates of its articles, so no two pages share a title or description", () => {
    const page2 = archiveListing("PPC articles", { page: 2, pages: 3, first: "/blog/topic/ppc" }, [
      { date: "2026-05-01" },
      { date: "2026-03-14" },
    ]);
    expect(page2).toEqual({
      title: "PPC articles, page 2 of 3",
      description:
        "Page 2 of 3: PPC articles, newest first. 2 articles published between 14 March 2026 and 1 May 2026.",
    });
    const last = archiveListing("PPC articles", { page: 3, pages: 3, first: "/blog/topic/ppc" }, [
      { date: "2026-01-05" },
    ]);
    expect(last.description).toBe("Page 3 of 3: PPC articles, newest first. 1 article published on 5 January 2026.");
  });
});
