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
//
// Each PDF is tagged PDF/UA: a structure tree in reading order (the title an H1, each chapter and the pages around
// them a Sect under an H2, the sections, checklists and worksheets H3s; P, L/LI/Lbl/LBody, Table/TR/TH/TD with
// each TH the heading of its column, TOC/TOCI, and a Link element holding each link's annotation), everything else
// drawn (backgrounds, rules, borders, boxes to tick, the brand's mark, running titles and page numbers) marked as
// an artifact, the language and title declared, and bookmarks for the chapters and their sections. The contents
// page is drawn last, once the page numbers are known, into its place in the tree.

/** Raise when the layout changes, so cached files are drawn again (gatsby/downloads/index.ts). */
export const PDF_DESIGN = 7;

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

type Struct = PDFKit.PDFStructureElement;

/**
 * Drawing that is not the document's content (a background, a rule, a border, a checkbox, the brand's mark, a page's
 * running title and number), marked as an artifact, which a screen reader passes over.
 */
function artifact(doc: Doc, draw: () => void, type: "Layout" | "Pagination" = "Layout") {
  doc.markContent("Artifact", { type });
  draw();
  doc.endMarkedContent();
}

/**
 * An element of the document's structure tree, added to `parent` in reading order. The tree is attached from its
 * root, so whatever is drawn for the element (`content`) is marked as its content as it is drawn.
 */
function open(doc: Doc, parent: Struct, type: string, options: { scope?: "Column" | "Row" } = {}): Struct {
  const element = doc.struct(type, options as PDFKit.Mixins.StructureElementOptions);
  parent.add(element);
  return element;
}

/** An element whose content is all that `draw` draws. */
function leaf(doc: Doc, parent: Struct, type: string, draw: () => void, options?: { scope?: "Column" | "Row" }) {
  const element = open(doc, parent, type, options);
  element.add(draw);
  element.end();
}

/**
 * Text in runs of style, as content of `parent`; a link is underlined in the brand colour, leads to the site, and
 * is a Link element of its own, which holds its annotation.
 */
function spans(
  doc: Doc,
  parent: Struct,
  runs: readonly Span[],
  siteUrl: string,
  options: PDFKit.Mixins.TextOptions = {},
  x?: number,
) {
  const parts = runs.filter((run) => run.text.length > 0);
  parts.forEach((run, index) => {
    const last = index === parts.length - 1;
    const draw = () => {
      doc.font(fontOf(run)).fillColor(run.href ? colour.primary : INK);
      const runOptions = {
        ...options,
        continued: !last,
        link: run.href ? absolute(run.href, siteUrl) : null,
        underline: Boolean(run.href),
      };
      if (index === 0 && x !== undefined) doc.text(run.text, x, doc.y, runOptions);
      else doc.text(run.text, runOptions);
    };
    if (run.href) leaf(doc, parent, "Link", draw);
    else parent.add(draw);
  });
  doc.fillColor(INK);
}

/** A paragraph of runs. */
function paragraph(
  doc: Doc,
  parent: Struct,
  runs: readonly Span[],
  siteUrl: string,
  options: PDFKit.Mixins.TextOptions,
  x?: number,
) {
  const element = open(doc, parent, "P");
  spans(doc, element, runs, siteUrl, options, x);
  element.end();
}

/** Starts a new page when less than `height` is left on this one. */
function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > PAGE.height - MARGIN.bottom) doc.addPage();
}

/** Where a chapter's sections go in the outline (the viewer's bookmarks). */
type Bookmarks = PDFKit.PDFOutline | undefined;

