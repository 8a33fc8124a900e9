import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type PDFDocumentClass from "pdfkit";
import { brandColours as colour } from "../../src/lib/brand";
import { BRAND_MARK_BOX, BRAND_MARK_GRADIENT, brandMarkPath } from "../../src/lib/brandMark";
import {
  CHECKLIST_PREFIX,
  WORKSHEET_PREFIX,
  type Block,
  type Chapter,
  type Checklist,
  type Outline,
  type Span,
  type Worksheet,
} from "../../src/lib/documents/outline";
import { woffToSfnt } from "./woff";
import { whenUsed } from "../lazyModule";

const pdfkit = whenUsed<typeof PDFDocumentClass>("pdfkit");

// Lays out a guide or playbook (its outline: src/lib/documents/outline.ts) as an A5 PDF with pdfkit, in Inter
// (self-hosted from @fontsource/inter, as the share cards are) and the brand's colours: a cover, the contents
// (each entry a link to its page), an opening page for each chapter, its text, then its checklist and worksheet
// on pages of their own, and a last page that says how to reach us. Every page after the cover is numbered, and
// every link in the text leads to the site. The text stays text, so readers can select and search it.

/** Raise when the layout changes, so cached files are drawn again (gatsby/downloads/index.ts). */
export const PDF_DESIGN = 6;

const FONT_DIR = path.join(path.dirname(createRequire(__filename).resolve("@fontsource/inter/package.json")), "files");
const FONTS = {
  regular: "inter-latin-400-normal.woff",
  italic: "inter-latin-400-italic.woff",
  bold: "inter-latin-700-normal.woff",
  boldItalic: "inter-latin-700-italic.woff",
  heavy: "inter-latin-800-normal.woff",
} as const;

let unpacked: Record<keyof typeof FONTS, Buffer> | undefined;
/** The fonts as plain OpenType files, unpacked from their WOFF once a build (woff.ts). */
const fonts = () =>
  (unpacked ??= Object.fromEntries(
    Object.entries(FONTS).map(([name, file]) => [name, woffToSfnt(fs.readFileSync(path.join(FONT_DIR, file)))]),
  ) as Record<keyof typeof FONTS, Buffer>);

const PAGE = { width: 419.53, height: 595.28 }; // A5, in points
const MARGIN = { top: 44, bottom: 54, side: 40 };
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side;
const BODY = { size: 9.8, lineGap: 3.4, paragraphGap: 6 };
// The site's own colours (src/styles/_tokens.scss, through src/lib/brand.ts).
const INK = colour.text;
const MUTED = colour.textMuted;
const RULE = colour.rule;
const TINT = colour.tint;

export interface PdfSite {
  brand: string;
  siteUrl: string;
  phone: { display: string };
  email: string;
  /** Where a reader asks for help, and books a call. */
  contactPath: string;
}

export interface PdfDocument {
  title: string;
  /** "Guide" or "Playbook": the cover's label. */
  kindLabel: string;
  summary: string;
  topics: readonly string[];
  outline: Outline;
}

type Doc = PDFKit.PDFDocument;

/** A checklist's or worksheet's title as its page's heading: "Checklist: technical health" is "Technical health". */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const absolute = (href: string, siteUrl: string) => (href.startsWith("/") ? new URL(href, siteUrl).href : href);

function fontOf(span: Span): keyof typeof FONTS {
  if (span.bold) return span.italic ? "boldItalic" : "bold";
  return span.italic ? "italic" : "regular";
}

/** Text in runs of style; a link is underlined in the brand colour and leads to the site. */
function spans(doc: Doc, runs: readonly Span[], siteUrl: string, options: PDFKit.Mixins.TextOptions = {}, x?: number) {
  const parts = runs.filter((run) => run.text.length > 0);
  parts.forEach((run, index) => {
    const last = index === parts.length - 1;
    doc.font(fontOf(run)).fillColor(run.href ? colour.primary : INK);
    const runOptions = {
      ...options,
      continued: !last,
      link: run.href ? absolute(run.href, siteUrl) : null,
      underline: Boolean(run.href),
    };
    if (index === 0 && x !== undefined) doc.text(run.text, x, doc.y, runOptions);
    else doc.text(run.text, runOptions);
  });
  doc.fillColor(INK);
}

