import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { indexedRoutes, PAGEFIND_DIR, PAGEFIND_SCRIPT } from "../../src/lib/siteSearch";
import { withTrailingSlash } from "../../src/lib/urls";
import { builtFiles, builtHtmlFiles, pageScriptFiles, readBuilt } from "../helpers/builtFiles";
import { builtPages, documentFor, PUBLIC_DIR } from "../helpers/builtSite";

// The site search's index as the build wrote it (gatsby/searchIndex.ts): Pagefind's files in public/pagefind/,
// one fragment per indexed page, which Pagefind stores gzipped behind a signature. Read here as the browser would.

const routes = loadRouteTable();
const DIR = path.join(PUBLIC_DIR, PAGEFIND_DIR);

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
}

const SIGNATURE = "pagefind_dcd";
function readFragments(): Fragment[] {
  const dir = path.join(DIR, "fragment");
  return fs.readdirSync(dir).map((file) => {
    const text = zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString("utf8");
    if (!text.startsWith(SIGNATURE)) throw new Error(`${file} is not a Pagefind fragment`);
    return JSON.parse(text.slice(SIGNATURE.length)) as Fragment;
  });
}

let fragments: Fragment[];
beforeAll(() => {
  fragments = readFragments();
});
const fragmentAt = (url: string) => fragments.find((fragment) => fragment.url === url);
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

describe("public/pagefind/", () => {
  it("holds Pagefind's script, its list of indexes and one index, in the pages' language", () => {
    expect(fs.existsSync(path.join(PUBLIC_DIR, PAGEFIND_SCRIPT))).toBe(true);
    const entry = JSON.parse(fs.readFileSync(path.join(DIR, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    const lang = documentFor("/").documentElement.getAttribute("lang")!.toLowerCase();
    expect(Object.keys(entry.languages)).toEqual([lang]);
    expect(entry.languages[lang]!.page_count).toBe(indexedRoutes(routes).length);
  });

  it("indexes every page search engines may list, at its primary path, and nothing else", () => {
    const expected = indexedRoutes(routes).map((route) => withTrailingSlash(route.path));
    expect(fragments.map((fragment) => fragment.url).sort()).toEqual([...expected].sort());
  });

  it("leaves out noindex pages (the search page itself), aliases and the 404 page", () => {
    const urls = new Set(fragments.map((fragment) => fragment.url));
    const noindex = builtPages().filter((page) => page.noindex);
    const aliases = builtPages().filter((page) => page.isAlias);
    expect(noindex.map((page) => page.urlPath)).toContain("/search/");
    expect(aliases.map((page) => page.urlPath)).toContain("/services/ppc-agency/");
    expect([...noindex, ...aliases].filter((page) => urls.has(page.urlPath))).toEqual([]);
    expect(fragments.filter((fragment) => /404/.test(fragment.url))).toEqual([]);
  });

  it("titles each page by its h1 and files it under a section", () => {
    const problems = fragments.flatMap((fragment) => {
      const h1 = squash(documentFor(fragment.url).querySelector("main h1")?.textContent);
      return fragment.meta.title === h1 && fragment.meta.section
        ? []
        : [`${fragment.url}: ${JSON.stringify(fragment.meta)}`];
    });
    expect(problems).toEqual([]);
    expect(fragmentAt("/blog/broad-match-smart-bidding/")?.meta.section).toBe("Blog");
    expect(fragmentAt("/industries/legal-firms/")?.meta.section).toBe("Industries");
  });

  it("indexes a page's own text: not the header, footer, breadcrumbs or an article's cards of other articles", () => {
    const article = fragmentAt("/blog/broad-match-smart-bidding/")!;
    expect(article.content).toMatch(/burst pipe flooding kitchen/);
    for (const chrome of ["Get My Proposal", "Privacy Policy", "Skip to content", "Mobile"]) {
      expect(article.content).not.toContain(chrome);
    }
    // A word only that article's text has is in its fragment alone.
    expect(fragments.filter((fragment) => /\bflood/i.test(fragment.content)).map((f) => f.url)).toEqual([
      "/blog/broad-match-smart-bidding/",
    ]);
    // Nor the titles of the other articles its "more articles" cards show.
    const otherArticles = routes
      .filter((route) => route.template === "BlogPostTemplate")
      .map((route) => fragmentAt(withTrailingSlash(route.path))!)
      .filter((other) => other.url !== article.url);
    expect(otherArticles.length).toBeGreaterThan(0);
    expect(otherArticles.filter((other) => article.content.includes(other.meta.title!))).toEqual([]);
  });

  it("holds only what the search page loads: no ready-made interface, web worker or unused WebAssembly", () => {
    const files = builtFiles().filter((file) => file.startsWith(`${PAGEFIND_DIR}/`));
    expect(
      files.filter((file) => /pagefind-(ui|modular-ui|component-ui|highlight|worker)|wasm\.unknown/.test(file)),
    ).toEqual([]);
  });
});

describe("the search's code", () => {
  it("is loaded by the search page alone, which imports Pagefind's script from its island's bundle", () => {
    const script = path.posix.basename(PAGEFIND_SCRIPT);
    const loading = builtHtmlFiles().filter((file) =>
      pageScriptFiles(file).some((bundle) => readBuilt(bundle).includes(script)),
    );
    expect(loading).toEqual(["search/index.html"]);
    // By a dynamic import when the island starts, so the page's HTML names no Pagefind file.
    expect(readBuilt("search/index.html")).not.toContain(`/${PAGEFIND_DIR}/`);
  });
});
