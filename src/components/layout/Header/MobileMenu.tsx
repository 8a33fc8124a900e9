import { Search } from "lucide-react";
import { buttonClass } from "../../ui/Button/Button";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./MobileMenu.module.scss";
import { menuId } from "./menuId";
import type { LinkData, MenuGroupData } from "./types";

export const MOBILE_MENU_ID = "mobile-menu";

interface MobileMenuProps {
  groups: readonly MenuGroupData[];
  search: LinkData;
  cta: LinkData;
  activeGroup: string | null;
  currentPath: string;
}

/** The search link, then the same groups as the desktop dropdowns, listed in full for small screens. */
export function MobileMenu({ groups, search, cta, activeGroup, currentPath }: MobileMenuProps) {
  return (
    <nav id={MOBILE_MENU_ID} aria-label="Mobile" className={styles.mobileMenu}>
      <SiteLink
        href={search.href}
        className={styles.mobileSearch}
        aria-current={search.href === currentPath ? "page" : undefined}
      >
        <Search aria-hidden="true" focusable="false" size={20} />
        {search.label}
      </SiteLink>
      {groups.map((group) => {
        const headingId = menuId(group.name, "mobile-group");
        return (
          <div key={group.name} className={styles.mobileGroup}>
            <p
              id={headingId}
              className={`${styles.mobileGroupTitle} ${group.name === activeGroup ? styles.active : ""}`}
            >
              {group.name}
            </p>
            <ul aria-labelledby={headingId} className={styles.mobileList}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <SiteLink
                    href={item.href}
                    className={styles.mobileLink}
                    aria-current={item.href === currentPath ? "page" : undefined}
                  >
                    {item.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <SiteLink href={cta.href} className={buttonClass("primary", styles.mobileCta)}>
        {cta.label}
      </SiteLink>
    </nav>
  );
}
