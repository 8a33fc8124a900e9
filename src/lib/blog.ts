import type { IGatsbyImageData } from "gatsby-plugin-image";
import { required } from "./required";
import { pagePathIn, pathIn, singlePages } from "./routes";

// Pure helpers for blog articles: narrowing the queried node, dates, and which
// articles the index shows where.

/** Words the blog shows around articles, in one place (not editorial content). */
export const blogCopy = {
  read: "Read article",
  by: "By",
  updated: "Updated",
  /** A topic page's list: "Articles on PPC". */
  topicArticles: "Articles on",
  /** An author page's list: "Articles by Amelia Hart". */
  authorArticles: "Articles by",
  /** The heading of an author's areas of expertise. */
  expertise: "Areas of expertise",
  newestFirst: "newest first",
  /** The later pages of the blog index: "All articles, page 2 of 3". */
  allArticles: "All articles",
  /** The list of an article's sections it opens with. */
  contents: "In this article",
  /** The links between the pages of a list. */
  pages: "Pages of articles",
  previous: "Newer articles",
  next: "Older articles",
} as const;

/** An article as the blog's cards and pages use it, every field present. */
export interface BlogPostSummary {
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  /** The writer's name and role, from their file in content/people/, and their page. */
  author: string;
  authorRole: string;
  authorPath: string;
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

/** An article's page: at its `address` when it has one, else at its file's name (its slug). */
export const postPath = (post: { slug: string; address?: string | null }) => pagePathIn("blog", post);

/** An author's page: authorPath("amelia-hart") is "/blog/author/amelia-hart". */
export const authorPath = (slug: string) => pathIn("people", slug);

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
    path: postPath({ slug: node.slug, address: fm.address }),
    title: fm.title,
    excerpt: field(fm.excerpt, "excerpt"),
    author: field(fm.author, "author").name,
    authorRole: field(fm.author, "author").role,
    authorPath: authorPath(field(fm.author, "author").slug),
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

/** How many articles there are, and how many each topic has, by the topic's slug. */
export interface ArticleCounts {
  total: number;
  byTopic: ReadonlyMap<string, number>;
}

/** The counts as a query groups them (`group(field: …category.slug)`). */
export function articleCounts(articles: {
  totalCount: number;
  byTopic: ReadonlyArray<{ fieldValue: string | null; totalCount: number }>;
}): ArticleCounts {
  return {
    total: articles.totalCount,
    byTopic: new Map(
      articles.byTopic.flatMap((group) => (group.fieldValue ? [[group.fieldValue, group.totalCount]] : [])),
    ),
  };
}

/**
 * The topic tiles: every article first (leading to the blog index), then each topic with at least one article,
 * the most articles first and, between topics with as many, by name. A topic no article is filed under has no
 * tile, as it has no page (the route table's `lists`).
 */
export function topicTiles(
  allPosts: { name: string; icon: string },
  topics: ReadonlyArray<{ slug: string; name: string; icon: string }>,
  counts: ArticleCounts,
): TopicTile[] {
  const filed = topics
    .map((topic) => ({
      name: topic.name,
      icon: topic.icon,
      path: topicPath(topic.slug),
      count: counts.byTopic.get(topic.slug) ?? 0,
    }))
    .filter((tile) => tile.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return [{ ...allPosts, path: blogIndexPath, count: counts.total }, ...filed];
}

/** Where a page of a list is among its pages (the route table's `archive`). */
export interface ArchivePage {
  page: number;
  pages: number;
  /** The path of the list's first page. */
  first: string;
}

/** "page 2 of 3": which page of a list this is, for its title and lead. */
export const pageOf = ({ page, pages }: Pick<ArchivePage, "page" | "pages">) => `page ${page} of ${pages}`;

/**
 * The title and description of a later page of a list ("PPC articles, page 2 of 3"), which says which articles it
 * holds, so no two pages of one list share either. The first page has its content file's own.
 */
export function archiveListing(
  name: string,
  archive: ArchivePage,
  /** The page's articles, newest first. */
  posts: ReadonlyArray<Pick<BlogPostSummary, "date">>,
): { title: string; description: string } {
  const dates = posts.map((post) => formatDate(post.date));
  const newest = dates[0] ?? "";
  const oldest = dates[dates.length - 1] ?? "";
  const when = newest === oldest ? `published on ${newest}` : `published between ${oldest} and ${newest}`;
  return {
    title: `${name}, ${pageOf(archive)}`,
    description: `Page ${archive.page} of ${archive.pages}: ${name}, ${blogCopy.newestFirst}. ${articleCount(posts.length)} ${when}.`,
  };
}

/**
 * Up to `count` articles to read after one: those filed under its topic first, then the rest, each group nearest
 * in date first (the newer of two as near); never the article itself.
 */
export function relatedPosts<T extends { slug: string; category: string; date: string }>(
  posts: readonly T[],
  slug: string,
  count = 3,
): T[] {
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return [];
  const when = Date.parse(post.date);
  // Each candidate's place worked out once: the build asks this of every article, so of every pair of them.
  return posts
    .filter((other) => other.slug !== slug)
    .map((other) => ({
      other,
      same: other.category === post.category,
      distance: Math.abs(Date.parse(other.date) - when),
    }))
    .sort(
      (a, b) => Number(b.same) - Number(a.same) || a.distance - b.distance || b.other.date.localeCompare(a.other.date),
    )
    .slice(0, count)
    .map(({ other }) => other);
}

/**
 * An author page's title and description in search results: their name and role, and their bio (the content check
 * holds both to the lengths search results show, and requires a writer's bio).
 */
export function authorListing(person: { name: string; role: string; bio?: string | null }) {
  return { title: `${person.name}, ${person.role}`, description: person.bio ?? "" };
}
