import { execFileSync } from "node:child_process";
import path from "node:path";

// The built PDFs as a reader's viewer opens them: their page count and their text, read by PDF.js (pdfjs-dist) in
// a child process (readPdf.mjs). Each file is read once per test file.

export interface PdfReading {
  pages: number;
  /** The text of every page, its whitespace collapsed, with a word hyphenated at a line's end ("page-by-" / "page") read as one again. */
  text: string;
}

const READER = path.join(__dirname, "readPdf.mjs");
const readings = new Map<string, PdfReading>();

/** Reads the files not read yet in one run of PDF.js, and remembers them. */
export function readPdfs(files: readonly string[]): void {
  const unread = files.filter((file) => !readings.has(file));
  if (unread.length === 0) return;
  const output = execFileSync(process.execPath, [READER, ...unread], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  for (const { file, pages, text } of JSON.parse(output) as Array<{ file: string; pages: number; text: string }>) {
    readings.set(file, {
      pages,
      text: text.replace(/-\n\s*/g, "-").replace(/\s+/g, " "),
    });
  }
}

export function readPdf(file: string): PdfReading {
  readPdfs([file]);
  return readings.get(file)!;
}
