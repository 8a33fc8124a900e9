import path from "node:path";
import { islandFiles } from "../../gatsby/islands/buildIslands";
import { SPECULATION_RULES } from "../../gatsby/islands/speculationRules";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from "../../src/lib/islands/island";
import { builtHtmlFiles, pageScriptFiles, readBuilt } from "../helpers/builtFiles";
import { builtPages, documentFor } from "../helpers/builtSite";

// JavaScript only where the page is interactive: what each built page loads is its own islands' code
// (src/lib/islands), and none of Gatsby's runtime.

const islandNames = islandFiles().map((island) => island.name);
/** The islands of the site's chrome, on every page. */
const CHROME = ["chat-button", "header"];

const islandsOn = (document: Document) =>
  [
    ...new Set(
      [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((root) => root.getAttribute(ISLAND_ATTRIBUTE)!),
    ),
  ].sort();

/** "islands/header-4SIYW74U.js" → "header". */
const entryName = (file: string) => /^islands\/([\w-]+)-[A-Z0-9]{8}\.js$/.exec(file)?.[1];
/** The islands whose entries a page loads (directly or not): the code shared between islands left out. */
const entriesLoadedBy = (file: string) =>
  pageScriptFiles(file)
    .map(entryName)
    .filter((name) => name && name !== "shared")
    .sort();

describe.each(builtHtmlFiles().map((file) => [file] as const))("%s", (file) => {
  const html = () => readBuilt(file);

  it("loads none of Gatsby's runtime: no framework, app or page chunks, no page data", () => {
    const scripts = pageScriptFiles(file);
    expect(scripts.filter((script) => !script.startsWith("islands/"))).toEqual([]);
    expect(html()).not.toMatch(/___chunkMapping|window\.pagePath|___webpackCompilationHash|page-data\.json/);
    expect(html()).not.toMatch(/<link[^>]+(?:preload|prefetch)[^>]+\.js"/);
  });

  it("loads exactly the entries of the islands it shows, each once, after them", () => {
    const document = documentFor(`/${file.replace(/index\.html$|\.html$/, "")}`);
    const entries = [...html().matchAll(/<script type="module" src="\/([^"]+)" async="">/g)].map((m) =>
      entryName(m[1]!),
    );
    expect([...entries].sort()).toEqual(islandsOn(document));
    const lastRoot = html().lastIndexOf(`${ISLAND_ATTRIBUTE}=`);
    expect(html().indexOf('<script type="module"')).toBeGreaterThan(lastRoot);
  });

  it("gives each island its props as JSON", () => {
    const document = documentFor(`/${file.replace(/index\.html$|\.html$/, "")}`);
    for (const root of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
      expect(() => JSON.parse(root.getAttribute(PROPS_ATTRIBUTE) ?? "")).not.toThrow();
    }
  });

  it("carries the speculation rules that prerender the next page", () => {
    expect(html()).toContain(`<script type="speculationrules">${SPECULATION_RULES}</script>`);
  });
});

it("builds an entry for every island, and every page shows the site's chrome as islands", () => {
  expect(entriesLoadedBy("contact/index.html")).toEqual(["chat-button", "enquiry-form", "header"]);
  for (const name of islandNames) {
    expect(builtHtmlFiles().some((file) => readBuilt(file).includes(`${ISLAND_ATTRIBUTE}="${name}"`))).toBe(true);
  }
  for (const page of builtPages()) {
    const shown = islandsOn(documentFor(page.urlPath));
    expect(CHROME.every((name) => shown.includes(name))).toBe(true);
  }
});

it("loads only the chrome's islands on an article, a legal page and a service page", () => {
  for (const page of ["/blog/technical-seo-checklist/", "/privacy/", "/services/paid-advertising/", "/"]) {
    expect(entriesLoadedBy(path.posix.join(page.slice(1), "index.html"))).toEqual(CHROME);
  }
});
