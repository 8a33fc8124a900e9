import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import type { Route } from "../../src/lib/routes";
import { rssFeed } from "../feed";
import { llmsTxt } from "../llmsTxt";
import { commitDates } from "../pageFacts";

const site = {
  brand: "Kitelight",
  siteUrl: "https://site.test",
  blurb: "An agency.",
  phone: { display: "020 7946 0532" },
  email: "a@b.c",
};
const route = (path: string, label: string, noindex = false): Route => ({
  path,
  label,
  noindex,
  aliases: [],
  template: "MarketingPageTemplate",
  contentId: path.slice(1),
});

describe("rssFeed", () => {
  it("escapes what XML would read as markup, and writes dates as RFC 822", () => {
    const feed = rssFeed(
      [{ slug: "a", title: "Ads & <Offers>", excerpt: `Say "yes"`, date: "2026-02-03", author: "A", category: "PPC" }],
      site,
      { description: "D", feedPath: "/rss.xml" },
    );
    expect(feed).toContain("<title>Ads &amp; &lt;Offers&gt;</title>");
    expect(feed).toContain("<description>Say &quot;yes&quot;</description>");
    expect(feed).toContain("<pubDate>Tue, 03 Feb 2026 00:00:00 GMT</pubDate>");
    expect(feed).toContain('<atom:link href="https://site.test/rss.xml" rel="self" type="application/rss+xml"/>');
  });

  it("carries the latest 20 articles, newest first, however many there are", () => {
    const articles = Array.from({ length: 25 }, (_, i) => ({
      slug: `article-${i + 1}`,
      title: `Article ${i + 1}`,
      excerpt: "E",
      date: `2026-01-${String(i + 1).padStart(2, "0")}`,
      author: "A",
      category: "PPC",
    }));
    const feed = rssFeed(articles, site, { description: "D", feedPath: "/rss.xml" });
    const titles = [...feed.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe("Article 25");
    expect(titles[19]).toBe("Article 6");
  });
});

describe("llmsTxt", () => {
  it("groups key pages, lists the rest under Optional, and leaves out noindex pages and home", () => {
    const text = llmsTxt(
      site,
      [
        route("/", "Home"),
        route("/services", "Services"),
        route("/new-page", "New Page"),
        route("/hidden", "Hidden", true),
      ],
      (r) => (r.path === "/services" ? "What we do." : undefined),
    );
    expect(text).toContain("## Services\n\n- [Services](https://site.test/services/): What we do.");
    expect(text).toContain("## Optional\n\n- [New Page](https://site.test/new-page/)");
    expect(text).not.toContain("Hidden");
    expect(text).not.toContain("[Home]");
  });
});

describe("commitDates", () => {
  it("gives each file its newest commit's date, and nothing outside a repository", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "commit-dates-"));
    const git = (args: string[], date = "2025-01-02T10:00:00Z") =>
      execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
        cwd: dir,
        stdio: "ignore",
        env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      });
    const commit = (files: Record<string, string>, date: string) => {
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
      git(["add", "."]);
      git(["commit", "-qm", "change"], date);
    };
    expect(commitDates(dir).size).toBe(0);
    git(["init", "-q"]);
    commit({ "a.json": "1", "b.json": "1" }, "2025-01-02T10:00:00Z");
    commit({ "a.json": "2", "c/d.json": "1" }, "2025-03-04T10:00:00Z");
    expect(Object.fromEntries(commitDates(dir))).toEqual({
      "a.json": "2025-03-04",
      "b.json": "2025-01-02",
      "c/d.json": "2025-03-04",
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
