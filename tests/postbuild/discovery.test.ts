import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { JSDOM } from "jsdom";
import site from "../../content/site.json";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { FEED_SIZE } from "../../gatsby/feed";
import { fillAgeFacts } from "../../src/lib/siteAge";
import { canonicalUrl, withTrailingSlash } from "../../src/lib/urls";
import { newestFirst, topicFile } from "../helpers/blogFixtures";
import { builtOn, builtPages, documentFor, metaContent, PUBLIC_DIR } from "../helpers/builtSite";
import { CONTENT_DIR, ROOT_DIR } from "../helpers/paths";

// What the build gives crawlers and sharers beside the pages: the blog's feed, a sitemap that dates each URL by
// its content, a share image per page, /llms.txt, robots.txt and the web app manifest.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const routes = loadRouteTable();
const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
const xml = (file: string) => new JSDOM(read(file), { contentType: "text/xml" }).window.document;
const textOf = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? "";

/** The content file of a route, as it sits in content/. */
const contentFileOf = (contentId: string) =>
  [".json", ".md"].map((ext) => `${contentId}${ext}`).find((file) => fs.existsSync(path.join(CONTENT_DIR, file)))!;

const articles = fs
  .readdirSync(path.join(CONTENT_DIR, "blog"))
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ slug: file.replace(/\.md$/, ""), data: matter.read(path.join(CONTENT_DIR, "blog", file)).data }));

describe("the blog feed", () => {
  const feed = () => xml("rss.xml");

  it("parses as RSS 2.0 with the channel's required title, link and description", () => {
    expect(feed().getElementsByTagName("parsererror")).toHaveLength(0);
    expect(feed().documentElement.tagName).toBe("rss");
    expect(feed().documentElement.getAttribute("version")).toBe("2.0");
    const channel = feed().getElementsByTagName("channel")[0]!;
    expect(textOf(channel, "title")).toBe(`${site.brand} blog`);
    expect(textOf(channel, "link")).toBe(`${siteUrl}/blog/`);
    expect(textOf(channel, "description").length).toBeGreaterThan(0);
  });

  it("lists the latest articles, newest first, with their title, excerpt, date, author, category and absolute link", () => {
    const items = [...feed().getElementsByTagName("item")];
    const expected = newestFirst(articles).slice(0, FEED_SIZE);
    expect(items.map((item) => textOf(item, "link"))).toEqual(
      expected.map((article) => canonicalUrl(siteUrl, `/blog/${article.slug}`)),
    );
    for (const [index, item] of items.entries()) {
      const { slug, data } = expected[index]!;
      const author = JSON.parse(
        fs.readFileSync(path.join(CONTENT_DIR, "people", `${String(data.author)}.json`), "utf8"),
      );
      expect({
        title: textOf(item, "title"),
        description: textOf(item, "description"),
        date: new Date(textOf(item, "pubDate")).toISOString().slice(0, 10),
        author: textOf(item, "dc:creator"),
        category: textOf(item, "category"),
        guid: textOf(item, "guid"),
      }).toEqual({
        title: data.title,
        description: data.excerpt,
        date: data.date,
        author: (author as { name: string }).name,
        // The name of the topic the article is filed under, from its file in content/blog-topics/.
        category: topicFile(String(data.category)).name,
        guid: canonicalUrl(siteUrl, `/blog/${slug}`),
      });
      expect(fs.existsSync(path.join(PUBLIC_DIR, "blog", slug, "index.html"))).toBe(true);
    }
  });

  it("is advertised on every page", () => {
    for (const page of builtPages()) {
      const link = documentFor(page.urlPath).querySelector('link[rel="alternate"][type="application/rss+xml"]');
      expect(link?.getAttribute("href")).toBe("/rss.xml");
    }
  });
});

describe("the sitemap", () => {
  const urls = () =>
    [...xml("sitemap-index.xml").getElementsByTagName("loc")]
      .flatMap((loc) => [...xml(new URL(loc.textContent!).pathname).getElementsByTagName("url")])
      .map((url) => ({ loc: textOf(url, "loc"), lastmod: textOf(url, "lastmod"), url }));

  /** A page's date as its own source gives it: a date in the file, else the file's last commit, else today. */
  function sourceDate(contentId: string): string {
    const file = contentFileOf(contentId);
    const full = path.join(CONTENT_DIR, file);
    const data = (file.endsWith(".md") ? matter.read(full).data : JSON.parse(fs.readFileSync(full, "utf8"))) as Record<
      string,
      string | undefined
    >;
    const own = contentId.startsWith("blog/") ? (data.updated ?? data.date) : (data.lastUpdated ?? data.lastReviewed);
    if (own) return own;
    const committed = execFileSync("git", ["log", "-1", "--format=%cs", "--", path.relative(ROOT_DIR, full)], {
      cwd: ROOT_DIR,
      encoding: "utf8",
    }).trim();
    return committed || new Date().toISOString().slice(0, 10);
  }

  it("dates every URL by when its content last changed, and says nothing else about how often it changes", () => {
    const problems: string[] = [];
    for (const { loc, lastmod, url } of urls()) {
      const route = routes.find((candidate) => canonicalUrl(siteUrl, candidate.path) === loc);
      if (!route) problems.push(`${loc} is not a page of the route table`);
      else if (lastmod.slice(0, 10) !== sourceDate(route.contentId)) {
        problems.push(`${loc}: lastmod ${lastmod}, its content ${sourceDate(route.contentId)}`);
      }
      for (const tag of ["changefreq", "priority"]) if (textOf(url, tag)) problems.push(`${loc} has a ${tag}`);
    }
    expect(problems).toEqual([]);
  });

  it("lists each article's cover, the image its page shares", () => {
    const byLoc = new Map(urls().map((entry) => [entry.loc, entry]));
    for (const { slug } of articles) {
      const entry = byLoc.get(canonicalUrl(siteUrl, `/blog/${slug}`))!;
      const image = textOf(entry.url, "image:loc");
      expect(image).toBe(metaContent(documentFor(`/blog/${slug}/`), 'meta[property="og:image"]'));
      expect(fs.existsSync(path.join(PUBLIC_DIR, new URL(image).pathname))).toBe(true);
    }
  });
});

