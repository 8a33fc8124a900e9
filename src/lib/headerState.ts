import type { Route } from "./routes";
import { routeFor, tablePath } from "./urls";

// The header's state: when the page counts as scrolled, and which section and page its menus mark as current.

/** SPEC §9: the header background changes once the page is scrolled more than 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

interface GroupLike {
  name: string;
  items: ReadonlyArray<{ href: string }>;
}

/** The group with an item whose path is this path or a prefix of it (SPEC §2: "by path prefix"); home is in none. */
function groupHolding(path: string, groups: readonly GroupLike[]): string | null {
  const inSection = (href: string) => {
    const item = tablePath(href);
    return item !== "/" && (path === item || path.startsWith(`${item}/`));
  };
  return groups.find((group) => group.items.some((item) => inSection(item.href)))?.name ?? null;
}

/**
 * A page's section: the group holding its primary path, or else the first of its aliases that a group holds. A page
 * has one section, the same at every address: /ppc-agency is in Services because the same page is
 * /services/ppc-agency, and /agency in Company because it is /about. A page none of whose addresses is under a
 * group's item (home, the legal pages, the landing pages) is in no section.
 */
export function sectionOf(route: Pick<Route, "path" | "aliases">, groups: readonly GroupLike[]): string | null {
  for (const path of [route.path, ...route.aliases]) {
    const group = groupHolding(path, groups);
    if (group) return group;
  }
  return null;
}

/** The group to highlight on this path: its page's section, or for a path that is no page, the group holding it. */
export function activeGroupName(
  pathname: string,
  groups: readonly GroupLike[],
  routes: readonly Route[],
): string | null {
  const route = routeFor(pathname, routes);
  return route ? sectionOf(route, groups) : groupHolding(tablePath(pathname), groups);
}

/** The path the menus mark as the current page: the page's primary path on every one of its addresses. */
export function currentPagePath(pathname: string, routes: readonly Route[]): string {
  return routeFor(pathname, routes)?.path ?? tablePath(pathname);
}
