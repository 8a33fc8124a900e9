/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent } from "../../gatsby/content/check";
import { CONTENT_DIR } from "../../gatsby/content/readContent";
import { readFrontMatter } from "../../gatsby/content/frontMatter";
import { formatProblems } from "../../src/lib/content/problems";
import { scaleArticles, writeScaleArticles } from "../scaleArticles";

// The articles `npm run bench:scale` adds to a copy of the site: the build refuses content the content check
// refuses, so the bench's larger blog must pass it as the real one does.

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "scale-articles-"));
  fs.cpSync(CONTENT_DIR, path.join(root, "content"), { recursive: true });
  fs.symlinkSync(path.join(CONTENT_DIR, "..", "static"), path.join(root, "static"));
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the bench's generated articles", () => {
  it("pass the content check, 30 of them beside the real articles", () => {
    const files = writeScaleArticles(path.join(root, "content"), 30);
    expect(files).toHaveLength(30);
    expect(fs.readdirSync(path.join(root, "content", "blog")).filter((file) => file.endsWith(".md"))).toHaveLength(
      fs.readdirSync(path.join(CONTENT_DIR, "blog")).filter((file) => file.endsWith(".md")).length + 30,
    );
    expect(formatProblems(checkContent(path.join(root, "content")))).toBe("");
  });

  it("are the same for the same seed, a larger count starting with a smaller one's, and different for another seed", () => {
    const ten = scaleArticles(CONTENT_DIR, 10);
    expect(scaleArticles(CONTENT_DIR, 10)).toEqual(ten);
    expect(scaleArticles(CONTENT_DIR, 25).slice(0, 10)).toEqual(ten);
    expect(scaleArticles(CONTENT_DIR, 10, 2).map((article) => article.title)).not.toEqual(ten.map((a) => a.title));
  });

  it("read as articles: sections with headings, a reading time that matches, one existing cover, no figures or links", () => {
    const articles = scaleArticles(CONTENT_DIR, 200);
    const covers = new Set<string>();
    for (const { text } of articles) {
      const { data, body } = readFrontMatter(text);
      covers.add(String(data.image));
      expect(fs.existsSync(path.join(CONTENT_DIR, "blog", String(data.image)))).toBe(true);
      expect(body.match(/^## /gm)?.length).toBeGreaterThanOrEqual(4);
      const words = body.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
      expect(words).toBeGreaterThanOrEqual(600);
      expect(Number(/^(\d+) min read$/.exec(String(data.readTime))?.[1])).toBe(Math.ceil(words / 200));
      expect(text).not.toMatch(/\d[\d,.]*\s*%|£|\$|\]\(|href=/);
      expect(data.featured).toBe(false);
    }
    expect(covers.size).toBe(1);
    expect(new Set(articles.map((article) => article.title)).size).toBe(200);
    expect(new Set(articles.map((article) => article.excerpt)).size).toBe(200);
  });
});
