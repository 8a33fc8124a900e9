import { ChevronDown } from "lucide-react";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./DropdownMenu.module.scss";
import type { MenuGroupData } from "./types";
import { menuId } from "./menuId";

interface DropdownMenuProps {
  group: MenuGroupData;
  /** The current page lies in this group's section. */
  active: boolean;
  currentPath: string;
}

/** The name the desktop menus' details elements share: opening one closes the others. */
export const DESKTOP_MENUS = "header-menu";

/** One of the header's dropdowns: a <details> whose summary is the group's name and whose panel lists its pages. */
export function DropdownMenu({ group, active, currentPath }: DropdownMenuProps) {
  return (
    <li className={styles.navItem}>
      <details className={styles.disclosure} name={DESKTOP_MENUS} data-menu={group.name}>
        <summary className={`${styles.navButton} ${active ? styles.active : ""}`}>
          {group.name}
          {active && <span className={styles.visuallyHidden}> (current section)</span>}
          <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
        </summary>
        <div id={menuId(group.name)} className={styles.panel}>
          <ul className={styles.panelList}>
            {group.items.map((item) => (
              <li key={item.href}>
                <SiteLink
                  href={item.href}
                  className={styles.panelLink}
                  aria-current={item.href === currentPath ? "page" : undefined}
                >
                  <span className={styles.panelName}>{item.name}</span>
                  <span className={styles.panelDesc}>{item.desc}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
