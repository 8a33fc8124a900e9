import fs from "node:fs";
import path from "node:path";
import site from "../../content/site.json";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { canonicalUrl, withTrailingSlash } from "../../src/lib/urls";
import { documentFor, jsonLdBlocks, metaContent, PUBLIC_DIR } from "../helpers/builtSite";
import { articleFiles } from "../helpers/blogFixtures";
import { CONTENT_DIR } from "../helpers/paths";

const routes = loadRouteTable();

// The built blog in public/: run after `gatsby build`.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const articles = articleFiles();
const articleRoutes = routes.filter((route) => route.template === "BlogPostTemplate");

/** A URL of this site points at a file that exists in public/. */
const existsInPublic = (url: string) =>
  url.startsWith(`${siteUrl}/`) && fs.existsSync(path.join(PUBLIC_DIR, url.slice(siteUrl.length)));

const images = (root: ParentNode) => [...root.querySelectorAll("img")];

/** An author's name, from their file in content/people/. */
const personName = (slug: string) =>
  (JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "people", `${slug}.json`), "utf8")) as { name: string }).name;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe.each(articles)("/blog/$slug/", ({ slug, data }) => {
  const urlPath = `/blog/${slug}/`;
  const url = canonicalUrl(siteUrl, urlPath);
  const document = () => documentFor(urlPath);
  const article = () => {
    const element = document().querySelector('main article[aria-labelledby="page-title"]');
    if (!element) throw new Error(`${urlPath} has no article element`);
    return element;
  };

  it("has a route and a prerendered page", () => {
    expect(articleRoutes.map((route) => route.path)).toContain(`/blog/${slug}`);
    expect(fs.existsSync(path.join(PUBLIC_DIR, urlPath, "index.html"))).toBe(true);
  });

  it("has the article title as its one h1 and in its title, and a canonical to itself", () => {
    const h1s = document().querySelectorAll("h1");
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe(data.title);
    expect(document().title).toBe(`${String(data.title)} | ${site.brand}`);
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(metaContent(document(), 'meta[name="description"]')).toBe(data.excerpt);
  });

  it("is an article to Open Graph, sharing its processed cover image", () => {
    expect(metaContent(document(), 'meta[property="og:type"]')).toBe("article");
    const image = metaContent(document(), 'meta[property="og:image"]') ?? "";
    expect(image).toMatch(new RegExp(`^${siteUrl}/static/.+/${slug}\\.jpg$`));
    expect(existsInPublic(image)).toBe(true);
    expect(metaContent(document(), 'meta[property="og:image:width"]')).toBe("1200");
    expect(metaContent(document(), 'meta[property="og:image:height"]')).toBe("630");
    expect(metaContent(document(), 'meta[property="og:image:alt"]')).toBe(data.imageAlt);
    expect(metaContent(document(), 'meta[property="article:published_time"]')).toBe(data.date);
  });

  it("has Article JSON-LD with headline, author, dates, image, publisher and main entity", () => {
    const ld = jsonLdBlocks(document()).find((block) => block.data["@type"] === "Article")?.data;
    expect(ld).toMatchObject({
      "@id": `${url}#article`,
      headline: data.title,
      datePublished: data.date,
      dateModified: data.updated ?? data.date,
      author: { "@type": "Person", name: personName(String(data.author)) },
      publisher: { "@id": `${siteUrl}/#organization` },
      mainEntityOfPage: { "@id": `${url}#webpage` },
    });
    const images = ld?.image;
    expect(Array.isArray(images) && images.length > 0).toBe(true);
    for (const image of images as string[]) expect(existsInPublic(image)).toBe(true);
  });

  it("shows the breadcrumb Home / Blog / title, naming the same pages as the BreadcrumbList", () => {
    const visible = [...document().querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
    expect(visible).toEqual(["Home", "Blog", data.title]);
    const list = jsonLdBlocks(document()).find((block) => block.data["@type"] === "BreadcrumbList")?.data;
    const items = (list?.itemListElement ?? []) as Array<{ name: string; item: string }>;
    expect(items.map((item) => item.name)).toEqual(visible);
    expect(items.map((item) => item.item)).toEqual([canonicalUrl(siteUrl, "/"), canonicalUrl(siteUrl, "/blog"), url]);
  });

  it("shows its cover as an <img> with width, height, the alt text from front matter and high priority", () => {
    const header = article().querySelector("header");
    const [cover, ...others] = header ? images(header) : [];
    expect(others).toHaveLength(0);
    expect(cover?.getAttribute("alt")).toBe(data.imageAlt);
    expect(Number(cover?.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(cover?.getAttribute("height"))).toBeGreaterThan(0);
    expect(cover?.getAttribute("loading")).toBe("eager");
    expect(cover?.getAttribute("fetchpriority")).toBe("high");
    const src = cover?.getAttribute("src") ?? "";
    expect(fs.existsSync(path.join(PUBLIC_DIR, src))).toBe(true);
  });

  it("has 600 or more words of body text", () => {
    const header = article().querySelector("header")?.textContent ?? "";
    const all = article().textContent ?? "";
    expect(wordCount(all) - wordCount(header)).toBeGreaterThanOrEqual(600);
  });
});

describe("/blog/", () => {
  const document = () => documentFor("/blog/");

  it("links to every article", () => {
    const hrefs = new Set([...document().querySelectorAll("main a")].map((a) => a.getAttribute("href")));
    for (const { slug } of articles) expect(hrefs).toContain(`/blog/${slug}/`);
  });

  it("lists every article in its JSON-LD, featured first", () => {
    const list = jsonLdBlocks(document()).find((block) => block.data["@type"] === "ItemList")?.data;
    const urls = ((list?.itemListElement ?? []) as Array<{ url: string }>).map((item) => item.url);
    const featured = articles.find(({ data }) => data.featured === true);
    expect(urls[0]).toBe(canonicalUrl(siteUrl, `/blog/${String(featured?.slug)}`));
    expect([...urls].sort()).toEqual(articles.map(({ slug }) => canonicalUrl(siteUrl, `/blog/${slug}`)).sort());
  });

  it("gives every card image an alt text and lazy loading", () => {
    const cards = [...document().querySelectorAll("main article")].flatMap(images);
    expect(cards).toHaveLength(articles.length);
    for (const image of cards) {
      expect(image.getAttribute("alt")?.length).toBeGreaterThan(0);
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(Number(image.getAttribute("width"))).toBeGreaterThan(0);
    }
  });

  it("prerenders Load More as unavailable, with its explanation, and the newsletter box outside any form", () => {
    const button = [...document().querySelectorAll("button")].find((b) => b.textContent === "Load More Articles");
    expect(button?.getAttribute("type")).toBe("button");
    expect(button?.getAttribute("aria-disabled")).toBe("true");
    expect(
      document().getElementById(button?.getAttribute("aria-describedby") ?? "")?.textContent?.length,
    ).toBeGreaterThan(0);
    const email = document().querySelector('input[type="email"]');
    expect(email?.closest("form")).toBeNull();
    expect(document().querySelector(`label[for="${email?.id ?? ""}"]`)?.textContent).toBe("Email address");
  });

  it("is in the sitemap with every article", () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
    for (const pathname of ["/blog", ...articles.map(({ slug }) => `/blog/${slug}`)]) {
      expect(sitemap).toContain(`<loc>${canonicalUrl(siteUrl, withTrailingSlash(pathname))}</loc>`);
    }
  });
});
