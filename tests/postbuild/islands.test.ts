import fs from "node:fs";
import path from "node:path";
import {
  COMPILE_HINT,
  ISLAND_CLASSES,
  ISLANDS_PATH,
  islandFiles,
  type IslandClasses,
} from "../../gatsby/islands/buildIslands";
import { classNamesOf } from "../../gatsby/islands/cssModuleNames";
import { builtCss, undefinedIslandClasses } from "../../gatsby/islands/islandClasses";
import { ISLANDS_LOADER } from "../../gatsby/islands/loader";
import { CHROME_SCRIPT } from "../../src/lib/chromeScript";
import { SPECULATION_RULES } from "../../gatsby/islands/speculationRules";
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from "../../src/lib/islands/island";
import { builtHtmlFiles, pageScriptFiles, readBuilt } from "../helpers/builtFiles";
import { builtPages, documentFor, PUBLIC_DIR } from "../helpers/builtSite";

// JavaScript only where the page is interactive: what each built page loads is its own islands' code
// (src/lib/islands) and the Preact runtime they share, and none of Gatsby's runtime. The site's chrome is HTML and
// CSS with one small inline script (src/lib/chromeScript.ts), on every page.

const bundles = islandFiles();
/** The bundle that hydrates an island. */
const bundleOf = (island: string) => bundles.find((bundle) => bundle.islands.includes(island))?.bundle;

const islandsOn = (document: Document) => [
  ...new Set(
    [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((root) => root.getAttribute(ISLAND_ATTRIBUTE)!),
  ),
];

/** "islands/enquiry-form-4SIYW74U.js" → "enquiry-form". */
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
    expect(loaders.map((match) => match[1])).toEqual(expected.length > 0 ? [ISLANDS_LOADER] : []);
    if (expected.length > 0) {
      expect(html().indexOf("<script data-islands=")).toBeGreaterThan(html().lastIndexOf(` ${ISLAND_ATTRIBUTE}=`));
    }
    expect(html()).not.toMatch(/<script[^>]+src=/);
  });

  it("runs its chrome with the one small inline script, after the header and the Chat buttons", () => {
    const scripts = [...html().matchAll(/<script data-chrome="">([^<]*)<\/script>/g)];
    expect(scripts.map((match) => match[1])).toEqual([CHROME_SCRIPT]);
    expect(html().indexOf("<script data-chrome=")).toBeGreaterThan(html().lastIndexOf("<header"));
    expect(html().indexOf("<script data-chrome=")).toBeGreaterThan(html().lastIndexOf("data-chat="));
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
    const document = documentFor(page.urlPath);
    expect(document.querySelectorAll("header[data-scrolled] details[name] > summary").length).toBeGreaterThan(0);
    expect(document.querySelector("nav[aria-label='Quick actions'] button[data-chat]")).not.toBeNull();
  }
});

it("loads no island on an article, a legal page, a service page and the home page, and a form's or a tool's alone", () => {
  for (const page of ["/blog/technical-seo-checklist/", "/privacy/", "/services/paid-advertising/", "/"]) {
    expect(bundlesLoadedBy(path.posix.join(page.slice(1), "index.html"))).toEqual([]);
  }
  expect(bundlesLoadedBy("contact/index.html")).toEqual(["enquiry-form"]);
  expect(bundlesLoadedBy("tools/seo-estimator/index.html")).toEqual(["seo-estimator"]);
});

it("asks V8 to compile each module whole as it streams in: the compile hint is its first line", () => {
  const modules = fs
    .readdirSync(path.join(PUBLIC_DIR, ISLANDS_PATH))
    .filter((file) => file.endsWith(".js"))
    .map((file) => path.posix.join(ISLANDS_PATH.slice(1), file));
  // Each bundle and the runtime they share.
  expect(modules.map(bundleName).sort()).toEqual([...bundles.map((bundle) => bundle.bundle), "runtime"].sort());
  for (const file of modules) {
    const text = readBuilt(file);
    expect([file, text.split("\n")[0]]).toEqual([file, COMPILE_HINT]);
  }
});

describe("CSS module class names", () => {
  const used = () => JSON.parse(fs.readFileSync(ISLAND_CLASSES, "utf8")) as IslandClasses;
  const definedByPages = () => new Set(builtCss(PUBLIC_DIR).flatMap(classNamesOf));

  it("every class an island's bundle names is defined by the pages' CSS, and every bundle names some", () => {
    expect(Object.keys(used()).sort()).toEqual(bundles.map((bundle) => bundle.bundle).sort());
    for (const [bundle, classes] of Object.entries(used()))
      expect([bundle, classes.length > 0]).toEqual([bundle, true]);
    expect(undefinedIslandClasses(used(), builtCss(PUBLIC_DIR))).toEqual([]);
  });

  // Both bundlers name a module's classes (gatsby/islands/cssModuleNames.ts): the classes Gatsby's build gave the
  // prerendered island are the classes the island's bundle sets when it renders them again.
  it.each(["/contact/", "/glossary/", "/tools/seo-estimator/"])(
    "the styled classes of the islands prerendered on %s are the classes their bundles name",
    (urlPath) => {
      const defined = definedByPages();
      const roots = [...documentFor(urlPath).querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
      expect(roots.length).toBeGreaterThan(0);
      const unnamed = roots.flatMap((root) => {
        const bundle = bundleOf(root.getAttribute(ISLAND_ATTRIBUTE)!)!;
        // A class may also come in the island's props, named by the page.
        const props = root.getAttribute(PROPS_ATTRIBUTE) ?? "";
        const named = new Set([...used()[bundle]!, ...(props.match(/[\w-]+/g) ?? [])]);
        const classes = [root, ...root.querySelectorAll("[class]")].flatMap((element) => [...element.classList]);
        return [...new Set(classes)]
          .filter((name) => defined.has(name) && !named.has(name))
          .map((name) => `${bundle}: ${name}`);
      });
      expect(unnamed).toEqual([]);
    },
  );
});
