import fs from "node:fs";
import path from "node:path";
import { siteFontFiles } from "../../gatsby/siteFont";
import { downloadPath } from "../../src/lib/downloads";
import { builtFiles } from "../helpers/builtFiles";
import { builtPages } from "../helpers/builtSite";
import { ROOT_DIR } from "../helpers/paths";

// public/ is what the host publishes, so it holds what the site uses and nothing else: the pages, what they load,
// and what crawlers, sharers, installs and the editing screen read. Gatsby's client runtime, which no page loads,
// is removed after the build (gatsby/runtimeLeftovers.ts), and no source map is written. A file of a new kind fails
// here, by name, until it is listed below.

/** Each kind of file public/ may hold, by public/-relative path. */
const KINDS: ReadonlyArray<readonly [kind: string, pattern: RegExp]> = [
  ["the answer to an unknown URL", /^404\.html$/],
  ["the islands' bundles and the runtime they share", /^islands\/[\w-]+-[A-Z0-9]{8}\.js$/],
  ["the editing screen", /^admin\/(index\.html|admin\.js|preview\.css|config\.yml|content\.json)$/],
  ["images, resized by gatsby-plugin-sharp", /^static\/[0-9a-f]{32}\/[0-9a-f]{5}\/[\w-]+\.(jpg|png|webp|avif)$/],
  ["share cards", /^share\/[\w/-]+\.png$/],
  ["the web app manifest's icons", /^icons\/icon-[\w-]+\.png$/],
  [
    "the feed, the sitemap, robots.txt, /llms.txt and the manifest",
    /^(rss\.xml|sitemap-(index|\d+)\.xml|robots\.txt|llms\.txt|manifest\.webmanifest)$/,
  ],
  ["the host's headers and redirects", /^_(headers|redirects)$/],
  [
    "the experiments' list and their variants' pages, which the Worker serves",
    /^_variants\/(experiments\.json|[a-z0-9-]+\/[a-z0-9-]+\/(.+\/)?index\.html)$/,
  ],
  ["the site's address and documents, which the lead receiver reads", /^downloads\/documents\.json$/],
  [
    "the site search: Pagefind's script, index and WebAssembly",
    /^pagefind\/(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind|fragment\/[\w-]+\.pf_fragment|index\/[\w-]+\.pf_index)$/,
  ],
  // No page loads it, but the next build renders its pages from these files (gatsby/runtimeLeftovers.ts).
  ["Gatsby's page data", /^page-data\/((.+\/)?page-data\.json|app-data\.json|sq\/d\/\d+\.json)$/],
];

/** The file the build makes of each document and template of a content folder (gatsby/downloads/). */
const downloadsOf = (folder: string, extension: "pdf" | "xlsx") =>
  fs
    .readdirSync(path.join(ROOT_DIR, "content", folder))
    .map((file) => downloadPath(file.replace(/\.[a-z]+$/, ""), extension).slice(1));

/**
 * Every page of the route table, Gatsby's /404/ beside 404.html, the files of static/ as they are, the faces of the
 * site's font as this build names them (an older build's are not left behind), and a PDF of each guide and playbook
 * and a workbook of each template.
 */
const exactFiles = () =>
  new Set([
    ...builtPages().map((page) => `${page.urlPath.slice(1)}index.html`),
    "404/index.html",
    ...fs.readdirSync(path.join(ROOT_DIR, "static")),
    ...siteFontFiles().map((file) => file.url.slice(1)),
    ...downloadsOf("documents", "pdf"),
    ...downloadsOf("templates", "xlsx"),
  ]);

it("holds only the files the site publishes, naming any other", () => {
  const exact = exactFiles();
  const stray = builtFiles().filter((file) => !exact.has(file) && !KINDS.some(([, pattern]) => pattern.test(file)));
  expect(stray).toEqual([]);
});

it("holds no source map, webpack.stats.json or chunk-map.json", () => {
  expect(builtFiles().filter((file) => /\.map$|(^|\/)(webpack\.stats|chunk-map)\.json$/.test(file))).toEqual([]);
});

it("holds no file or folder whose name starts with a dot", () => {
  expect(builtFiles().filter((file) => file.split("/").some((segment) => segment.startsWith(".")))).toEqual([]);
});

it("holds each kind of file it lists, so the list names nothing the build has stopped writing", () => {
  const files = builtFiles();
  expect(KINDS.filter(([, pattern]) => !files.some((file) => pattern.test(file))).map(([kind]) => kind)).toEqual([]);
  expect([...exactFiles()].filter((file) => !files.includes(file))).toEqual([]);
});
