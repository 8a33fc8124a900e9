import path from "node:path";
import { islandFiles } from "../../gatsby/islands/buildIslands";
import { ISLANDS_LOADER } from "../../gatsby/islands/loader";
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
    expect(html()).not.toMatch(/<link[^>]+rel="(?:preload|prefetch|modulepreload)"[^>]+href="[^"]+\.js"/);
  });

  it("loads the bundles of the islands it shows and no other, after the page has loaded", () => {
    const expected = [...new Set(islandsOn(documentOf(file)).map(bundleOf))].sort();
    expect(bundlesLoadedBy(file)).toEqual(expected);
    const loaders = [...html().matchAll(/<script data-islands="[^"]+">([^<]*)<\/script>/g)];
    expect(loaders.map((match) => match[1])).toEqual([ISLANDS_LOADER]);
    expect(html().indexOf("<script data-islands=")).toBeGreaterThan(html().lastIndexOf(`${ISLAND_ATTRIBUTE}=`));
    expect(html()).not.toMatch(/<script[^>]+src=/);
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
