/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeRuntimeLeftovers } from "../runtimeLeftovers";

// What onPostBuild removes from public/ once the pages are rendered: Gatsby's client runtime, and nothing the site
// uses or the next build reads.

const RUNTIME = [
  "app-0123456789abcdef0123.js",
  "app-0123456789abcdef0123.js.LICENSE.txt",
  "app.0123456789abcdef0123.css",
  "framework-0123456789abcdef0123.js",
  "85-0123456789abcdef0123.js",
  "component---src-templates-home-template-tsx.0123456789abcdef0123.css",
  "webpack.stats.json",
  "chunk-map.json",
  "_gatsby/slices/_gatsby-scripts-1.html",
  "~partytown/partytown.js",
];
const SITE = [
  "index.html",
  "about/index.html",
  "404.html",
  "islands/enquiry-form-ABCDEFGH.js",
  "admin/admin.js",
  "admin/preview.css",
  "static/0123456789abcdef0123456789abcdef/fe407/cover.jpg",
  "page-data/about/page-data.json",
  "page-data/sq/d/1652522218.json",
  "og-default.png",
  "_headers",
];

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "runtime-leftovers-"));
  for (const file of [...RUNTIME, ...SITE]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "1234");
  }
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const filesIn = (root: string) =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();

it("removes the runtime's chunks, stylesheets, stats, slice and Partytown, and keeps what the site uses", () => {
  expect(removeRuntimeLeftovers(dir)).toEqual({ files: RUNTIME.length, bytes: 4 * RUNTIME.length });
  expect(filesIn(dir)).toEqual([...SITE].sort());
});

it("removes nothing when run again", () => {
  removeRuntimeLeftovers(dir);
  expect(removeRuntimeLeftovers(dir)).toEqual({ files: 0, bytes: 0 });
});