/** A section's heading in a chapter's text: an H3, and a bookmark under its chapter. */
function heading(doc: Doc, parent: Struct, text: string, bookmarks: Bookmarks) {
  doc.font("bold").fontSize(12.5);
  keepSpace(doc, doc.heightOfString(text, { width: TEXT_WIDTH }) + 44);
  bookmarks?.addItem(text);
  doc.moveDown(0.6);
  leaf(doc, parent, "H3", () => {
    doc.fillColor(colour.ink).text(text, MARGIN.side, doc.y, { width: TEXT_WIDTH, lineGap: 2 });
  });
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

/**
 * A table: its header row of TH cells (each the heading of its column), then its rows of TD cells and as many blank
 * rows for the reader's own. A table that crosses a page starts the next page with its header row again, drawn as
 * page furniture, so that it is read once.
 */
function table(doc: Doc, parent: Struct, header: readonly string[], rows: readonly string[][], blankRows = 0) {
  const width = TEXT_WIDTH / header.length;
  const element = open(doc, parent, "Table");
  const blank = header.map(() => "");
  const body = [
    ...rows.map((cells) => ({ cells, minHeight: 0 })),
    ...Array.from({ length: blankRows }, () => ({ cells: blank, minHeight: BLANK_ROW })),
  ];
  const row = (cells: readonly string[], kind: "header" | "repeat" | "body", minHeight = 0) => {
    const bold = kind !== "body";
    const height = rowHeight(doc, cells, width, bold, minHeight);
    const top = doc.y;
    if (bold) artifact(doc, () => doc.rect(MARGIN.side, top, TEXT_WIDTH, height).fill(TINT));
    const tr = kind === "repeat" ? undefined : open(doc, element, "TR");
    cells.forEach((cell, index) => {
      const draw = () => {
        doc.fillColor(bold ? colour.ink : INK).text(cell, MARGIN.side + index * width + CELL_PAD, top + CELL_PAD, {
          width: width - 2 * CELL_PAD,
        });
      };
      if (!tr) artifact(doc, draw, "Pagination");
      else if (kind === "header") leaf(doc, tr, "TH", draw, { scope: "Column" });
      else leaf(doc, tr, "TD", draw);
    });
    tr?.end();
    artifact(doc, () => {
      doc.lineWidth(0.6).strokeColor(RULE);
      doc.rect(MARGIN.side, top, TEXT_WIDTH, height).stroke();
      for (let index = 1; index < cells.length; index += 1) {
        doc
          .moveTo(MARGIN.side + index * width, top)
          .lineTo(MARGIN.side + index * width, top + height)
          .stroke();
      }
    });
    doc.x = MARGIN.side;
    doc.y = top + height;
  };
  const headerHeight = rowHeight(doc, header, width, true);
  const first = body[0];
  // The header stays with the first row.
  keepSpace(doc, headerHeight + (first ? rowHeight(doc, first.cells, width, false, first.minHeight) : 0));
  row(header, "header");
  for (const { cells, minHeight } of body) {
    if (doc.y + rowHeight(doc, cells, width, false, minHeight) > PAGE.height - MARGIN.bottom) {
      doc.addPage();
      row(header, "repeat");
    }
    row(cells, "body", minHeight);
  }
  element.end();
  doc.fontSize(BODY.size).fillColor(INK);
  doc.moveDown(0.6);
}

/** A list: each item its marker (a Lbl) and its text (a LBody). */
function list(doc: Doc, parent: Struct, items: ReadonlyArray<readonly Span[]>, ordered: boolean, siteUrl: string) {
  const element = open(doc, parent, "L");
  items.forEach((runs, index) => {
    keepSpace(doc, 16);
    const item = open(doc, element, "LI");
    const top = doc.y;
    leaf(doc, item, "Lbl", () => {
      doc
        .font("bold")
        .fillColor(colour.primary)
        .text(ordered ? `${index + 1}.` : "•", MARGIN.side + 4, top, { width: 14, lineGap: BODY.lineGap });
    });
    doc.y = top;
    const text = open(doc, item, "LBody");
    spans(
      doc,
      text,
      runs,
      siteUrl,
      { width: TEXT_WIDTH - 20, lineGap: BODY.lineGap, paragraphGap: 3 },
      MARGIN.side + 20,
    );
    text.end();
    item.end();
  });
  element.end();
  doc.x = MARGIN.side;
  doc.moveDown(0.4);
}

function block(doc: Doc, parent: Struct, item: Block, siteUrl: string, bookmarks: Bookmarks) {
  doc.fontSize(BODY.size);
  switch (item.kind) {
    case "heading":
      heading(doc, parent, item.text, bookmarks);
      return;
    case "paragraph":
      keepSpace(doc, 30);
      paragraph(
        doc,
        parent,
        item.spans,
        siteUrl,
        { width: TEXT_WIDTH, lineGap: BODY.lineGap, paragraphGap: BODY.paragraphGap },
        MARGIN.side,
      );
      return;
    case "list":
      list(doc, parent, item.items, item.ordered, siteUrl);
      return;
    case "tip": {
      doc.font("regular").fontSize(9.5);
      const height = doc.heightOfString(item.spans.map((run) => run.text).join(""), {
        width: TEXT_WIDTH - 28,
        lineGap: 3,
      });
      keepSpace(doc, height + 22);
      const top = doc.y + 4;
      artifact(doc, () => {
        doc.rect(MARGIN.side, top, TEXT_WIDTH, height + 16).fill(TINT);
        doc.rect(MARGIN.side, top, 3, height + 16).fill(colour.accent);
      });
      doc.y = top + 8;
      paragraph(doc, parent, item.spans, siteUrl, { width: TEXT_WIDTH - 28, lineGap: 3 }, MARGIN.side + 16);
      doc.x = MARGIN.side;
      doc.y = top + height + 16 + BODY.paragraphGap + 4;
      doc.fontSize(BODY.size);
      return;
    }
    case "table":
      doc.moveDown(0.2);
      table(doc, parent, item.header, item.rows);
  }
}

/**
 * A label set in spaced capitals, inside an element's content: its words as written are its ActualText, so a screen
 * reader says "Chapter 3" rather than spelling out C, H, A…
 */
function spacedCapitals(doc: Doc, text: string, draw: (capitals: string) => void) {
  doc.markContent("Span", { actual: text });
  draw(text.toUpperCase());
  doc.endMarkedContent();
}

/** The small label above a page's title: "Chapter 3", "Checklist". */
function eyebrow(doc: Doc, text: string, y = MARGIN.top) {
  spacedCapitals(doc, text, (capitals) => {
    doc.font("bold").fontSize(8.5).fillColor(colour.accent).text(capitals, MARGIN.side, y, { characterSpacing: 1.2 });
  });
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

/** A page's heading: its label and its title, read together ("Chapter 3", "Measure what matters"). */
function pageHeading(doc: Doc, parent: Struct, level: "H2" | "H3", label: string, title: string, size?: number) {
  const element = open(doc, parent, level);
  element.add(() => eyebrow(doc, label));
  element.add(() => pageTitle(doc, title, size));
  element.end();
}

/**
 * The brand's mark (src/lib/brandMark.ts), `size` points wide, centred on x and y: decoration beside the brand's
 * name.
 */
function mark(doc: Doc, x: number, y: number, size: number) {
  const [from, to] = BRAND_MARK_GRADIENT;
  artifact(doc, () => {
    doc
      .save()
      .translate(x - size / 2, y - size / 2)
      .scale(size / BRAND_MARK_BOX);
    const gradient = doc.linearGradient(0, 0, BRAND_MARK_BOX, BRAND_MARK_BOX).stop(0, from).stop(1, to);
    doc.path(brandMarkPath()).fill(gradient).restore();
  });
}

/**
 * A page in the brand's dark colour, as the cover and the last page are: the mark, the brand, then a label and a
 * title, which are the page's heading.
 */
function darkPage(
  doc: Doc,
  parent: Struct,
  site: PdfSite,
  heading: { level: "H1" | "H2"; label: string; title: string; size: number },
) {
  artifact(doc, () => doc.rect(0, 0, PAGE.width, PAGE.height).fill(colour.ink));
  mark(doc, MARGIN.side + 10, MARGIN.top + 12, 20);
  leaf(doc, parent, "P", () => {
    doc
      .font("heavy")
      .fontSize(15)
      .fillColor("#ffffff")
      .text(site.brand, MARGIN.side + 30, MARGIN.top + 3);
  });
  const element = open(doc, parent, heading.level);
  element.add(() => {
    spacedCapitals(doc, heading.label, (capitals) => {
      doc
        .font("bold")
        .fontSize(10)
        .fillColor(colour.accentOnDark)
        .text(capitals, MARGIN.side, 205, { characterSpacing: 1.5 });
    });
  });
  element.add(() => {
    doc
      .moveDown(0.6)
      .font("heavy")
      .fontSize(heading.size)
      .fillColor("#ffffff")
      .text(heading.title, { width: TEXT_WIDTH, lineGap: 2 });
  });
  element.end();
}

/** The paragraph under a dark page's title. */
function darkLead(doc: Doc, parent: Struct, text: string) {
  leaf(doc, parent, "P", () => {
    doc
      .moveDown(0.8)
      .font("regular")
      .fontSize(11)
      .fillColor(colour.onDarkMuted)
      .text(text, { width: TEXT_WIDTH, lineGap: 4 });
  });
}

/** A paragraph that is one link. */
function linkLine(doc: Doc, parent: Struct, draw: () => void) {
  const element = open(doc, parent, "P");
  leaf(doc, element, "Link", draw);
  element.end();
}

function cover(doc: Doc, parent: Struct, document: PdfDocument, site: PdfSite) {
  const section = open(doc, parent, "Sect");
  darkPage(doc, section, site, { level: "H1", label: `Free ${document.kindLabel}`, title: document.title, size: 27 });
  darkLead(doc, section, document.summary);
  leaf(doc, section, "P", () => {
    doc
      .moveDown(1)
      .font("bold")
      .fontSize(9)
      .fillColor("#ffffff")
      .text(document.topics.join("  ·  "), { width: TEXT_WIDTH });
  });
  const host = new URL(site.siteUrl).host;
  linkLine(doc, section, () => {
    doc.font("regular").fontSize(9).fillColor(colour.onDarkMuted);
    doc.text(host, MARGIN.side, PAGE.height - MARGIN.bottom, { link: site.siteUrl, lineBreak: false });
  });
  section.end();
}

interface ContentsEntry {
  label: string;
  title: string;
  page: number;
  destination: string;
}

/** The contents page: a TOC whose every entry is a link to its page. */
function contents(doc: Doc, section: Struct, entries: readonly ContentsEntry[]) {
  pageHeading(doc, section, "H2", "Contents", "What's inside");
  const toc = open(doc, section, "TOC");
  for (const entry of entries) {
    const top = doc.y + 4;
    const item = open(doc, toc, "TOCI");
    const link = open(doc, item, "Link");
    let height = 0;
    link.add(() => {
      doc.font("bold").fontSize(8.5).fillColor(colour.accent).text(entry.label, MARGIN.side, top, { width: 64 });
      doc.font("regular").fontSize(10.5).fillColor(colour.ink);
      height = doc.heightOfString(entry.title, { width: TEXT_WIDTH - 104 });
      doc.text(entry.title, MARGIN.side + 64, top - 1, { width: TEXT_WIDTH - 104, lineGap: 1.5 });
      doc.font("bold").text(String(entry.page), PAGE.width - MARGIN.side - 36, top - 1, { width: 36, align: "right" });
    });
    // The link's annotation belongs to its Link element (pdfkit takes structParent; its typings do not list it).
    doc.goTo(MARGIN.side, top - 2, TEXT_WIDTH, height + 4, entry.destination, {
      structParent: link,
    } as PDFKit.Mixins.AnnotationOption);
    link.end();
    item.end();
    doc.y = top + height + 8;
    artifact(doc, () => {
      doc
        .lineWidth(0.5)
        .strokeColor(RULE)
        .moveTo(MARGIN.side, doc.y - 4)
        .lineTo(PAGE.width - MARGIN.side, doc.y - 4)
        .stroke();
    });
  }
  toc.end();
  section.end();
}

function chapterOpener(doc: Doc, section: Struct, chapter: Chapter, number: number, siteUrl: string) {
  const titleHeight = doc.font("heavy").fontSize(21).heightOfString(chapter.title, { width: TEXT_WIDTH, lineGap: 1 });
  const band = MARGIN.top + 24 + titleHeight + 26;
  artifact(doc, () => doc.rect(0, 0, PAGE.width, band).fill(TINT));
  pageHeading(doc, section, "H2", `Chapter ${number}`, chapter.title, 21);
  doc.y = band + 20;
  paragraph(doc, section, chapter.lead, siteUrl, { width: TEXT_WIDTH, lineGap: 5 }, MARGIN.side);
  if (chapter.sections.length > 0) {
    doc.moveDown(0.8);
    leaf(doc, section, "P", () => {
      spacedCapitals(doc, "In this chapter", (capitals) => {
        doc
          .font("bold")
          .fontSize(8.5)
          .fillColor(colour.accent)
          .text(capitals, MARGIN.side, doc.y, { characterSpacing: 1.2 });
      });
    });
    doc.moveDown(0.4).fontSize(BODY.size);
    list(
      doc,
      section,
      chapter.sections.map((text) => [{ text }]),
      false,
      siteUrl,
    );
  }
  artifact(doc, () => {
    doc
      .lineWidth(0.8)
      .strokeColor(RULE)
      .moveTo(MARGIN.side, doc.y)
      .lineTo(PAGE.width - MARGIN.side, doc.y)
      .stroke();
  });
  doc.moveDown(0.6);
}

/**
 * A checklist's or worksheet's own page, a section of its chapter: its label and title (without the prefix) as an
 * H3 and a bookmark under the chapter, then its instructions.
 */
function ownPage(
  doc: Doc,
  parent: Struct,
  label: string,
  prefix: string,
  part: Checklist | Worksheet,
  siteUrl: string,
  bookmarks: Bookmarks,
): Struct {
  doc.addPage();
  const title = sentenceCase(part.title.slice(prefix.length));
  bookmarks?.addItem(`${label}: ${title}`);
  const section = open(doc, parent, "Sect");
  pageHeading(doc, section, "H3", label, title);
  for (const runs of part.intro) {
    paragraph(doc, section, runs, siteUrl, { width: TEXT_WIDTH, lineGap: 3, paragraphGap: 8 }, MARGIN.side);
  }
  return section;
}

/** A checklist: a list whose every item has a box to tick (drawn, not read). */
function checklistPage(doc: Doc, parent: Struct, chapter: Chapter, siteUrl: string, bookmarks: Bookmarks) {
  const checklist = chapter.checklist;
  if (!checklist) return;
  const section = ownPage(doc, parent, "Checklist", CHECKLIST_PREFIX, checklist, siteUrl, bookmarks);
  doc.moveDown(0.3);
  const items = open(doc, section, "L");
  for (const text of checklist.items) {
    doc.font("regular").fontSize(9.2);
    const height = doc.heightOfString(text, { width: TEXT_WIDTH - 22, lineGap: 2 });
    keepSpace(doc, height + 6);
    const top = doc.y;
    artifact(doc, () => {
      doc
        .lineWidth(0.9)
        .strokeColor(colour.primary)
        .roundedRect(MARGIN.side, top + 1, 10, 10, 2)
        .stroke();
    });
    const item = open(doc, items, "LI");
    leaf(doc, item, "LBody", () => {
      doc.fillColor(INK).text(text, MARGIN.side + 22, top, { width: TEXT_WIDTH - 22, lineGap: 2 });
    });
    item.end();
    doc.y = top + height + 5.5;
  }
  items.end();
  section.end();
  doc.x = MARGIN.side;
}

function worksheetPage(doc: Doc, parent: Struct, chapter: Chapter, siteUrl: string, bookmarks: Bookmarks) {
  const worksheet = chapter.worksheet;
  if (!worksheet) return;
  const section = ownPage(doc, parent, "Worksheet", WORKSHEET_PREFIX, worksheet, siteUrl, bookmarks);
  doc.moveDown(0.4);
  // The examples, then as many blank rows as fill the page, for the reader's own.
  const width = TEXT_WIDTH / worksheet.header.length;
  const used = [worksheet.header, ...worksheet.rows].reduce(
    (sum, cells, index) => sum + rowHeight(doc, cells, width, index === 0),
    0,
  );
  const left = PAGE.height - MARGIN.bottom - doc.y - used;
  table(doc, section, worksheet.header, worksheet.rows, Math.max(0, Math.floor(left / BLANK_ROW)));
  section.end();
}

function lastPage(doc: Doc, parent: Struct, document: PdfDocument, site: PdfSite) {
  doc.addPage();
  const section = open(doc, parent, "Sect");
  darkPage(doc, section, site, {
    level: "H2",
    label: "Next steps",
    title: "Want a second pair of eyes on your account?",
    size: 22,
  });
  darkLead(
    doc,
    section,
    `If you would rather talk it through, book a free strategy call. We will look at your numbers with you and tell you which part of this ${document.kindLabel.toLowerCase()} to start with.`,
  );
  const contactUrl = absolute(site.contactPath, site.siteUrl);
  linkLine(doc, section, () => {
    doc.moveDown(1.2).font("bold").fontSize(11).fillColor("#ffffff");
    doc.text("Book a free strategy call", { link: contactUrl, underline: true });
  });
  linkLine(doc, section, () => {
    doc
      .moveDown(0.4)
      .font("regular")
      .fillColor(colour.onDarkMuted)
      .text(contactUrl.replace(/^https:\/\//, ""), { link: contactUrl });
  });
  leaf(doc, section, "P", () => {
    doc.moveDown(0.4).text(`Phone ${site.phone.display}`);
  });
  linkLine(doc, section, () => {
    doc.moveDown(0.4).text(`Email ${site.email}`, { link: `mailto:${site.email}` });
  });
  section.end();
}

/** Numbers every page after the cover, under the document's title: page furniture, which a reader passes over. */
function footers(doc: Doc, document: PdfDocument, dark: ReadonlySet<number>) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 34;
    artifact(
      doc,
      () => {
        doc
          .font("regular")
          .fontSize(7.5)
          .fillColor(dark.has(index) ? colour.onDarkMuted : MUTED);
        doc.text(document.title, MARGIN.side, y, { width: TEXT_WIDTH - 60, lineBreak: false });
        doc
          .font("bold")
          .text(String(index + 1), PAGE.width - MARGIN.side - 40, y, { width: 40, align: "right", lineBreak: false });
      },
      "Pagination",
    );
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
    // Tagged PDF/UA (ISO 14289): a structure tree in reading order, page furniture marked as artifacts, the language
    // declared and the title shown in the viewer's title bar.
    pdfVersion: "1.7",
    tagged: true,
    // pdfkit writes PDF/UA's identification into the metadata; its typings list only the PDF/A subsets.
    subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
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
  const root = doc.struct("Document");
  doc.addStructure(root);
  const dark = new Set<number>([0]);
  cover(doc, root, document, site);
  doc.addPage(); // the contents, drawn once the page numbers are known, in their place in the reading order
  const contentsPage = doc.bufferedPageRange().count - 1;
  const contentsSection = open(doc, root, "Sect");
  const entries: ContentsEntry[] = [];
  const here = () => doc.bufferedPageRange().count;

  if (outline.intro.length > 0) {
    doc.addPage();
    doc.addNamedDestination("introduction");
    entries.push({ label: "", title: "Introduction", page: here(), destination: "introduction" });
    const bookmarks = doc.outline.addItem("Introduction");
    const section = open(doc, root, "Sect");
    pageHeading(doc, section, "H2", "Introduction", "How to use this " + document.kindLabel.toLowerCase());
    for (const item of outline.intro) block(doc, section, item, site.siteUrl, bookmarks);
    section.end();
  }
  outline.chapters.forEach((chapter, index) => {
    doc.addPage();
    const destination = `chapter-${index + 1}`;
    doc.addNamedDestination(destination);
    entries.push({ label: `Chapter ${index + 1}`, title: chapter.title, page: here(), destination });
    const bookmarks = doc.outline.addItem(`${index + 1}. ${chapter.title}`);
    const section = open(doc, root, "Sect");
    chapterOpener(doc, section, chapter, index + 1, site.siteUrl);
    // The text starts below the chapter's opening, on the same page.
    for (const item of chapter.blocks) block(doc, section, item, site.siteUrl, bookmarks);
    checklistPage(doc, section, chapter, site.siteUrl, bookmarks);
    worksheetPage(doc, section, chapter, site.siteUrl, bookmarks);
    section.end();
  });
  lastPage(doc, root, document, site);
  dark.add(here() - 1);

  doc.switchToPage(contentsPage);
  contents(doc, contentsSection, entries);
  footers(doc, document, dark);
  root.end();
  const pages = doc.bufferedPageRange().count;
  doc.flushPages();
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages };
}