/** Starts a new page when less than `height` is left on this one. */
function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - MARGIN.bottom) doc.addPage();
}

function heading(doc: Doc, text: string) {
  doc.font("bold").fontSize(12.5);
  keepSpace(doc, doc.heightOfString(text, { width: TEXT_WIDTH }) + 44);
  doc.moveDown(0.6).fillColor(colour.ink).text(text, MARGIN.side, doc.y, { width: TEXT_WIDTH, lineGap: 2 });
  doc.moveDown(0.35).fontSize(BODY.size).fillColor(INK);
}

const CELL_PAD = 5;
const BLANK_ROW = 26;

/** The height of a table's row, in the table's type. */
function rowHeight(doc: Doc, cells: readonly string[], cellWidth: number, bold: boolean, minHeight = 0) {
  doc.font(bold ? "bold" : "regular").fontSize(8.5);
  return Math.max(
    minHeight,
    ...cells.map((cell) => doc.heightOfString(cell || " ", { width: cellWidth - 2 * CELL_PAD }) + 2 * CELL_PAD),
  );
}

function table(doc: Doc, header: readonly string[], rows: readonly string[][], blankRows = 0) {
  const width = TEXT_WIDTH / header.length;
  const row = (cells: readonly string[], bold: boolean, minHeight = 0) => {
    const height = rowHeight(doc, cells, width, bold, minHeight);
    keepSpace(doc, height);
    const top = doc.y;
    if (bold) doc.rect(MARGIN.side, top, TEXT_WIDTH, height).fill(TINT);
    cells.forEach((cell, index) => {
      doc.fillColor(bold ? colour.ink : INK).text(cell, MARGIN.side + index * width + CELL_PAD, top + CELL_PAD, {
        width: width - 2 * CELL_PAD,
      });
    });
    doc.lineWidth(0.6).strokeColor(RULE);
    doc.rect(MARGIN.side, top, TEXT_WIDTH, height).stroke();
    for (let index = 1; index < cells.length; index += 1) {
      doc
        .moveTo(MARGIN.side + index * width, top)
        .lineTo(MARGIN.side + index * width, top + height)
        .stroke();
    }
    doc.x = MARGIN.side;
    doc.y = top + height;
  };
  row(header, true);
  rows.forEach((cells) => row(cells, false));
  for (let index = 0; index < blankRows; index += 1)
    row(
      header.map(() => ""),
      false,
      BLANK_ROW,
    );
  doc.fontSize(BODY.size).fillColor(INK);
  doc.moveDown(0.6);
}

function block(doc: Doc, item: Block, siteUrl: string) {
  const paragraph = { width: TEXT_WIDTH, lineGap: BODY.lineGap, paragraphGap: BODY.paragraphGap };
  doc.fontSize(BODY.size);
  switch (item.kind) {
    case "heading":
      heading(doc, item.text);
      return;
    case "paragraph":
      keepSpace(doc, 30);
      spans(doc, item.spans, siteUrl, paragraph, MARGIN.side);
      return;
    case "list":
      item.items.forEach((runs, index) => {
        keepSpace(doc, 16);
        const marker = item.ordered ? `${index + 1}.` : "•";
        const top = doc.y;
        doc
          .font("bold")
          .fillColor(colour.primary)
          .text(marker, MARGIN.side + 4, top, { width: 14, lineGap: BODY.lineGap });
        doc.y = top;
        spans(doc, runs, siteUrl, { width: TEXT_WIDTH - 20, lineGap: BODY.lineGap, paragraphGap: 3 }, MARGIN.side + 20);
      });
      doc.x = MARGIN.side;
      doc.moveDown(0.4);
      return;
    case "tip": {
      doc.font("regular").fontSize(9.5);
      const height = doc.heightOfString(item.spans.map((run) => run.text).join(""), {
        width: TEXT_WIDTH - 28,
        lineGap: 3,
      });
      keepSpace(doc, height + 22);
      const top = doc.y + 4;
      doc.rect(MARGIN.side, top, TEXT_WIDTH, height + 16).fill(TINT);
      doc.rect(MARGIN.side, top, 3, height + 16).fill(colour.accent);
      doc.y = top + 8;
      spans(doc, item.spans, siteUrl, { width: TEXT_WIDTH - 28, lineGap: 3 }, MARGIN.side + 16);
      doc.x = MARGIN.side;
      doc.y = top + height + 16 + BODY.paragraphGap + 4;
      doc.fontSize(BODY.size);
      return;
    }
    case "table":
      doc.moveDown(0.2);
      table(doc, item.header, item.rows);
  }
}

