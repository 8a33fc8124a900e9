import fs from "node:fs";
import path from "node:path";
import ExcelJS from "exceljs";
import { readFrontMatter } from "../../gatsby/content/frontMatter";
import playbooksFile from "../../content/pages/playbooks.json";
import resourcesFile from "../../content/pages/resources.json";
import siteFile from "../../content/site.json";
import { readOutline } from "../../src/lib/documents/outline";
import { fileFacts } from "../../src/lib/downloads";
import type { DocumentList } from "../../src/lib/siteWorker";
import { builtHtmlFiles, readBuilt } from "../helpers/builtFiles";
import { documentFor, PUBLIC_DIR } from "../helpers/builtSite";
import { pdfHeadings, pdfTables, readPdf, readPdfs } from "../helpers/pdf";
import { CONTENT_DIR } from "../helpers/paths";

// The documents and templates the site hands over, as the build wrote them to public/downloads/: each opens as the
// format it claims, says what its content says, and is as long as the pages that offer it say it is. PDF.js reads
// the PDFs as a viewer would (tests/helpers/pdf.ts); exceljs reads the workbooks.

const documents = fs.readdirSync(path.join(CONTENT_DIR, "documents")).map((file) => file.replace(/\.md$/, ""));
const templates = fs.readdirSync(path.join(CONTENT_DIR, "templates")).map((file) => file.replace(/\.json$/, ""));
const built = (relative: string) => path.join(PUBLIC_DIR, relative);

const pdfPages = (file: string) => readPdf(file).pages;
const pdfText = (file: string) => readPdf(file).text;
// Every document in one run of PDF.js, before the first test reads one.
beforeAll(() => readPdfs(documents.map((slug) => built(`downloads/${slug}.pdf`))));

