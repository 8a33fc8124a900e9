import { Menu, X } from "lucide-react";
import { useEffect, useReducer, useRef } from "react";
import { useRouteTable } from "../../../hooks/useRouteTable";
import { useScrolled } from "../../../hooks/useScrolled";
import { tablePath } from "../../../lib/urls";
import { buttonClass } from "../../ui/Button/Button";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import { DropdownMenu } from "./DropdownMenu";
import * as styles from "./Header.module.scss";
import { activeGroupName, closedMenus, menuReducer } from "./headerState";
import { MOBILE_MENU_ID, MobileMenu } from "./MobileMenu";
import type { LinkData, MenuGroupData } from "./types";

interface HeaderProps {
  brand: string;
  groups: readonly MenuGroupData[];
  cta: LinkData;
  pathname: string;
}

export function Header({ brand, groups, cta, pathname }: HeaderProps) {
  const [menus, dispatch] = useReducer(menuReducer, closedMenus);
  const scrolled = useScrolled();
  const headerRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const activeGroup = activeGroupName(pathname, groups, useRouteTable());
  const currentPath = tablePath(pathname);
  const anyOpen = menus.openGroup !== null || menus.mobileOpen;

  useEffect(() => dispatch({ type: "closeAll" }), [pathname]);

  // While a menu is open, a click outside the header or Escape closes it;
  // Escape also returns focus to the button that opened it.
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) dispatch({ type: "closeAll" });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const opener = menus.openGroup ? triggers.current.get(menus.openGroup) : mobileToggle.current;
      dispatch({ type: "closeAll" });
      opener?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [anyOpen, menus.openGroup]);

  const closeAll = () => dispatch({ type: "closeAll" });

  return (
    <header ref={headerRef} className={`${styles.header} ${scrolled ? styles.scrolled : ""}`} data-scrolled={scrolled}>
      <div className={styles.bar}>
        <SiteLink href="/" className={styles.brand} onClick={closeAll}>
          <span className={styles.brandMark} aria-hidden="true" />
          {brand}
          <span className={styles.visuallyHidden}> home page</span>
        </SiteLink>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {groups.map((group) => (
              <DropdownMenu
                key={group.name}
                group={group}
                open={menus.openGroup === group.name}
                active={activeGroup === group.name}
                currentPath={currentPath}
                onToggle={() => dispatch({ type: "toggleGroup", group: group.name })}
                onNavigate={closeAll}
                buttonRef={(element) => {
                  if (element) triggers.current.set(group.name, element);
                  else triggers.current.delete(group.name);
                }}
              />
            ))}
          </ul>
        </nav>
        <SiteLink href={cta.href} className={buttonClass("primary", styles.cta)} onClick={closeAll}>
          {cta.label}
        </SiteLink>
        <button
          ref={mobileToggle}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menus.mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => dispatch({ type: "toggleMobile" })}
        >
          {menus.mobileOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          <span>Menu</span>
        </button>
      </div>
      <MobileMenu
        open={menus.mobileOpen}
        groups={groups}
        cta={cta}
        activeGroup={activeGroup}
        currentPath={currentPath}
        onNavigate={closeAll}
      />
    </header>
  );
}
