import { ChevronDown } from "lucide-react";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./Header.module.scss";
import type { MenuGroupData } from "./types";
import { menuId } from "./menuId";

interface DropdownMenuProps {
  group: MenuGroupData;
  /** False until the header's script runs: the menu is then a <details>, which opens without it. */
  enhanced: boolean;
  open: boolean;
  /** The current page lies in this group's section. */
  active: boolean;
  currentPath: string;
  onToggle: () => void;
  onNavigate: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
}

/** The name on a menu's details element before the script runs: opening one closes the others. */
export const DESKTOP_MENUS = "header-menu";

export function DropdownMenu({
  group,
  enhanced,
  open,
  active,
  currentPath,
  onToggle,
  onNavigate,
  buttonRef,
}: DropdownMenuProps) {
  const id = menuId(group.name);
  const label = (
    <>
      {group.name}
      {active && <span className={styles.visuallyHidden}> (current section)</span>}
      <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
    </>
  );
  const panel = (
    <div id={id} className={styles.panel} hidden={enhanced && !open}>
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
  );
  const triggerClass = `${styles.navButton} ${active ? styles.active : ""}`;
  return (
    <li className={styles.navItem}>
      {enhanced ? (
        <>
          <button
            ref={buttonRef}
            type="button"
            className={triggerClass}
            aria-expanded={open}
            aria-controls={id}
            onClick={onToggle}
          >
            {label}
          </button>
          {panel}
        </>
      ) : (
        <details className={styles.disclosure} name={DESKTOP_MENUS} data-menu={group.name}>
          <summary className={triggerClass}>{label}</summary>
          {panel}
        </details>
      )}
    </li>
  );
}
