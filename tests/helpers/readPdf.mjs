// Reads PDFs with Mozilla's PDF.js (pdfjs-dist), as a viewer and a screen reader's view of it would, and prints one
// JSON object per file given (tests/helpers/pdf.ts describes each field): its pages and text, and what makes it
// accessible: whether it is tagged, its language, title and PDF/UA identification, its bookmarks, its structure
// (headings and tables in reading order, with their text), text that belongs to no marked content, and link
// annotations that belong to no structure element.
// A script of its own because PDF.js ships only as ES modules, which jest's CommonJS tests cannot import; the tests
// call it through tests/helpers/pdf.ts. Usage: node tests/helpers/readPdf.mjs FILE.pdf [FILE.pdf …]
import fs from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Text as it is read (tests/helpers/pdf.ts): whitespace collapsed, a word hyphenated at a line's end one again. */
const readAs = (text) =>
  text
    .replace(/-\n\s*/g, "-")
    .replace(/\s+/g, " ")
    .trim();

const bookmarks = (items) => items.map((item) => ({ title: item.title, items: bookmarks(item.items ?? []) }));

async function read(file) {
  const loading = getDocument({
    data: new Uint8Array(fs.readFileSync(file)),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  const document = await loading.promise;
  const { info, metadata } = await document.getMetadata();
  const markInfo = await document.getMarkInfo();
  const viewer = await document.getViewerPreferences();
  const result = {
    file,
    pages: document.numPages,
    text: "",
    pageTexts: [],
    tagged: markInfo?.get?.("Marked") === true || markInfo?.Marked === true,
    lang: info.Language ?? null,
    title: info.Title ?? null,
    displayTitle: viewer?.get?.("DisplayDocTitle") === true,
    pdfua: Boolean(metadata?.getRaw?.().includes("<pdfuaid:part>1</pdfuaid:part>")),
    bookmarks: bookmarks((await document.getOutline()) ?? []),
    structure: [],
    untagged: [],
    untaggedLinks: 0,
  };
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent({ includeMarkedContent: true });
    // The text of each marked content sequence that belongs to the structure tree, by its id.
    const textOf = new Map();
    const marked = new Set();
    const open = [];
    let pageText = "";
    for (const item of content.items) {
      if (item.type === "beginMarkedContent" || item.type === "beginMarkedContentProps") {
        open.push(item.id ?? null);
        if (item.id) marked.add(item.id);
      } else if (item.type === "endMarkedContent") open.pop();
      else if ("str" in item) {
        pageText += item.str + (item.hasEOL ? "\n" : "");
        if (open.length === 0 && item.str.trim()) result.untagged.push({ page: number, text: item.str });
        const id = open.findLast((one) => one !== null);
        if (id) textOf.set(id, (textOf.get(id) ?? "") + item.str + (item.hasEOL ? "\n" : ""));
      }
    }
    result.pageTexts.push(pageText);
    result.text += pageText + "\n";
    const textIn = (node) =>
      node.type === "content" ? (textOf.get(node.id) ?? "") : (node.children ?? []).map(textIn).join("");
    // PDF.js gives a page the elements of its content with their siblings drawn on other pages: this page's own
    // have content marked on it.
    const onPage = (node) => (node.type === "content" ? marked.has(node.id) : (node.children ?? []).some(onPage));
    // Headings, tables and their rows and cells, and links, in the order of the page's structure tree.
    const walk = (node) => {
      const role = node.role;
      if (!onPage(node)) return;
      if (/^H\d$/.test(role) || role === "Link") {
        const text = readAs(textIn(node));
        result.structure.push({ page: number, role, text });
      } else if (role === "Table") {
        const rows = (node.children ?? []).filter((child) => child.role === "TR" && onPage(child));
        const cells = (row, kind) =>
          (row.children ?? []).filter((cell) => cell.role === kind).map((cell) => readAs(textIn(cell)));
        result.structure.push({
          page: number,
          role,
          headers: rows.flatMap((row) => cells(row, "TH")),
          rows: rows.filter((row) => cells(row, "TD").length > 0).length,
        });
        return;
      }
      (node.children ?? []).forEach(walk);
    };
    const tree = await page.getStructTree();
    if (tree) walk(tree);
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === "Link" && !(annotation.structParent >= 0)) result.untaggedLinks += 1;
    }
    page.cleanup();
  }
  await loading.destroy();
  return { ...result, text: readAs(result.text) };
}

const results = [];
for (const file of process.argv.slice(2)) results.push(await read(file));
process.stdout.write(JSON.stringify(results));
