import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { templateSections } from "../src/lib/anchors";
import type { Route } from "../src/lib/routes";
import { indexedRoutes, PAGEFIND_DIR } from "../src/lib/siteSearch";
import { withTrailingSlash } from "../src/lib/urls";

// The site search's index (src/lib/siteSearch.ts), written by Pagefind after the pages: it reads each page the
// search may find, as built, and writes the index and the script that searches it to public/pagefind/. The pages
// are handed over one by one from the route table, so an alias, a noindex page or the 404 page cannot be indexed
// by being in public/. Pagefind indexes what each page's <main> holds (the layout marks it), less the parts below.

const { BlogTemplate, BlogTopicTemplate, BlogPostTemplate, RoiCalculatorTemplate } = templateSections;

/**
 * Parts of <main> that are not the page's own text: breadcrumbs and other navigation; the blog's cards of articles
 * and topics (on the blog, a topic's page and under an article), whose titles and summaries would make a page a
 * result for another page's words; a free tool's working (its form and the report on its example, such as a
 * plumber's landing page), which its page explains in sections of its own; and what any form holds for the visitor
 * to change (a list's options).
 */
export const SEARCH_EXCLUDED = [
  "nav",
  ...[BlogTemplate.featured, BlogTemplate.latest, BlogTemplate.topics, BlogTopicTemplate.articles].map(
    (id) => `#${id}`,
  ),
  `#${BlogPostTemplate.moreArticles}`,
  `#${RoiCalculatorTemplate.tool} [data-island]`,
  "textarea",
  "select",
];

/**
 * What the search page loads of what Pagefind writes: its script, the list of indexes, each index's metadata,
 * its WebAssembly, the index and the pages' fragments. The rest (its ready-made interfaces, its web worker, the
 * WebAssembly for a language no page has) is removed, as no page loads it.
 */
const USED =
  /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.(?!unknown\.)[\w-]+\.pagefind|(fragment|index|filter)\/.+)$/;

type PagefindApi = typeof import("pagefind");

/**
 * Pagefind's Node API is published as an ES module only (its package exports "import" and no "require"), and the
 * build's hooks run as CommonJS. Node 24 loads an ES module without top-level await through require, given the file.
 */
function pagefindApi(root: string): PagefindApi {
  return createRequire(path.join(root, "package.json"))(
    path.join(root, "node_modules", "pagefind", "lib", "index.js"),
  ) as PagefindApi;
}

/** Writes public/pagefind/ for the routes' pages as built in `publicDir`; returns the number of pages indexed. */
export async function writeSearchIndex(publicDir: string, routes: readonly Route[], root = process.cwd()) {
  const pagefind = pagefindApi(root);
  const outputPath = path.join(publicDir, PAGEFIND_DIR);
  fs.rmSync(outputPath, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: SEARCH_EXCLUDED });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    for (const route of indexedRoutes(routes)) {
      const url = withTrailingSlash(route.path);
      const content = fs.readFileSync(path.join(publicDir, url, "index.html"), "utf8");
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${url}: ${added.errors.join("; ")}`);
      if (!added.file.meta.title) throw new Error(`Pagefind found no title (no h1 in <main>) on ${url}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  removeUnused(outputPath);
  return { pages: indexedRoutes(routes).length };
}

function removeUnused(dir: string, under = "") {
  for (const entry of fs.readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const relative = path.posix.join(under, entry.name);
    if (entry.isDirectory()) removeUnused(dir, relative);
    else if (!USED.test(relative)) fs.rmSync(path.join(dir, relative));
  }
}
