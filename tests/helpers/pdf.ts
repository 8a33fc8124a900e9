import { execFileSync } from "node:child_process";
import path from "node:path";

// The built PDFs as a reader's viewer and a screen reader open them: their pages, their text and their structure,
// read by PDF.js (pdfjs-dist) in a child process (readPdf.mjs). Each file is read once per test file.

export interface PdfBookmark {
  title: string;
  items: PdfBookmark[];
}

/** A heading (H1-H6) or a link of the structure tree, with its text, on the page it is drawn on. */
export interface PdfTextElement {
  page: number;
  role: string;
  text: string;
}

/** A table of the structure tree: its TH cells' text and its rows of TD cells, on this page. */
export interface PdfTable {
  page: number;
  role: "Table";
  headers: string[];
  rows: number;
}

/** The structure tree's headings, links and tables, in reading order. */
export type PdfStructure = PdfTextElement | PdfTable;

export interface PdfReading {
  pages: number;
  /** The text of every page, its whitespace collapsed, with a word hyphenated at a line's end ("page-by-" / "page") read as one again. */
  text: string;
  /** Each page's text, as PDF.js reads it (a line break where it ends a line). */
  pageTexts: string[];
  /** Tagged: its catalogue's MarkInfo says its content is marked. */
  tagged: boolean;
  /** The document's declared language, its title, and whether the viewer's title bar shows that title. */
  lang: string | null;
  title: string | null;
  displayTitle: boolean;
  /** Its metadata identifies it as PDF/UA-1. */
  pdfua: boolean;
  /** The viewer's bookmarks (the outline), nested. */
  bookmarks: PdfBookmark[];
  /** Headings (H1-H6), links and tables, with their text. */
  structure: PdfStructure[];
  /** Text drawn outside any marked content: neither tagged nor an artifact. */
  untagged: Array<{ page: number; text: string }>;
  /** Link annotations that belong to no structure element. */
  untaggedLinks: number;
}

const READER = path.join(__dirname, "readPdf.mjs");
const readings = new Map<string, PdfReading>();

/** Reads the files not read yet in one run of PDF.js, and remembers them. */
export function readPdfs(files: readonly string[]): void {
  const unread = files.filter((file) => !readings.has(file));
  if (unread.length === 0) return;
  const output = execFileSync(process.execPath, [READER, ...unread], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  for (const { file, ...reading } of JSON.parse(output) as Array<PdfReading & { file: string }>) {
    readings.set(file, reading);
  }
}

const isTable = (item: PdfStructure): item is PdfTable => item.role === "Table";

/** The reading's headings, H1 to H6, in reading order. */
export const pdfHeadings = (reading: PdfReading): PdfTextElement[] =>
  reading.structure.filter((item): item is PdfTextElement => !isTable(item) && /^H\d$/.test(item.role));

/** The reading's tables, each part of one on its own page. */
export const pdfTables = (reading: PdfReading): PdfTable[] => reading.structure.filter(isTable);

export function readPdf(file: string): PdfReading {
  readPdfs([file]);
  return readings.get(file)!;
}