/** The small label above a page's title: "Chapter 3", "Checklist". */
function eyebrow(doc: Doc, text: string, y = MARGIN.top) {
  doc
    .font("bold")
    .fontSize(8.5)
    .fillColor(colour.accent)
    .text(text.toUpperCase(), MARGIN.side, y, { characterSpacing: 1.2 });
  doc.moveDown(0.5).fillColor(INK);
}

function pageTitle(doc: Doc, text: string, size = 17) {
  doc
    .font("heavy")
    .fontSize(size)
    .fillColor(colour.ink)
    .text(text, MARGIN.side, doc.y, { width: TEXT_WIDTH, lineGap: 1 });
  doc.moveDown(0.6).font("regular").fontSize(BODY.size).fillColor(INK);
}

/** The brand's mark (src/lib/brandMark.ts), `size` points wide, centred on x and y. */
function mark(doc: Doc, x: number, y: number, size: number) {
  const [from, to] = BRAND_MARK_GRADIENT;
  doc
    .save()
    .translate(x - size / 2, y - size / 2)
    .scale(size / BRAND_MARK_BOX);
  const gradient = doc.linearGradient(0, 0, BRAND_MARK_BOX, BRAND_MARK_BOX).stop(0, from).stop(1, to);
  doc.path(brandMarkPath()).fill(gradient).restore();
}

/** A page in the brand's dark colour, as the cover and the last page are: the mark, the brand, a label and a title. */
function darkPage(doc: Doc, site: PdfSite, label: string, title: string, titleSize: number) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(colour.ink);
  mark(doc, MARGIN.side + 10, MARGIN.top + 12, 20);
  doc
    .font("heavy")
    .fontSize(15)
    .fillColor("#ffffff")
    .text(site.brand, MARGIN.side + 30, MARGIN.top + 3);
  doc
    .font("bold")
    .fontSize(10)
    .fillColor(colour.accentOnDark)
    .text(label.toUpperCase(), MARGIN.side, 205, { characterSpacing: 1.5 });
  doc
    .moveDown(0.6)
    .font("heavy")
    .fontSize(titleSize)
    .fillColor("#ffffff")
    .text(title, { width: TEXT_WIDTH, lineGap: 2 });
}

function cover(doc: Doc, document: PdfDocument, site: PdfSite) {
  darkPage(doc, site, `Free ${document.kindLabel}`, document.title, 27);
  doc
    .moveDown(0.8)
    .font("regular")
    .fontSize(11)
    .fillColor(colour.onDarkMuted)
    .text(document.summary, { width: TEXT_WIDTH, lineGap: 4 });
  doc
    .moveDown(1)
    .font("bold")
    .fontSize(9)
    .fillColor("#ffffff")
    .text(document.topics.join("  ·  "), { width: TEXT_WIDTH });
  const host = new URL(site.siteUrl).host;
  doc.font("regular").fontSize(9).fillColor(colour.onDarkMuted);
  doc.text(host, MARGIN.side, PAGE.height - MARGIN.bottom, { link: site.siteUrl, lineBreak: false });
}

