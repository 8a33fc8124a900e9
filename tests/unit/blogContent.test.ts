/**
 * @jest-environment node
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import blogPage from "../../content/pages/blog.json";
import { routes } from "../../src/lib/routes";
import { blogCategories } from "../../src/lib/schema/blog";
import { isLiveHref, tablePath } from "../../src/lib/urls";
import { articleFiles, BLOG_DIR } from "../helpers/blogFixtures";

// Checks over the real articles in content/blog that no single schema can make.

const articles = articleFiles();

/** The words a reader reads: markdown syntax and link targets left out. */
function words(markdown: string): string[] {
  const text = markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\s*\|?\s*-{3,}.*$/gm, "")
    .replace(/[#*_`>|[\]]/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

// SPEC §2 pages other issues build, which articles may link to before they are merged in.
const SPEC_PAGES_BUILT_ELSEWHERE = new Set([
  "/contact",
  "/results",
  "/resources",
  "/landing/ppc-strategy",
  "/in-house-vs-agency",
  "/services/paid-advertising",
  "/services/seo-content",
  "/services/conversion-websites",
  "/services/email-lifecycle",
]);
const isKnownPage = (href: string) => isLiveHref(href) || SPEC_PAGES_BUILT_ELSEWHERE.has(tablePath(href));

describe("content/blog", () => {
  it("has at least the featured article and six more", () => {
    expect(articles.length).toBeGreaterThanOrEqual(7);
  });

  it("has exactly one route per article at /blog/<slug>, labelled with the article's title", () => {
    const articleRoutes = routes.filter((route) => route.template === "BlogPostTemplate");
    expect(articleRoutes.map((route) => [route.path, route.contentId, route.label]).sort()).toEqual(
      articles.map(({ slug, data }) => [`/blog/${slug}`, slug, data.title]).sort(),
    );
  });

  it("covers every blog topic, each a tile on the blog index", () => {
    const tiles = blogPage.categories.items.map((tile) => tile.name);
    expect(new Set(articles.map(({ data }) => data.category))).toEqual(new Set(blogCategories));
    for (const category of blogCategories) expect(tiles).toContain(category);
  });

  describe.each(articles)("$slug", ({ slug, data, body }) => {
    it("is a genuinely long read: 600 words or more", () => {
      expect(words(body).length).toBeGreaterThanOrEqual(600);
    });

    it("states a reading time that matches its length (about 200 words a minute)", () => {
      const minutes = Number(/^(\d+) min read$/.exec(String(data.readTime))?.[1]);
      expect(Math.abs(minutes - Math.ceil(words(body).length / 200))).toBeLessThanOrEqual(1);
    });

    it("leaves the one h1 to the page: its headings start at ##", () => {
      expect(body).not.toMatch(/^# /m);
    });

    it("links only to pages the site has, written with the trailing slash (markdown links bypass SiteLink)", () => {
      const hrefs = [...body.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);
      for (const href of hrefs) {
        expect(href).toMatch(/^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/);
        expect(isKnownPage(href)).toBe(true);
      }
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

describe("pages/blog.json", () => {
  it("shows SPEC's topic counts", () => {
    expect(blogPage.categories.items.map((tile) => `${tile.name} ${tile.count}`)).toEqual([
      "All Posts 47",
      "PPC 12",
      "SEO 8",
      "CRO 9",
      "Email Marketing 6",
      "Strategy 12",
    ]);
  });

  it("has three free resources: the guides, the templates and the PPC guide", () => {
    expect(blogPage.resources.items.map((item) => item.cta.href).sort()).toEqual(
      ["/landing/ppc-strategy", "/resources#guides", "/resources#templates"].sort(),
    );
  });

  it("links only to pages the site has", () => {
    const hrefs = [
      blogPage.hero.primaryCta.href,
      blogPage.hero.secondaryCta.href,
      ...blogPage.resources.items.map((item) => item.cta.href),
      blogPage.article.cta.primaryCta.href,
      blogPage.article.cta.secondaryCta.href,
    ];
    for (const href of hrefs) expect(isKnownPage(href)).toBe(true);
  });
});
