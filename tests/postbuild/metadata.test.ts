import fs from "node:fs";
import path from "node:path";
import site from "../../content/site.json";
import { canonicalUrl } from "../../src/lib/urls";
import { builtPages, documentFor, metaContent, PUBLIC_DIR } from "../helpers/builtSite";

// Gate 5: metadata lint over every built page (each route, each alias, and the 404 page).

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

describe("across the site", () => {
  const all = [...primaries.map((page) => page.urlPath), "404.html"];

  it("no two pages share a title", () => {
    expect(duplicates(all, title)).toEqual([]);
  });

  it("no two pages share a description", () => {
    expect(duplicates(all, description)).toEqual([]);
  });
});