function contents(
  doc: Doc,
  entries: ReadonlyArray<{ label: string; title: string; page: number; destination: string }>,
) {
  eyebrow(doc, "Contents");
  pageTitle(doc, "What's inside");
  for (const entry of entries) {
    const top = doc.y + 4;
    doc.font("bold").fontSize(8.5).fillColor(colour.accent).text(entry.label, MARGIN.side, top, { width: 64 });
    doc.font("regular").fontSize(10.5).fillColor(colour.ink);
    const height = doc.heightOfString(entry.title, { width: TEXT_WIDTH - 104 });
    doc.text(entry.title, MARGIN.side + 64, top - 1, { width: TEXT_WIDTH - 104, lineGap: 1.5 });
    doc.font("bold").text(String(entry.page), PAGE.width - MARGIN.side - 36, top - 1, { width: 36, align: "right" });
    doc.goTo(MARGIN.side, top - 2, TEXT_WIDTH, height + 4, entry.destination);
    doc.y = top + height + 8;
    doc
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(MARGIN.side, doc.y - 4)
      .lineTo(PAGE.width - MARGIN.side, doc.y - 4)
      .stroke();
  }
}

function chapterOpener(doc: Doc, chapter: Chapter, number: number, siteUrl: string) {
  const titleHeight = doc.font("heavy").fontSize(21).heightOfString(chapter.title, { width: TEXT_WIDTH, lineGap: 1 });
  const band = MARGIN.top + 24 + titleHeight + 26;
  doc.rect(0, 0, PAGE.width, band).fill(TINT);
  eyebrow(doc, `Chapter ${number}`);
  pageTitle(doc, chapter.title, 21);
  doc.y = band + 20;
  spans(doc, chapter.lead, siteUrl, { width: TEXT_WIDTH, lineGap: 5 }, MARGIN.side);
  if (chapter.sections.length > 0) {
    doc
      .moveDown(0.8)
      .font("bold")
      .fontSize(8.5)
      .fillColor(colour.accent)
      .text("IN THIS CHAPTER", MARGIN.side, doc.y, { characterSpacing: 1.2 });
    doc.moveDown(0.4);
    block(doc, { kind: "list", ordered: false, items: chapter.sections.map((text) => [{ text }]) }, siteUrl);
  }
  doc
    .lineWidth(0.8)
    .strokeColor(RULE)
    .moveTo(MARGIN.side, doc.y)
    .lineTo(PAGE.width - MARGIN.side, doc.y)
    .stroke();
  doc.moveDown(0.6);
}

/** The start of a checklist's or worksheet's own page: its label, its title without the prefix, its instructions. */
function ownPage(doc: Doc, label: string, prefix: string, part: Checklist | Worksheet, siteUrl: string) {
  doc.addPage();
  eyebrow(doc, label);
  pageTitle(doc, sentenceCase(part.title.slice(prefix.length)));
  for (const runs of part.intro)
    spans(doc, runs, siteUrl, { width: TEXT_WIDTH, lineGap: 3, paragraphGap: 8 }, MARGIN.side);
}

function checklistPage(doc: Doc, chapter: Chapter, siteUrl: string) {
  const checklist = chapter.checklist;
  if (!checklist) return;
  ownPage(doc, "Checklist", CHECKLIST_PREFIX, checklist, siteUrl);
  doc.moveDown(0.3);
  for (const item of checklist.items) {
    doc.font("regular").fontSize(9.2);
    const height = doc.heightOfString(item, { width: TEXT_WIDTH - 22, lineGap: 2 });
    keepSpace(doc, height + 6);
    const top = doc.y;
    doc
      .lineWidth(0.9)
      .strokeColor(colour.primary)
      .roundedRect(MARGIN.side, top + 1, 10, 10, 2)
      .stroke();
    doc.fillColor(INK).text(item, MARGIN.side + 22, top, { width: TEXT_WIDTH - 22, lineGap: 2 });
    doc.y = top + height + 5.5;
  }
  doc.x = MARGIN.side;
}

function worksheetPage(doc: Doc, chapter: Chapter, siteUrl: string) {
  const worksheet = chapter.worksheet;
  if (!worksheet) return;
  ownPage(doc, "Worksheet", WORKSHEET_PREFIX, worksheet, siteUrl);
  doc.moveDown(0.4);
  // The examples, then as many blank rows as fill the page, for the reader's own.
  const width = TEXT_WIDTH / worksheet.header.length;
  const used = [worksheet.header, ...worksheet.rows].reduce(
    (sum, cells, index) => sum + rowHeight(doc, cells, width, index === 0),
    0,
  );
  const left = PAGE.height - MARGIN.bottom - doc.y - used;
  table(doc, worksheet.header, worksheet.rows, Math.max(0, Math.floor(left / BLANK_ROW)));
}

