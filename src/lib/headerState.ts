import type { Route } from "./routes";
import { routeFor, tablePath } from "./urls";

// The header's state as pure functions, so the rules are unit-tested apart
// from the DOM: which dropdown is open (at most one), whether the mobile menu
// is open, and when the page counts as scrolled.

/** SPEC §9: the header background changes once the page is scrolled more than 10 px. */
export const SCROLL_THRESHOLD_PX = 10;

export const isScrolled = (scrollY: number): boolean => scrollY > SCROLL_THRESHOLD_PX;

export interface MenuState {
  /** Name of the open dropdown group, or null when none is open. */
  openGroup: string | null;
  mobileOpen: boolean;
}

export type MenuAction = { type: "toggleGroup"; group: string } | { type: "toggleMobile" } | { type: "closeAll" };

export const closedMenus: MenuState = { openGroup: null, mobileOpen: false };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case "toggleGroup":
      return { ...state, openGroup: state.openGroup === action.group ? null : action.group };
    case "toggleMobile":
      return { openGroup: null, mobileOpen: !state.mobileOpen };
    case "closeAll":
      return state.openGroup === null && !state.mobileOpen ? state : closedMenus;
  }
}

interface GroupLike {
  name: string;
  items: ReadonlyArray<{ href: string }>;
}

/**
 * The group to highlight: the one with an item whose path is the page's path or a prefix of it. Both of a page's
 * addresses count, the one visited and its primary path, so /services/ppc-agency (an alias of /ppc-agency) is in
 * Services like every other /services/ page.
 */
export function activeGroupName(
  pathname: string,
  groups: readonly GroupLike[],
  routes: readonly Route[],
): string | null {
  const paths = [tablePath(pathname), routeFor(pathname, routes)?.path].filter((path): path is string => !!path);
  const inSection = (href: string) => {
    const item = tablePath(href);
    return item !== "/" && paths.some((current) => current === item || current.startsWith(`${item}/`));
  };
  return groups.find((group) => group.items.some((item) => inSection(item.href)))?.name ?? null;
}
