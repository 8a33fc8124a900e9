/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { articleFiles, BLOG_DIR, topicFiles } from "../helpers/blogFixtures";

const routes = loadRouteTable();

// Checks over the real articles in content/blog that neither their schema nor the content check makes (links,
// dates and the one featured article are the content check's; SPEC's blog counts are in tests/unit/spec.test.ts).

const articles = articleFiles();

/** The words a reader reads: markdown syntax and link targets left out. */
function words(markdown: string): string[] {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s*\|?\s*-{3,}.*$/gm, "")
    .replace(/[#*_`>|[\]]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

describe("content/blog", () => {
  it("has exactly one route per article at /blog/<slug>, labelled with the article's title", () => {
    const articleRoutes = routes.filter((route) => route.template === "BlogPostTemplate");
    expect(articleRoutes.map((route) => [route.path, route.contentId, route.label]).sort()).toEqual(
      articles.map(({ slug, data }) => [`/blog/${slug}`, `blog/${slug}`, data.title]).sort(),
    );
  });

  it("has a page at /blog/topic/<slug> for each topic an article is filed under, labelled with its name, and none for another", () => {
    const topics = topicFiles();
    const used = new Set(articles.map(({ data }) => String(data.category)));
    const topicRoutes = routes.filter((route) => route.template === "BlogTopicTemplate");
    expect(topicRoutes.map((route) => [route.path, route.contentId, route.label]).sort()).toEqual(
      topics
        .filter((topic) => used.has(topic.slug))
        .map((topic) => [`/blog/topic/${topic.slug}`, `blog-topics/${topic.slug}`, topic.name])
        .sort(),
    );
    // Every topic of today's blog has articles, so each has its page and tile.
    expect([...used].sort()).toEqual(topics.map((topic) => topic.slug));
  });

  describe.each(articles)("$slug", ({ slug, data, body }) => {
    it("is a genuinely long read: 600 words or more", () => {
      expect(words(body).length).toBeGreaterThanOrEqual(600);
    });

    it("states a reading time that matches its length (about 200 words a minute)", () => {
      const minutes = Number(/^(\d+) min read$/.exec(String(data.readTime))?.[1]);
      expect(Math.abs(minutes - Math.ceil(words(body).length / 200))).toBeLessThanOrEqual(1);
    });

    it("has a 1600x900 cover beside it", async () => {
      const file = path.join(BLOG_DIR, String(data.image));
      expect(fs.existsSync(file)).toBe(true);
      const { width, height } = await sharp(file).metadata();
      expect([width, height]).toEqual([1600, 900]);
      expect(path.basename(file, path.extname(file))).toBe(slug);
    });
  });
});
