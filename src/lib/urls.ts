import { singlePages, templates, type Route } from "./routes";

// URL helpers shared by links, Seo, the sitemap and the route checks, so the
// trailing-slash policy (gatsby-config `trailingSlash: "always"`) lives here only.

/** "/about" → "/about/", "/resources#guides" → "/resources/#guides"; other sites are left alone. */
export function withTrailingSlash(href: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? href;
  const rest = match?.[2] ?? "";
  return `${pathname.endsWith("/") ? pathname : `${pathname}/`}${rest}`;
}

/** The absolute URL of a path on this site. */
export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${withTrailingSlash(path)}`;
}

/** A path without query, hash or trailing slash, as the route table writes it. */
export function tablePath(href: string): string {
  const pathname = href.replace(/[?#].*$/, "");
  return pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
}

/** The route showing this path, whether the path is primary or an alias. */
export function routeFor(pathname: string, table: readonly Route[]): Route | undefined {
  const wanted = tablePath(pathname);
  return table.find((route) => route.path === wanted || route.aliases?.includes(wanted));
}

/** True when an href is another site, mail or phone, or a page the route table builds. */
export function isLiveHref(href: string, table: readonly Route[]): boolean {
  if (!href.startsWith("/")) return true;
  return routeFor(href, table) !== undefined;
}

/** Home, then every ancestor path that is itself a page, then the page. */
export function breadcrumbTrail(pathname: string, table: readonly Route[]): Route[] {
  const route = routeFor(pathname, table);
  if (!route) return [];
  const segments = route.path.split("/").filter(Boolean);
  const ancestors = segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`);
  return ["/", ...ancestors]
    .map((path) => table.find((candidate) => candidate.path === path))
    .filter((candidate, i, all): candidate is Route => candidate !== undefined && all.indexOf(candidate) === i);
}

export interface RouteProblem {
  /** The content file (without extension) whose page or alias is at fault, when there is one. */
  contentId?: string;
  message: string;
}

/** Every problem with a route table; the build fails on any of them. */
export function routeTableProblems(table: readonly Route[]): RouteProblem[] {
  const problems: RouteProblem[] = [];
  const seen = new Map<string, Route>();
  for (const route of table) {
    const at = (message: string) => problems.push({ contentId: route.contentId, message });
    for (const path of [route.path, ...route.aliases]) {
      if (!path.startsWith("/")) at(`${path}: a path must start with "/"`);
      if (path !== "/" && path.endsWith("/")) at(`${path}: write paths without a trailing slash`);
      const owner = seen.get(path);
      if (owner) at(`${path} is already the address of content/${owner.contentId} (${owner.path})`);
      seen.set(path, route);
    }
    if (!(route.template in templates)) at(`${route.path}: unknown template ${route.template}`);
  }
  for (const page of singlePages) {
    if (!table.some((route) => route.path === page.path)) {
      problems.push({ message: `${page.path}: no content file content/${page.content} (or it has no route.label)` });
    }
  }
  return problems;
}

/** The absolute URL of a file in static/ or public/ (no trailing slash: it is a file, not a page). */
export function assetUrl(siteUrl: string, filePath: string): string {
  if (/^https?:\/\//.test(filePath)) return filePath;
  return `${siteUrl.replace(/\/+$/, "")}/${filePath.replace(/^\/+/, "")}`;
}
