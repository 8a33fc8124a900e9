import navigation from "../../../content/navigation.json";
import { loadRouteTable } from "../../../gatsby/content/readContent";
import { withTrailingSlash } from "../../../src/lib/urls";
import { builtPages, documentFor } from "../../helpers/builtSite";

const routes = loadRouteTable();

// Which pages the browser tests visit, all read from the route table and the navigation.

/** A path no page has: the host answers it with 404.html and status 404. */
export const NOT_FOUND = "/this-page-does-not-exist/";

const pages = builtPages();
/** Every primary page and the 404 page: each gets the full sweep at both viewports. */
export const sweptPaths = [...pages.filter((page) => !page.isAlias).map((page) => page.urlPath), NOT_FOUND];
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