describe("share images", () => {
  const pngSize = (file: string) => {
    const header = fs.readFileSync(file).subarray(0, 24);
    return {
      png: header.toString("latin1", 1, 4) === "PNG",
      width: header.readUInt32BE(16),
      height: header.readUInt32BE(20),
    };
  };

  it("gives every page but the articles its own 1200x630 PNG, with its size and alt text, shared only by its aliases", () => {
    const owners = new Map<string, string>();
    const problems: string[] = [];
    for (const page of builtPages().filter(
      (candidate) => !candidate.urlPath.startsWith("/blog/") || candidate.urlPath === "/blog/",
    )) {
      const document = documentFor(page.urlPath);
      const image = metaContent(document, 'meta[property="og:image"]') ?? "";
      const file = path.join(PUBLIC_DIR, new URL(image).pathname);
      if (!fs.existsSync(file)) {
        problems.push(`${page.urlPath}: ${image} is not in public/`);
        continue;
      }
      const size = pngSize(file);
      if (!size.png || size.width !== 1200 || size.height !== 630)
        problems.push(`${page.urlPath}: ${image} is ${JSON.stringify(size)}`);
      const declared = ["og:image:width", "og:image:height"].map((name) =>
        metaContent(document, `meta[property="${name}"]`),
      );
      if (declared.join("x") !== "1200x630") problems.push(`${page.urlPath}: declares ${declared.join("x")}`);
      if (!metaContent(document, 'meta[property="og:image:alt"]')) problems.push(`${page.urlPath}: no og:image:alt`);
      if (metaContent(document, 'meta[name="twitter:image"]') !== image)
        problems.push(`${page.urlPath}: twitter:image differs`);
      const owner = owners.get(image);
      if (owner && owner !== page.primaryPath) problems.push(`${page.urlPath} shares ${image} with ${owner}`);
      owners.set(image, page.primaryPath);
    }
    expect(problems).toEqual([]);
  });
});

describe("/llms.txt", () => {
  const llms = () => read("llms.txt");

  it("opens with the agency's name and summary, as the llms.txt convention has it", () => {
    const blurb = fillAgeFacts(site.blurb, { foundingYear: site.foundingYear, today: builtOn() });
    expect(llms().split("\n").slice(0, 3)).toEqual([`# ${site.brand}`, "", `> ${blurb}`]);
  });

  it("links only to pages the build created, and lists the services, results, contact, guides, tools and glossary", () => {
    const links = [...llms().matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => match[1]!);
    for (const link of links) {
      expect(link.startsWith(siteUrl) ? link : `${link} is not on ${siteUrl}`).toBe(link);
      expect(
        fs.existsSync(path.join(PUBLIC_DIR, new URL(link).pathname, "index.html")) ? link : `${link} was not built`,
      ).toBe(link);
    }
    for (const pathname of [
      "/services",
      "/results",
      "/contact",
      "/resources",
      "/tools",
      "/glossary",
      "/landing/seo-audit",
    ]) {
      expect(links).toContain(canonicalUrl(siteUrl, withTrailingSlash(pathname)));
    }
  });
});

describe("robots.txt", () => {
  it("lets every crawler in, and names the common AI crawlers with the same policy", () => {
    const robots = read("robots.txt");
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const agent of ["GPTBot", "ClaudeBot", "PerplexityBot", "Google-Extended", "CCBot"]) {
      expect(robots).toMatch(new RegExp(`User-agent: ${agent}\\n(User-agent: .+\\n)*Allow: /\\n`));
    }
    expect(robots).not.toMatch(/Disallow: \/\s/);
  });
});

describe("the web app manifest", () => {
  it("parses, names the brand, tints in the page's theme colour and has icons that exist at their sizes", () => {
    const href = documentFor("/").querySelector('link[rel="manifest"]')?.getAttribute("href") ?? "";
    const manifest = JSON.parse(read(href)) as {
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string }>;
    };
    expect(manifest.short_name).toBe(site.brand);
    expect(manifest.start_url).toBe("/");
    expect(manifest.theme_color).toBe(metaContent(documentFor("/"), 'meta[name="theme-color"]'));
    const png = manifest.icons.filter((icon) => icon.type === "image/png");
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of png) {
      const header = fs.readFileSync(path.join(PUBLIC_DIR, icon.src)).subarray(16, 24);
      expect(`${header.readUInt32BE(0)}x${header.readUInt32BE(4)}`).toBe(icon.sizes);
    }
  });
});