function lastPage(doc: Doc, document: PdfDocument, site: PdfSite) {
  doc.addPage();
  darkPage(doc, site, "Next steps", "Want a second pair of eyes on your account?", 22);
  doc
    .moveDown(0.8)
    .font("regular")
    .fontSize(11)
    .fillColor(colour.onDarkMuted)
    .text(
      `If you would rather talk it through, book a free strategy call. We will look at your numbers with you and tell you which part of this ${document.kindLabel.toLowerCase()} to start with.`,
      { width: TEXT_WIDTH, lineGap: 4 },
    );
  const contactUrl = absolute(site.contactPath, site.siteUrl);
  doc.moveDown(1.2).font("bold").fontSize(11).fillColor("#ffffff");
  doc.text("Book a free strategy call", { link: contactUrl, underline: true });
  doc
    .moveDown(0.4)
    .font("regular")
    .fillColor(colour.onDarkMuted)
    .text(contactUrl.replace(/^https:\/\//, ""), { link: contactUrl });
  doc.moveDown(0.4).text(`Phone ${site.phone.display}`);
  doc.moveDown(0.4).text(`Email ${site.email}`, { link: `mailto:${site.email}` });
}

/** Numbers every page after the cover, with the document's title and a link to the site. */
function footers(doc: Doc, document: PdfDocument, site: PdfSite, dark: ReadonlySet<number>) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 34;
    doc
      .font("regular")
      .fontSize(7.5)
      .fillColor(dark.has(index) ? colour.onDarkMuted : MUTED);
    doc.text(document.title, MARGIN.side, y, { width: TEXT_WIDTH - 60, lineBreak: false, link: site.siteUrl });
    doc
      .font("bold")
      .text(String(index + 1), PAGE.width - MARGIN.side - 40, y, { width: 40, align: "right", lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** The document as a PDF, and its number of pages. */
export async function renderPdf(document: PdfDocument, site: PdfSite): Promise<{ pdf: Buffer; pages: number }> {
  const doc = new (pdfkit())({
    size: [PAGE.width, PAGE.height],
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    autoFirstPage: true,
    lang: "en-GB",
    displayTitle: true,
    info: {
      Title: document.title,
      Author: site.brand,
      Subject: document.summary,
      Keywords: document.topics.join(", "),
      CreationDate: new Date(Date.UTC(2020, 0, 1)),
    },
  });
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  const { outline } = document;
  const dark = new Set<number>([0]);
  cover(doc, document, site);
  doc.addPage(); // the contents, drawn once the page numbers are known
  const contentsPage = doc.bufferedPageRange().count - 1;
  const entries: Array<{ label: string; title: string; page: number; destination: string }> = [];
  const here = () => doc.bufferedPageRange().count;

  if (outline.intro.length > 0) {
    doc.addPage();
    doc.addNamedDestination("introduction");
    entries.push({ label: "", title: "Introduction", page: here(), destination: "introduction" });
    doc.outline.addItem("Introduction");
    eyebrow(doc, "Introduction");
    pageTitle(doc, "How to use this " + document.kindLabel.toLowerCase());
    for (const item of outline.intro) block(doc, item, site.siteUrl);
  }
  outline.chapters.forEach((chapter, index) => {
    doc.addPage();
    const destination = `chapter-${index + 1}`;
    doc.addNamedDestination(destination);
    entries.push({ label: `Chapter ${index + 1}`, title: chapter.title, page: here(), destination });
    doc.outline.addItem(`${index + 1}. ${chapter.title}`);
    chapterOpener(doc, chapter, index + 1, site.siteUrl);
    // The text starts below the chapter's opening, on the same page.
    for (const item of chapter.blocks) block(doc, item, site.siteUrl);
    checklistPage(doc, chapter, site.siteUrl);
    worksheetPage(doc, chapter, site.siteUrl);
  });
  lastPage(doc, document, site);
  dark.add(here() - 1);

  doc.switchToPage(contentsPage);
  contents(doc, entries);
  footers(doc, document, site, dark);
  const pages = doc.bufferedPageRange().count;
  doc.flushPages();
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages };
}
