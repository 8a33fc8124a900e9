import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatProblems, validateContentDir } from "../../gatsby/validateContent";
import { CONTENT_DIR } from "../helpers/paths";

const CONTENT = CONTENT_DIR;

describe("content/", () => {
  it("every file passes its schema", () => {
    const problems = validateContentDir(CONTENT);
    expect(formatProblems(problems)).toBe("");
  });
});

describe("a broken content file fails with the file and field named", () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(CONTENT, dir, { recursive: true });
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const edit = (file: string, change: (data: Record<string, unknown>) => void) => {
    const full = path.join(dir, file);
    const data = JSON.parse(fs.readFileSync(full, "utf8")) as Record<string, unknown>;
    change(data);
    fs.writeFileSync(full, JSON.stringify(data));
  };

  it("invalid JSON", () => {
    fs.writeFileSync(path.join(dir, "pages/home.json"), '{ "seo": { "title": "Broken", }');
    expect(formatProblems(validateContentDir(dir))).toMatch(
      /^content\/pages\/home\.json: field "\(file\)" is not valid JSON/m,
    );
  });

  it("a missing required field", () => {
    edit("pages/about.json", (data) => {
      delete (data.hero as Record<string, unknown>).title;
    });
    expect(formatProblems(validateContentDir(dir))).toContain(
      'content/pages/about.json: field "hero.title" is missing (it is required)',
    );
  });

  it("a field of the wrong type", () => {
    edit("site.json", (data) => {
      data.foundingYear = "twenty twenty";
    });
    expect(formatProblems(validateContentDir(dir))).toContain(
      'content/site.json: field "foundingYear" should be a number, but is text',
    );
  });

  it("a wrong value inside a list", () => {
    edit("pages/home.json", (data) => {
      const testimonials = data.testimonials as { items: Array<{ rating: number }> };
      testimonials.items[1]!.rating = 9;
    });
    expect(formatProblems(validateContentDir(dir))).toContain(
      'content/pages/home.json: field "testimonials.items[1].rating" should be a whole number from 1 to 5',
    );
  });

  it("a file that matches no content type", () => {
    fs.writeFileSync(path.join(dir, "stray.json"), "{}");
    expect(formatProblems(validateContentDir(dir))).toContain(
      'content/stray.json: field "(file)" is not a known kind of content file',
    );
  });
});

describe("one file broken in three ways: each failure names content/pages/about.json and the field", () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(CONTENT, dir, { recursive: true });
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = "pages/about.json";
  const rewrite = (change: (data: { hero: Record<string, unknown> }) => void) => {
    const full = path.join(dir, file);
    const data = JSON.parse(fs.readFileSync(full, "utf8")) as { hero: Record<string, unknown> };
    change(data);
    fs.writeFileSync(full, JSON.stringify(data));
  };

  it.each([
    [
      "invalid JSON",
      () => fs.writeFileSync(path.join(dir, file), '{ "hero": '),
      'content/pages/about.json: field "(file)" is not valid JSON',
    ],
    [
      "a missing required field",
      () => rewrite((data) => delete data.hero.title),
      'content/pages/about.json: field "hero.title" is missing (it is required)',
    ],
    [
      "a wrong type",
      () => rewrite((data) => (data.hero.title = 42)),
      'content/pages/about.json: field "hero.title" should be text, but is a number',
    ],
  ] as const)("%s", (_, breakIt, message) => {
    breakIt();
    expect(formatProblems(validateContentDir(dir))).toContain(message);
  });
});
