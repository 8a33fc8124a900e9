import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import site from "../../content/site.json";
import { startServer } from "../../scripts/staticServer";
import { crawl, type CrawlProblem } from "../helpers/crawl";
import { builtPages, PUBLIC_DIR } from "../helpers/builtSite";

// Gate 2: a crawl of the served site (as a static host serves it) from / and every sitemap URL,
// following internal links: no broken link or resource, no redirect (a missing trailing slash
// costs one), no missing #fragment.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({ root: PUBLIC_DIR });
});

afterAll(() => server.close());

function sitemapPaths(): string[] {
  const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, ""));
  return locs(read("sitemap-index.xml")).flatMap((file) => locs(read(file)));
}

const show = (list: readonly CrawlProblem[]) => list.map((p) => `${p.from} → ${p.href}: ${p.problem}`);

describe("crawl of the served site", () => {
  let result: Awaited<ReturnType<typeof crawl>>;

  beforeAll(async () => {
    // Every page is reached once; twice as many means links that make up pages (a runaway crawl).
    const maxPages = 2 * builtPages().length;
    result = await crawl({ base: server.url, siteUrl, seeds: ["/", ...sitemapPaths()], maxPages });
    // About 10 s on a quiet two-core machine; several times that while a build shares it.
  }, 300_000);

  it("finds no broken link, no redirect and no missing #fragment", () => {
    expect(show(result.problems)).toEqual([]);
  });

  it("reaches every page of the route table that is not an alias", () => {
    const reached = new Set(result.pages);
    const missed = builtPages()
      .filter((page) => !page.isAlias)
      .map((page) => page.urlPath)
      .filter((urlPath) => !reached.has(urlPath));
    expect(missed).toEqual([]);
  });
});

describe("the crawler", () => {
  it("reports a broken link, a redirect and a missing fragment (on a planted page)", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crawl-"));
    const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;
    fs.writeFileSync(
      path.join(dir, "index.html"),
      page(
        '<a href="/a/">a</a><a href="/a">no slash</a><a href="/gone/">gone</a><a href="/a/#nope">frag</a><a href="/a/#here">ok</a>',
      ),
    );
    fs.mkdirSync(path.join(dir, "a"));
    fs.writeFileSync(path.join(dir, "a", "index.html"), page('<h2 id="here">here</h2>'));
    const planted = await startServer({ root: dir });
    try {
      const { problems } = await crawl({
        base: planted.url,
        siteUrl: "https://example.test",
        seeds: ["/"],
        maxPages: 10,
      });
      expect(show(problems).sort()).toEqual(
        ['/ → /a/#nope: no element with id "nope"', "/ → /a: redirects (307)", "/ → /gone/: status 404"].sort(),
      );
    } finally {
      await planted.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
