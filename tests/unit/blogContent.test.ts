/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { isLaterPage } from "../../src/lib/routes";
import { articleFiles, BLOG_DIR, topicFiles } from "../helpers/blogFixtures";

const routes = loadRouteTable();

// Checks over the real articles in content/blog that neither their schema nor the content check makes (links,
// dates, the one featured article, and each article's length and reading time are the content check's; SPEC's blog
// counts are in tests/unit/spec.test.ts). Each test reads the articles once, so their cost stays flat as the blog
// grows.

const articles = articleFiles();

describe("content/blog", () => {
  it("has exactly one route per article at /blog/<slug>, labelled with the article's title", () => {
    const articleRoutes = routes.filter((route) => route.template === "BlogPostTemplate");
    expect(articleRoutes.map((route) => [route.path, route.contentId, route.label]).sort()).toEqual(
      articles.map(({ slug, data }) => [`/blog/${slug}`, `blog/${slug}`, data.title]).sort(),
    );
  });

  it("has a page at /blog/topic/<slug> for each topic an article is filed under, labelled with its name, and none for another (its later pages aside)", () => {
    const topics = topicFiles();
    const used = new Set(articles.map(({ data }) => String(data.category)));
    const topicRoutes = routes.filter((route) => route.template === "BlogTopicTemplate" && !isLaterPage(route));
    expect(topicRoutes.map((route) => [route.path, route.contentId, route.label]).sort()).toEqual(
      topics
        .filter((topic) => used.has(topic.slug))
        .map((topic) => [`/blog/topic/${topic.slug}`, `blog-topics/${topic.slug}`, topic.name])
        .sort(),
    );
    // Every topic of today's blog has articles, so each has its page and tile.
    expect([...used].sort()).toEqual(topics.map((topic) => topic.slug));
  });

  it("gives every article a cover beside it", () => {
    const missing = articles.filter(({ data }) => !fs.existsSync(path.join(BLOG_DIR, String(data.image))));
    expect(missing.map(({ slug, data }) => `${slug}: ${String(data.image)}`)).toEqual([]);
  });

  // The covers, each once however many articles show it: 16:9 at the size the article page and its share card use.
  const covers = [...new Set(articles.map(({ data }) => path.join(BLOG_DIR, String(data.image))))].filter((file) =>
    fs.existsSync(file),
  );

  it.each(covers.map((file) => [path.relative(BLOG_DIR, file), file]))("has %s at 1600x900", async (_, file) => {
    const { width, height } = await sharp(file).metadata();
    expect([width, height]).toEqual([1600, 900]);
  });
});
