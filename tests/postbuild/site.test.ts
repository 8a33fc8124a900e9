import fs from "node:fs";
import path from "node:path";
import site from "../../content/site.json";
import { routes } from "../../src/lib/routes";
import { canonicalUrl, withTrailingSlash } from "../../src/lib/urls";
import { builtPages, documentFor, htmlFileFor, jsonLdBlocks, metaContent, PUBLIC_DIR } from "../helpers/builtSite";

// Checks over the built site in public/: run after `gatsby build`.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const pages = builtPages();

describe.each(pages)("$urlPath", (page) => {
  const document = () => documentFor(page.urlPath);

  it("is prerendered with exactly one h1 and the en-GB language", () => {
    expect(fs.existsSync(htmlFileFor(page.urlPath))).toBe(true);
    expect(document().querySelectorAll("h1")).toHaveLength(1);
    expect(document().documentElement.getAttribute("lang")).toBe("en-GB");
  });

  it("has a title, a description and an absolute canonical to its primary path", () => {
    expect(document().title.trim()).not.toBe("");
    expect(metaContent(document(), 'meta[name="description"]')?.length).toBeGreaterThan(0);
    const canonical = document().querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toBe(canonicalUrl(siteUrl, page.primaryPath));
  });

  it("has robots, Open Graph and Twitter tags, with a share image that exists", () => {
    expect(metaContent(document(), 'meta[name="robots"]')).toMatch(
      page.noindex ? /^noindex, nofollow$/ : /^index, follow/,
    );
    expect(metaContent(document(), 'meta[property="og:locale"]')).toBe("en_GB");
    expect(metaContent(document(), 'meta[property="og:url"]')).toBe(canonicalUrl(siteUrl, page.primaryPath));
    expect(metaContent(document(), 'meta[name="twitter:card"]')).toBe("summary_large_image");
    const image = metaContent(document(), 'meta[property="og:image"]') ?? "";
    expect(image.startsWith(`${siteUrl}/`)).toBe(true);
    expect(fs.existsSync(path.join(PUBLIC_DIR, image.slice(siteUrl.length)))).toBe(true);
  });

  it("has JSON-LD blocks that parse, with unique ids, including the site and page blocks", () => {
    const blocks = jsonLdBlocks(document());
    const ids = blocks.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
    const types = blocks.map((block) => block.data["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList"]));
    const webPage = blocks.find((block) => block.id === "ld-webpage")?.data;
    expect(webPage?.url).toBe(canonicalUrl(siteUrl, page.primaryPath));
  });
});

describe("titles and descriptions", () => {
  const primaries = pages.filter((page) => !page.isAlias);

  it("are unique across pages", () => {
    const titles = primaries.map((page) => documentFor(page.urlPath).title);
    const descriptions = primaries.map((page) => metaContent(documentFor(page.urlPath), 'meta[name="description"]'));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("sitemap and robots.txt", () => {
  const locs = () => {
    const index = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-index.xml"), "utf8");
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, ""));
    return files.flatMap((file) => {
      const xml = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    });
  };

  it("lists every primary route once, and no alias, noindex page or 404", () => {
    const expected = routes.filter((route) => !route.noindex).map((route) => canonicalUrl(siteUrl, route.path));
    expect([...locs()].sort()).toEqual([...expected].sort());
  });

  it("is named in robots.txt by its absolute URL", () => {
    const robots = fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  });
});

describe("404 page", () => {
  const document = () => documentFor("404.html");

  it("keeps the site chrome, is noindex and offers a way on", () => {
    expect(document().querySelector("header nav")).not.toBeNull();
    expect(document().querySelector("footer")).not.toBeNull();
    expect(metaContent(document(), 'meta[name="robots"]')).toBe("noindex, nofollow");
    expect(document().querySelector('link[rel="canonical"]')).toBeNull();
    const hrefs = [...document().querySelectorAll("main a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("/");
    expect(document().querySelectorAll("h1")).toHaveLength(1);
  });
});

describe("internal links", () => {
  it("all lead to a built page, and every #fragment exists there", () => {
    const broken: string[] = [];
    const documents = [...pages.map((page) => page.urlPath), "404.html"];
    for (const from of documents) {
      for (const anchor of documentFor(from).querySelectorAll("a[href]")) {
        const href = anchor.getAttribute("href") ?? "";
        if (!href.startsWith("/") || href.startsWith("//")) continue;
        const url = new URL(href, "http://local");
        if (url.pathname !== withTrailingSlash(url.pathname) && !path.extname(url.pathname)) {
          broken.push(`${from} → ${href} (missing trailing slash: a redirect)`);
          continue;
        }
        const file = path.extname(url.pathname) ? path.join(PUBLIC_DIR, url.pathname) : htmlFileFor(url.pathname);
        if (!fs.existsSync(file)) {
          broken.push(`${from} → ${href} (no such page)`);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (fragment && !path.extname(url.pathname) && !documentFor(url.pathname).getElementById(fragment)) {
          broken.push(`${from} → ${href} (no element with id "${fragment}")`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("inlined CSS", () => {
  // Each page carries the global stylesheet and its own template's, not every template's (see
  // gatsby/onCreateWebpackConfig.ts), with the global one first so the page's own rules win ties.
  const inlined = (document: Document) =>
    [...document.querySelectorAll("head style[data-href]")].map((style) => ({
      href: style.getAttribute("data-href") ?? "",
      bytes: (style.textContent ?? "").length,
    }));

  it.each(pages.filter((page) => !page.isAlias).map((page) => page.urlPath))(
    "%s inlines the app stylesheet, then its template's",
    (urlPath) => {
      const styles = inlined(documentFor(urlPath));
      expect(styles.map((style) => style.href.replace(/\.[0-9a-f]+\.css$/, ""))).toEqual([
        "/app",
        expect.stringMatching(/^\/component---src-(templates|pages)-/),
      ]);
    },
  );

  it("keeps every page's CSS under half of all the CSS the site inlines", () => {
    const perPage = pages.map((page) => ({ page: page.urlPath, styles: inlined(documentFor(page.urlPath)) }));
    const distinct = new Map(perPage.flatMap(({ styles }) => styles.map((style) => [style.href, style.bytes])));
    const all = [...distinct.values()].reduce((sum, bytes) => sum + bytes, 0);
    const heavy = perPage
      .map(({ page, styles }) => ({ page, share: styles.reduce((sum, style) => sum + style.bytes, 0) / all }))
      .filter(({ share }) => share >= 0.5);
    expect(heavy).toEqual([]);
  });
});
