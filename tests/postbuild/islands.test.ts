import path from "node:path";
import { islandFiles } from "../../gatsby/islands/buildIslands";
import { SPECULATION_RULES } from "../../gatsby/islands/speculationRules";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from "../../src/lib/islands/island";
import { builtHtmlFiles, pageScriptFiles, readBuilt } from "../helpers/builtFiles";
import { builtPages, documentFor } from "../helpers/builtSite";

// JavaScript only where the page is interactive: what each built page loads is its own islands' code
// (src/lib/islands) and the Preact runtime they share, and none of Gatsby's runtime.

const bundles = islandFiles();
/** The bundle that hydrates an island. */
const bundleOf = (island: string) => bundles.find((bundle) => bundle.islands.includes(island))?.bundle;

const islandsOn = (document: Document) => [
  ...new Set(
    [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((root) => root.getAttribute(ISLAND_ATTRIBUTE)!),
  ),
];

/** "islands/site-chrome-4SIYW74U.js" → "site-chrome". */
const bundleName = (file: string) => /^islands\/([\w-]+)-[A-Z0-9]{8}\.js$/.exec(file)?.[1];
/** The bundles a page loads, the runtime left out. */
const bundlesLoadedBy = (file: string) =>
  pageScriptFiles(file)
    .map(bundleName)
    .filter((name) => name && name !== "runtime")
    .sort();
const documentOf = (file: string) => documentFor(`/${file.replace(/index\.html$|\.html$/, "")}`);

describe.each(builtHtmlFiles().map((file) => [file] as const))("%s", (file) => {
  const html = () => readBuilt(file);

  it("loads none of Gatsby's runtime: no framework, app or page chunks, no page data", () => {
    expect(pageScriptFiles(file).filter((script) => !script.startsWith("islands/"))).toEqual([]);
    expect(html()).not.toMatch(/___chunkMapping|window\.pagePath|___webpackCompilationHash|page-data\.json/);
    const preloaded = [...html().matchAll(/<link[^>]+rel="(?:preload|prefetch|modulepreload)"[^>]+href="([^"]+)"/g)];
    expect(preloaded.map((match) => match[1]).filter((href) => !/^\/islands\/runtime-/.test(href!))).toEqual([]);
  });

  it("loads the bundles of the islands it shows and no other, at low priority, after all of them", () => {
    const expected = [...new Set(islandsOn(documentOf(file)).map(bundleOf))].sort();
    expect(bundlesLoadedBy(file)).toEqual(expected);
    const scripts = [...html().matchAll(/<script type="module" src="\/islands\/[^"]+" async="" fetchpriority="low">/g)];
    expect(scripts).toHaveLength(expected.length);
    expect(html().indexOf('<script type="module"')).toBeGreaterThan(html().lastIndexOf(`${ISLAND_ATTRIBUTE}=`));
  });

  it("gives each island its props as JSON", () => {
    for (const root of documentOf(file).querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
      expect(() => JSON.parse(root.getAttribute(PROPS_ATTRIBUTE) ?? "")).not.toThrow();
    }
  });

  it("carries the speculation rules that prerender the next page", () => {
    expect(html()).toContain(`<script type="speculationrules">${SPECULATION_RULES}</script>`);
  });
});

it("shows every island somewhere, and the site's chrome on every page", () => {
  for (const island of bundles.flatMap((bundle) => bundle.islands)) {
    expect(builtHtmlFiles().some((file) => readBuilt(file).includes(`${ISLAND_ATTRIBUTE}="${island}"`))).toBe(true);
  }
  for (const page of builtPages()) {
    expect(islandsOn(documentFor(page.urlPath))).toEqual(expect.arrayContaining(["header", "chat-button"]));
  }
});

it("loads only the chrome's bundle on an article, a legal page, a service page and the home page", () => {
  for (const page of ["/blog/technical-seo-checklist/", "/privacy/", "/services/paid-advertising/", "/"]) {
    expect(bundlesLoadedBy(path.posix.join(page.slice(1), "index.html"))).toEqual(["site-chrome"]);
  }
  expect(bundlesLoadedBy("contact/index.html")).toEqual(["enquiry-form", "site-chrome"]);
  expect(bundlesLoadedBy("tools/seo-estimator/index.html")).toEqual(["seo-estimator", "site-chrome"]);
});
