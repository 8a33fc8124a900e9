import fs from "node:fs";
import path from "node:path";
import site from "../../content/site.json";
import { canonicalUrl } from "../../src/lib/urls";
import { builtPages, documentFor, metaContent, PUBLIC_DIR } from "../helpers/builtSite";

// Gate 5: metadata lint over every built page (each route, each alias, and the 404 page): one h1 and the page's
// language, title and description, canonical, robots, Open Graph and Twitter tags, the sitemap and robots.txt.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const pages = builtPages();
const primaries = pages.filter((page) => !page.isAlias);

function sitemapUrls(): string[] {
  const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  return locs(read("sitemap-index.xml")).flatMap((url) => locs(read(url.replace(siteUrl, ""))));
}

const title = (urlPath: string) => documentFor(urlPath).title;
const description = (urlPath: string) => metaContent(documentFor(urlPath), 'meta[name="description"]') ?? "";

/** Values used by more than one page, with the pages that use them. */
function duplicates(urlPaths: readonly string[], value: (urlPath: string) => string): string[] {
  const byValue = new Map<string, string[]>();
  for (const urlPath of urlPaths) byValue.set(value(urlPath), [...(byValue.get(value(urlPath)) ?? []), urlPath]);
  return [...byValue.entries()]
    .filter(([, users]) => users.length > 1)
    .map(([v, users]) => `"${v}": ${users.join(", ")}`);
}

describe.each([...pages.map((page) => ({ ...page, label: page.urlPath })), { urlPath: "404.html", label: "404.html" }])(
  "$label",
  (page) => {
    it("has a title of 30-65 characters and a description of 70-160", () => {
      const problems: string[] = [];
      const t = title(page.urlPath);
      const d = description(page.urlPath);
      if (t.length < 30 || t.length > 65) problems.push(`title has ${t.length} characters: "${t}"`);
      if (d.length < 70 || d.length > 160) problems.push(`description has ${d.length} characters: "${d}"`);
      expect(problems).toEqual([]);
    });

    it("has a share image that exists in public/", () => {
      const image = metaContent(documentFor(page.urlPath), 'meta[property="og:image"]') ?? "";
      expect(image).toMatch(/^https?:\/\//);
      const file = path.join(PUBLIC_DIR, new URL(image).pathname);
      expect(fs.existsSync(file) ? file : `${image} is not in public/`).toBe(file);
    });
  },
);

describe.each(pages)("$urlPath", (page) => {
  const document = () => documentFor(page.urlPath);

  it("is prerendered with exactly one h1 and the en-GB language", () => {
    expect(document().querySelectorAll("h1")).toHaveLength(1);
    expect(document().documentElement.getAttribute("lang")).toBe("en-GB");
  });

  it("has robots, Open Graph and Twitter tags naming its canonical page", () => {
    expect(metaContent(document(), 'meta[name="robots"]')).toMatch(
      page.noindex ? /^noindex, nofollow$/ : /^index, follow/,
    );
    expect(metaContent(document(), 'meta[property="og:locale"]')).toBe("en_GB");
    expect(metaContent(document(), 'meta[property="og:url"]')).toBe(canonicalUrl(siteUrl, page.primaryPath));
    expect(metaContent(document(), 'meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  it(`has an absolute canonical to ${page.isAlias ? "its primary path" : "itself"}`, () => {
    const canonical = documentFor(page.urlPath).querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    const href = canonical[0]!.getAttribute("href") ?? "";
    expect(href).toMatch(/^https:\/\/[^/]+\//);
    expect(href).toBe(canonicalUrl(siteUrl, page.isAlias ? page.primaryPath : page.urlPath));
  });

  it(page.isAlias || page.noindex ? "is left out of the sitemap" : "is in the sitemap", () => {
    expect(sitemapUrls().includes(canonicalUrl(siteUrl, page.urlPath))).toBe(!page.isAlias && !page.noindex);
  });
});

describe("the 404 page", () => {
  const document = () => documentFor("404.html");

  it("keeps the site chrome, is noindex, has no canonical and offers a way on", () => {
    expect(document().querySelector("header nav")).not.toBeNull();
    expect(document().querySelector("footer")).not.toBeNull();
    expect(metaContent(document(), 'meta[name="robots"]')).toBe("noindex, nofollow");
    expect(document().querySelector('link[rel="canonical"]')).toBeNull();
    expect([...document().querySelectorAll("main a")].map((a) => a.getAttribute("href"))).toContain("/");
    expect(document().querySelectorAll("h1")).toHaveLength(1);
  });
});

describe("robots.txt", () => {
  it("names the sitemap by its absolute URL", () => {
    const robots = fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8");
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`);
  });
});

describe("across the site", () => {
  const all = [...primaries.map((page) => page.urlPath), "404.html"];

  it("no two pages share a title", () => {
    expect(duplicates(all, title)).toEqual([]);
  });

  it("no two pages share a description", () => {
    expect(duplicates(all, description)).toEqual([]);
  });
});
