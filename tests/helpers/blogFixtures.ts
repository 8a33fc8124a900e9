import fs from "node:fs";
import path from "node:path";
import { readFrontMatter } from "../../gatsby/content/frontMatter";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import blogPage from "../../content/pages/blog.json";
import { authorPath, postPath, type ArticleCounts, type BlogPostSummary } from "../../src/lib/blog";
import { person } from "./contentFixtures";
import type { BlogPageData } from "../../src/templates/BlogView";
import type { BlogArticleExtras } from "../../src/templates/BlogPostView";

// Blog data for view tests, built from the real content files. Images stand
// in for what gatsby-plugin-image would return at build time.

export const BLOG_DIR = path.join(__dirname, "..", "..", "content", "blog");
export const TOPICS_DIR = path.join(__dirname, "..", "..", "content", "blog-topics");

/** The topics of content/blog-topics/, by file name, as written. */
export function topicFiles(): Array<{ slug: string; name: string; icon: string; description: string }> {
  return fs
    .readdirSync(TOPICS_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const data = JSON.parse(fs.readFileSync(path.join(TOPICS_DIR, file), "utf8")) as {
        name: string;
        icon: string;
        description: string;
      };
      return { slug: file.replace(/\.json$/, ""), name: data.name, icon: data.icon, description: data.description };
    });
}

/** A topic by its file name. */
export function topicFile(slug: string) {
  const topic = topicFiles().find((candidate) => candidate.slug === slug);
  if (!topic) throw new Error(`no content/blog-topics/${slug}.json`);
  return topic;
}

export function imageFixture(name: string): IGatsbyImageData {
  return {
    layout: "constrained",
    width: 1200,
    height: 675,
    images: {
      fallback: { src: `/static/test/${name}.jpg`, srcSet: `/static/test/${name}.jpg 1200w`, sizes: "100vw" },
      sources: [],
    },
  };
}

export interface ArticleFile {
  slug: string;
  data: Record<string, unknown>;
  /** The markdown body, without front matter. */
  body: string;
}

export function articleFiles(): ArticleFile[] {
  return fs
    .readdirSync(BLOG_DIR)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const { data, body } = readFrontMatter(fs.readFileSync(path.join(BLOG_DIR, file), "utf8"));
      return { slug: file.replace(/\.md$/, ""), data, body };
    });
}

/** Articles newest first, as the blog's lists and its feed order them. */
export const newestFirst = <T extends { data: { date?: unknown } }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)));

const str = (value: unknown) => String(value);

/** How many articles there are and how many each topic has, counted from the files as the page query counts them. */
export function articleCountsFixture(posts: readonly BlogPostSummary[] = blogPostsFixture()): ArticleCounts {
  const byTopic = new Map<string, number>();
  for (const post of posts) byTopic.set(post.categorySlug, (byTopic.get(post.categorySlug) ?? 0) + 1);
  return { total: posts.length, byTopic };
}

export function blogPostsFixture(): BlogPostSummary[] {
  return articleFiles().map(({ slug, data }) => ({
    slug,
    path: postPath({ slug, address: typeof data.address === "string" ? data.address : undefined }),
    title: str(data.title),
    excerpt: str(data.excerpt),
    author: person(str(data.author)).name,
    authorRole: person(str(data.author)).role,
    authorPath: authorPath(str(data.author)),
    date: str(data.date),
    updated: str(data.updated ?? data.date),
    readTime: str(data.readTime),
    category: topicFile(str(data.category)).name,
    categorySlug: str(data.category),
    featured: data.featured === true,
    image: imageFixture(slug),
    imageAlt: str(data.imageAlt),
  }));
}

/** pages/blog.json as the page query returns it: fields absent from the file are null. */
export function blogPageFixture(): BlogPageData {
  return { ...blogPage, hero: { ...blogPage.hero, highlights: null } };
}

export function articleExtrasFixture(): BlogArticleExtras {
  return blogPage.article;
}
