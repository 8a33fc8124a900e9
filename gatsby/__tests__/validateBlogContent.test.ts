import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validateContentDir, validateFile } from "../validateContent";

const frontMatter = (fields: Record<string, string | boolean>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? JSON.stringify(value) : String(value)}`)
    .join("\n")}\n---\n\nBody text.\n`;

const valid = {
  title: "A useful article",
  excerpt: "An excerpt long enough to serve as the page description in search results, as the schema asks.",
  author: "Ravi Desai",
  authorRole: "Head of SEO & Content",
  date: "2026-06-10",
  readTime: "4 min read",
  category: "SEO",
  image: "./images/a-useful-article.jpg",
  imageAlt: "Cover",
  featured: false,
};

describe("validating blog markdown", () => {
  it("accepts a complete article", () => {
    expect(validateFile("blog/a-useful-article.md", frontMatter(valid))).toEqual([]);
  });

  it("accepts an unquoted YAML date, which the node holds as midnight UTC", () => {
    const raw = frontMatter(valid).replace('date: "2026-06-10"', "date: 2026-06-10");
    expect(validateFile("blog/a-useful-article.md", raw)).toEqual([]);
  });

  it("names the field and explains each mistake", () => {
    const problems = validateFile(
      "blog/a-useful-article.md",
      frontMatter({ ...valid, category: "Social", date: "2026-02-30", readTime: "four minutes", image: "./cover.gif" }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: "category",
          message: expect.stringContaining("PPC, SEO, CRO, Email Marketing, Strategy"),
        }),
        expect.objectContaining({ field: "date", message: "should be a real calendar date" }),
        expect.objectContaining({ field: "readTime", message: 'should read like "7 min read"' }),
        expect.objectContaining({ field: "image", message: expect.stringContaining(".png, .jpg") }),
      ]),
    );
  });

  it("keeps titles short enough for search results with the site name added", () => {
    const problems = validateFile("blog/a.md", frontMatter({ ...valid, title: "x".repeat(54) }));
    expect(problems).toEqual([expect.objectContaining({ field: "title", message: expect.stringContaining("53") })]);
  });

  it("reports a missing required field", () => {
    const { author: _omitted, ...rest } = valid;
    expect(validateFile("blog/a.md", frontMatter(rest))).toEqual([
      { file: "blog/a.md", field: "author", message: "is missing (it is required)" },
    ]);
  });

  it("rejects markdown in a folder no content type owns", () => {
    expect(validateFile("notes/idea.md", frontMatter(valid))[0]?.message).toContain("not a known kind of content file");
  });

  describe("across the collection", () => {
    let dir: string;
    const write = (file: string, fields: Record<string, string | boolean>) => {
      fs.mkdirSync(path.join(dir, "blog"), { recursive: true });
      fs.writeFileSync(path.join(dir, "blog", file), frontMatter(fields));
    };
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("requires exactly one featured article", () => {
      write("a.md", valid);
      write("b.md", valid);
      expect(validateContentDir(dir).map((p) => `${p.file} ${p.field}`)).toEqual([
        "blog/a.md featured",
        "blog/b.md featured",
      ]);
      write("a.md", { ...valid, featured: true });
      expect(validateContentDir(dir)).toEqual([]);
      write("b.md", { ...valid, featured: true });
      expect(validateContentDir(dir)[0]?.message).toContain("only one article");
    });
  });
});