describe.each(documents)("documents/%s.md", (slug) => {
  const file = built(`downloads/${slug}.pdf`);
  const { body: content, data } = readFrontMatter(
    fs.readFileSync(path.join(CONTENT_DIR, "documents", `${slug}.md`), "utf8"),
  );
  const { outline } = readOutline(content);
  const chapters = outline.chapters.map((chapter) => chapter.title);

  it("is a PDF in public/downloads/", () => {
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("holds the text of every chapter the landing page lists, selectable and searchable", () => {
    const text = pdfText(file);
    const listed = [...documentFor(`/landing/${slug}/`).querySelectorAll("#whats-inside li")].map((item) =>
      item.textContent?.trim(),
    );
    expect(listed).toEqual(chapters);
    for (const chapter of chapters) expect(text).toContain(chapter);
  });

  it("is as long as its landing page says, counted from the file", () => {
    const pages = pdfPages(file);
    expect(documentFor(`/landing/${slug}/`).querySelector("main")?.textContent).toContain(`${pages} pages`);
  });

  describe("read with a screen reader", () => {
    const headings = () => pdfHeadings(readPdf(file));

    it("is tagged PDF/UA, in British English, with its title in the viewer's title bar", () => {
      const { tagged, pdfua, lang, title, displayTitle } = readPdf(file);
      expect({ tagged, pdfua, lang, title, displayTitle }).toEqual({
        tagged: true,
        pdfua: true,
        lang: "en-GB",
        title: data.title,
        displayTitle: true,
      });
    });

    it("opens on its title, its one H1, and never skips a heading level", () => {
      const found = headings();
      expect(found.filter(({ role }) => role === "H1")).toEqual([expect.objectContaining({ page: 1 })]);
      expect(found[0]?.text.replace(/\s+/g, "")).toContain(String(data.title).replace(/\s+/g, ""));
      found.slice(1).forEach((heading, index) => {
        expect(Number(heading.role[1])).toBeLessThanOrEqual(Number(found[index]!.role[1]) + 1);
      });
    });

    it("has each chapter as an H2 and a bookmark, with its sections as H3s and bookmarks under it", () => {
      const h2 = headings().filter(({ role }) => role === "H2");
      const { bookmarks } = readPdf(file);
      outline.chapters.forEach((chapter, index) => {
        expect(h2.some(({ text }) => text.endsWith(chapter.title))).toBe(true);
        const bookmark = bookmarks.find(({ title }) => title === `${index + 1}. ${chapter.title}`);
        expect(bookmark?.items.map(({ title }) => title)).toEqual(expect.arrayContaining(chapter.sections));
      });
      const h3 = headings()
        .filter(({ role }) => role === "H3")
        .map(({ text }) => text);
      expect(h3).toEqual(expect.arrayContaining(outline.chapters.flatMap((chapter) => chapter.sections)));
    });

    it("gives every table and worksheet its column headings as TH cells, over the rows they head", () => {
      const tables = pdfTables(readPdf(file));
      const written = outline.chapters.flatMap((chapter) => [
        ...chapter.blocks.flatMap((block) => (block.kind === "table" ? [block.header] : [])),
        ...(chapter.worksheet ? [chapter.worksheet.header] : []),
      ]);
      expect(tables.filter(({ headers }) => headers.length > 0).map(({ headers }) => headers)).toEqual(written);
      for (const table of tables) expect(table.rows).toBeGreaterThan(0);
    });

    it("leaves no text untagged, and every link in a Link element", () => {
      const { untagged, untaggedLinks, structure } = readPdf(file);
      expect(untagged).toEqual([]);
      expect(untaggedLinks).toBe(0);
      // The cover's link to the site and the last page's ways to reach us, at least.
      expect(structure.filter(({ role }) => role === "Link").length).toBeGreaterThanOrEqual(4);
    });
  });
});

it("lists every guide and playbook, by its title, at the site's address, for the lead receiver's emails", () => {
  const list = JSON.parse(fs.readFileSync(built("downloads/documents.json"), "utf8")) as DocumentList;
  const site = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as { siteUrl: string };
  expect(list.site).toBe(process.env.SITE_URL ?? site.siteUrl);
  expect(list.documents).toEqual(
    Object.fromEntries(
      documents.map((slug) => {
        const { data } = readFrontMatter(fs.readFileSync(path.join(CONTENT_DIR, "documents", `${slug}.md`), "utf8"));
        return [`/downloads/${slug}.pdf`, { title: data.title as string }];
      }),
    ),
  );
});

it("the PPC guide is SPEC's 67 pages long", () => {
  expect(pdfPages(built("downloads/ppc-strategy.pdf"))).toBe(67);
});

describe("/resources/ and /playbooks/", () => {
  it("give each guide's length as its PDF has it", () => {
    const cards = [...documentFor("/resources/").querySelectorAll("#guides li h3")].map((h3) => h3.closest("li"));
    expect(cards.map((card) => card?.textContent)).toEqual(
      resourcesFile.guides.items.map((slug) =>
        expect.stringContaining(`${pdfPages(built(`downloads/${slug}.pdf`))} pages`),
      ),
    );
  });

  it("give each playbook's chapters as its document has them", () => {
    const cards = [...documentFor("/playbooks/").querySelectorAll("#playbooks li h3")].map((h3) => h3.closest("li"));
    playbooksFile.playbooks.items.forEach((slug, index) => {
      const { body: content } = readFrontMatter(
        fs.readFileSync(path.join(CONTENT_DIR, "documents", `${slug}.md`), "utf8"),
      );
      const count = readOutline(content).outline.chapters.length;
      expect(cards[index]?.textContent).toContain(`${count} chapters`);
    });
  });
});

describe.each(templates)("templates/%s.json", (slug) => {
  const relative = `downloads/${slug}.xlsx`;
  const template = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "templates", `${slug}.json`), "utf8")) as {
    title: string;
    description: string;
    instructions: string[];
    columns: Array<{ name: string; formula?: string; options?: string[] }>;
    rows: string[][];
  };
  const workbook = async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(built(relative));
    return book;
  };

  it("opens on its instructions, then the template's sheet with its columns, example rows and formulas", async () => {
    const book = await workbook();
    const [help, sheet] = book.worksheets;
    expect(help?.name).toBe("How to use");
    expect(help?.getRow(1).getCell(1).value).toBe(template.title);
    const helpText = help!.getSheetValues().flat().map(String).join("\n");
    template.instructions.forEach((step, index) => expect(helpText).toContain(`${index + 1}. ${step}`));
    expect((sheet!.getRow(1).values as unknown[]).slice(1)).toEqual(template.columns.map((column) => column.name));
    expect(sheet!.rowCount).toBe(template.rows.length + 1);
    template.columns.forEach((column, index) => {
      if (column.formula) expect(sheet!.getRow(2).getCell(index + 1).formula).toBe(column.formula.slice(1));
    });
  });

  it("freezes its heading row, names its table, and offers a list where a column takes fixed values", async () => {
    const book = await workbook();
    const sheet = book.worksheets[1]!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const table = (
      sheet as unknown as { tables: Record<string, { table: { ref: string; columns: Array<{ name: string }> } }> }
    ).tables;
    const [name] = Object.keys(table);
    expect(name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    expect(table[name!]!.table.columns.map((column) => column.name)).toEqual(template.columns.map((c) => c.name));
    template.columns.forEach((column, index) => {
      const below = sheet.getRow(template.rows.length + 50).getCell(index + 1);
      if (column.options) {
        expect(below.dataValidation).toMatchObject({ type: "list", formulae: [`"${column.options.join(",")}"`] });
      } else expect(below.dataValidation).toBeUndefined();
    });
  });

  it("carries its title, subject and the agency as author in its properties", async () => {
    const book = await workbook();
    expect({ title: book.title, subject: book.subject, creator: book.creator }).toEqual({
      title: template.title,
      subject: template.description,
      creator: siteFile.brand,
    });
  });

  it("downloads from /resources/, which says its format and size", () => {
    const link = documentFor("/resources/").querySelector(`a[href="/${relative}"]`);
    expect(link?.textContent).toContain("Download Template");
    const bytes = fs.statSync(built(relative)).size;
    expect(link?.closest("li")?.textContent).toContain(fileFacts({ format: "XLSX", bytes }));
  });
});

it("no page links to a file in /downloads/ that the build did not write", () => {
  const linked = new Set(
    builtHtmlFiles().flatMap((file) =>
      [...readBuilt(file).matchAll(/href="(\/downloads\/[^"#?]+)"/g)].map((match) => match[1]!),
    ),
  );
  expect(linked.size).toBeGreaterThanOrEqual(templates.length);
  for (const href of linked) expect(fs.existsSync(built(href))).toBe(true);
});
