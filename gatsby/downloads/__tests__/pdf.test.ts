/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readOutline } from "../../../src/lib/documents/outline";
import { pdfHeadings, pdfTables, readPdf } from "../../../tests/helpers/pdf";
import { renderPdf } from "../pdf";

// A document laid out as the build lays out the guides, read back by PDF.js as a screen reader's view of it: a
// table longer than a page, and a chapter with a link, a list, a checklist and a worksheet. The built guides are
// read the same way in tests/postbuild/downloads.test.ts.

const site = {
  brand: "Kitelight",
  siteUrl: "https://kitelight.co.uk",
  phone: { display: "020 7946 0532" },
  email: "hello@kitelight.co.uk",
  contactPath: "/contact",
};

const rows = Array.from({ length: 40 }, (_, index) => `| Campaign ${index + 1} | £${(index + 1) * 100} | Weekly |`);
const body = [
  "Read this first.",
  "",
  "## Budgets that hold",
  "",
  "Set each budget from its target, as [our calculator](/tools/roi-calculator) does.",
  "",
  "### Where the money goes",
  "",
  "- Brand first",
  "- Then the rest",
  "",
  "| Campaign | Budget | Review |",
  "| --- | --- | --- |",
  ...rows,
  "",
  "### Checklist: budget health",
  "",
  "- [ ] Every campaign has a target",
  "- [ ] Nothing is capped by budget",
  "",
  "### Worksheet: your budgets",
  "",
  "Fill in one row a campaign.",
  "",
  "| Campaign | Monthly budget |",
  "| --- | --- |",
  "| Brand | £500 |",
].join("\n");

let reading: ReturnType<typeof readPdf>;

beforeAll(async () => {
  const { outline } = readOutline(body);
  const document = {
    title: "Budgets That Hold",
    kindLabel: "Guide",
    summary: "How to set budgets.",
    topics: ["Budgets"],
    outline,
  };
  const { pdf } = await renderPdf(document, site);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pdf-")), "budgets.pdf");
  fs.writeFileSync(file, pdf);
  reading = readPdf(file);
}, 60_000);

const tables = () => pdfTables(reading);

it("repeats a long table's header row at the top of each next page, drawn but read once", () => {
  // The long table, then the worksheet's.
  const [first, ...continued] = tables().slice(0, -1);
  expect(first).toMatchObject({ headers: ["Campaign", "Budget", "Review"] });
  expect(continued.length).toBeGreaterThan(0);
  // The rest of the table, page after page: its rows, under the header drawn again as page furniture.
  continued.forEach((part, index) => {
    expect(part).toMatchObject({ page: first!.page + index + 1, headers: [] });
    expect(reading.pageTexts[part.page - 1]).toMatch(/^Campaign\s*Budget\s*Review/);
  });
  expect([first!, ...continued].reduce((sum, part) => sum + part.rows, 0)).toBe(40);
  expect(reading.untagged).toEqual([]);
});

it("tags the worksheet's columns, the headings in order, the link and the bookmarks", () => {
  expect(tables().at(-1)).toMatchObject({ headers: ["Campaign", "Monthly budget"] });
  const headings = pdfHeadings(reading).map((item) => [item.role, item.text]);
  expect(headings.map(([role]) => role)).toEqual(["H1", "H2", "H2", "H2", "H3", "H3", "H3", "H2"]);
  expect(headings[3]![1]).toMatch(/Budgets that hold$/);
  expect(reading.structure).toContainEqual(expect.objectContaining({ role: "Link", text: "our calculator" }));
  expect(reading.untaggedLinks).toBe(0);
  expect(reading.bookmarks).toEqual([
    { title: "Introduction", items: [] },
    {
      title: "1. Budgets that hold",
      items: [
        { title: "Where the money goes", items: [] },
        { title: "Checklist: Budget health", items: [] },
        { title: "Worksheet: Your budgets", items: [] },
      ],
    },
  ]);
});
