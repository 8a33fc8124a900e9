import { isLiveHref } from "./urls";

type NavigationData = NonNullable<Queries.NavigationQuery["navigation"]>;

const live = <T extends { href: string }>(links: readonly T[]): T[] => links.filter((link) => isLiveHref(link.href));

/**
 * navigation.json lists the whole site as editors plan it; the route table
 * grows screen by screen. Links to paths the table does not build yet are left
 * out, so the menus never lead to a missing page (tests/unit/navigation.test.ts
 * lists any that are waiting).
 */
export function liveNavigation(navigation: NavigationData) {
  return {
    header: {
      cta: navigation.header.cta,
      groups: navigation.header.groups
        .map((group) => ({ name: group.name, items: live(group.items) }))
        .filter((group) => group.items.length > 0),
    },
    footer: {
      groups: navigation.footer.groups
        .map((group) => ({ title: group.title, links: live(group.links) }))
        .filter((group) => group.links.length > 0),
      legal: live(navigation.footer.legal),
    },
  };
}
