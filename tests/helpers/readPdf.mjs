// Reads PDFs with Mozilla's PDF.js (pdfjs-dist), as a viewer would, and prints one JSON object per file given:
// { file, pages, text }, where text is every page's text in reading order, a line break where PDF.js ends a line.
// A script of its own because PDF.js ships only as ES modules, which jest's CommonJS tests cannot import; the tests
// call it through tests/helpers/pdf.ts. Usage: node tests/helpers/readPdf.mjs FILE.pdf [FILE.pdf …]
import fs from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const results = [];
for (const file of process.argv.slice(2)) {
  const loading = getDocument({
    data: new Uint8Array(fs.readFileSync(file)),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  const document = await loading.promise;
  let text = "";
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
    }
    text += "\n";
    page.cleanup();
  }
  results.push({ file, pages: document.numPages, text });
  await loading.destroy();
}
process.stdout.write(JSON.stringify(results));
