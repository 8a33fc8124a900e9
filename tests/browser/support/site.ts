import navigation from "../../../content/navigation.json";
import { loadRouteTable, readContent } from "../../../gatsby/content/readContent";
import { contentIdOf } from "../../../src/lib/schema";
import { isLaterPage } from "../../../src/lib/routes";
import { withTrailingSlash } from "../../../src/lib/urls";
import { builtPages, documentFor } from "../../helpers/builtSite";

const routes = loadRouteTable();

// Which pages the browser tests visit, all read from the route table and the navigation.

/** A path no page has: the host answers it with 404.html and status 404. */
export const NOT_FOUND = "/this-page-does-not-exist/";

const pages = builtPages();
/** Aliases are byte-identical to their primary but for `window.pagePath`: one load each. */
export const aliases = pages.filter((page) => page.isAlias);
export const builtPaths = pages.map((page) => page.urlPath);

/**
 * Where the site chrome (header, its menus, mobile menu, footer, bottom bar) is checked in full: the home page
 * and the first page of each header menu, so each menu's section is highlighted once.
 */
export const chromePaths = [
  "/",
  ...navigation.header.groups.map((group) => withTrailingSlash(group.items[0]!.href)),
].filter((path, index, all) => all.indexOf(path) === index);

/** One page per template (pages of a template load the same chunk). */
export const templatePaths = [
  ...new Map(routes.map((route) => [route.template, withTrailingSlash(route.path)])).values(),
];

const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
/** The h1 a page is prerendered with. */
export const expectedH1 = (urlPath: string) =>
  squash(documentFor(urlPath === NOT_FOUND ? "404.html" : urlPath).querySelector("h1")?.textContent);

/** The parts a page's content draws: its fields, and the kind of each of its sections. */
function partsOf(data: unknown): string[] {
  if (!data || typeof data !== "object") return [];
  const { sections } = data as { sections?: Array<{ kind?: string }> };
  return [...Object.keys(data), ...(sections ?? []).map((section) => `section:${String(section.kind)}`)];
}

/**
 * The pages that show every template in every part its content can draw: for each template, the fewest of its
 * pages (chosen greedily, in path order) whose content between them has every field and every kind of section that
 * any page of the template has. A new article or industry page adds nothing here unless it draws something no
 * other page of its template does.
 */
function samplePaths(): string[] {
  const contentOf = new Map(readContent().files.map((file) => [contentIdOf(file.file), file.data]));
  const byTemplate = new Map<string, Array<{ path: string; parts: Set<string> }>>();
  for (const route of routes) {
    const list = byTemplate.get(route.template) ?? [];
    // A later page of a list (/blog/page/2) is drawn otherwise than its first, whatever its content.
    const later = route.archive ? [isLaterPage(route) ? "archive:later-page" : "archive:first-page"] : [];
    list.push({
      path: withTrailingSlash(route.path),
      parts: new Set([...partsOf(contentOf.get(route.contentId)), ...later]),
    });
    byTemplate.set(route.template, list);
  }
  const chosen: string[] = [];
  for (const candidates of byTemplate.values()) {
    const sorted = [...candidates].sort((a, b) => a.path.localeCompare(b.path));
    const missing = new Set(sorted.flatMap((page) => [...page.parts]));
    do {
      const best = sorted.reduce((most, page) =>
        [...page.parts].filter((part) => missing.has(part)).length >
        [...most.parts].filter((part) => missing.has(part)).length
          ? page
          : most,
      );
      chosen.push(best.path);
      for (const part of best.parts) missing.delete(part);
    } while (missing.size > 0);
  }
  return chosen;
}

/**
 * The pages the sweep (sweep.spec.ts) loads at both viewports: one or a few of each template that between them
 * draw everything its pages can (samplePaths), the chrome pages, the pages with registered states (`required`)
 * and the 404 page. The checks of the built files (tests/postbuild/) keep reading every page; `SWEEP=all` sweeps
 * every primary page too.
 */
export function sweptPathsWith(required: readonly string[]): string[] {
  const every = pages.filter((page) => !page.isAlias).map((page) => page.urlPath);
  const paths = process.env.SWEEP === "all" ? every : [...samplePaths(), ...chromePaths, ...required];
  return [...new Set([...paths, NOT_FOUND])].filter((path) => path === NOT_FOUND || every.includes(path));
}
