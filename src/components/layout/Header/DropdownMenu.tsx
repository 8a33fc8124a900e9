import { ChevronDown } from "lucide-react";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./Header.module.scss";
import type { MenuGroupData } from "./types";
import { menuId } from "./menuId";

interface DropdownMenuProps {
  group: MenuGroupData;
  open: boolean;
  /** The current page lies in this group's section. */
  active: boolean;
  currentPath: string;
  onToggle: () => void;
  onNavigate: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

export function DropdownMenu({ group, open, active, currentPath, onToggle, onNavigate, buttonRef }: DropdownMenuProps) {
  const id = menuId(group.name);
  return (
    <li className={styles.navItem}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.navButton} ${active ? styles.active : ""}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {group.name}
        {active && <span className={styles.visuallyHidden}> (current section)</span>}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <div id={id} className={styles.panel} hidden={!open}>
        <ul className={styles.panelList}>
          {group.items.map((item) => (
            <li key={item.href}>
              <SiteLink
                href={item.href}
                className={styles.panelLink}
                onClick={onNavigate}
                aria-current={item.href === currentPath ? "page" : undefined}
              >
                <span className={styles.panelName}>{item.name}</span>
                <span className={styles.panelDesc}>{item.desc}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
