import type { IGatsbyImageData } from "gatsby-plugin-image";
import { required } from "./required";
import { pathIn, singlePages } from "./routes";

// Pure helpers for blog articles: narrowing the queried node, dates, and which
// articles the index shows where.

/** Words the blog shows around articles, in one place (not editorial content). */
export const blogCopy = {
  read: "Read article",
  by: "By",
  updated: "Updated",
  /** A topic page's list: "Articles on PPC". */
  topicArticles: "Articles on",
  newestFirst: "newest first",
} as const;

/** An article as the blog's cards and pages use it, every field present. */
export interface BlogPostSummary {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  /** The writer's name and role, from their file in content/people/. */
  author: string;
  authorRole: string;
  /** ISO dates, YYYY-MM-DD. */
  date: string;
  updated: string;
  readTime: string;
  /** The name of the topic the article is filed under, and its file's slug in content/blog-topics/. */
  category: string;
  categorySlug: string;
  featured: boolean;
  image: IGatsbyImageData;
  imageAlt: string;
}

export const postPath = (slug: string) => pathIn("blog", slug);

/** A topic's page: topicPath("ppc") is "/blog/topic/ppc". */
export const topicPath = (slug: string) => pathIn("blog-topics", slug);

/** The blog index, as the route table has it. */
export const blogIndexPath = required(
  singlePages.find((page) => page.template === "BlogTemplate"),
  "the blog index in the route table",
).path;

/**
 * A blog article's fields. They are nullable in GraphQL only because other
 * markdown (legal pages) lacks them; the content check requires every one on
 * a file in content/blog, so a missing field here is a bug worth stopping for.
 */
export function blogPostSummary(node: Queries.BlogCardFieldsFragment): BlogPostSummary {
  const fm = node.frontmatter;
  const where = `content/${node.contentId}.md`;
  const field = <T>(value: T | null | undefined, name: string) => required(value, `${where} front matter "${name}"`);
  const date = isoDay(field(fm.date, "date"));
  const category = field(fm.category, "category");
  return {
    slug: node.slug,
    path: postPath(node.slug),
    title: fm.title,
    excerpt: field(fm.excerpt, "excerpt"),
    author: field(fm.author, "author").name,
    authorRole: field(fm.author, "author").role,
    date,
    updated: fm.updated ? isoDay(fm.updated) : date,
    readTime: field(fm.readTime, "readTime"),
    category: category.name,
    categorySlug: category.slug,
    featured: field(fm.featured, "featured"),
    image: field(fm.image?.childImageSharp?.gatsbyImageData, "image"),
    imageAlt: field(fm.imageAlt, "imageAlt"),
  };
}

/** "2026-06-10" or "2026-06-10T00:00:00.000Z" → "2026-06-10". */
export function isoDay(value: string): string {
  return value.slice(0, 10);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-06-10" → "10 June 2026". Written out by hand rather than with
 * toLocaleDateString, so the prerendered HTML and the browser always agree
 * whatever the time zone.
 */
export function formatDate(iso: string): string {
  const [year, month, day] = isoDay(iso).split("-").map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!year || !name || !day) throw new Error(`Not an ISO date: ${iso}`);
  return `${day} ${name} ${year}`;
}

/** The index's featured article, and the newest six others, newest first. */
export function splitPosts<T extends Pick<BlogPostSummary, "featured" | "date">>(posts: readonly T[], latestCount = 6) {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const featured = newestFirst.find((post) => post.featured);
  return {
    featured: required(featured, "a blog article with featured: true"),
    latest: newestFirst.filter((post) => post !== featured).slice(0, latestCount),
  };
}

/** "1 article", "7 articles". */
export const articleCount = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;

/** A tile of the blog index's topics: what it is called, where it leads and how many articles are there. */
export interface TopicTile {
  name: string;
  icon: string;
  path: string;
  /** Counted from the articles, never typed. */
  count: number;
}

/**
 * The topic tiles: every article first (leading to the blog index), then each topic with at least one article,
 * the most articles first and, between topics with as many, by name. A topic no article is filed under has no
 * tile, as it has no page (the route table's `namedBy`).
 */
export function topicTiles(
  allPosts: { name: string; icon: string },
  topics: ReadonlyArray<{ slug: string; name: string; icon: string }>,
  posts: ReadonlyArray<Pick<BlogPostSummary, "categorySlug">>,
): TopicTile[] {
  const countOf = (slug: string) => posts.filter((post) => post.categorySlug === slug).length;
  const filed = topics
    .map((topic) => ({ name: topic.name, icon: topic.icon, path: topicPath(topic.slug), count: countOf(topic.slug) }))
    .filter((tile) => tile.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return [{ ...allPosts, path: blogIndexPath, count: posts.length }, ...filed];
}

/** The articles filed under a topic, newest first. */
export function postsOfTopic<T extends Pick<BlogPostSummary, "categorySlug" | "date">>(
  posts: readonly T[],
  slug: string,
): T[] {
  return posts.filter((post) => post.categorySlug === slug).sort((a, b) => b.date.localeCompare(a.date));
}
