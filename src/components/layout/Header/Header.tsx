import { Menu, Search, X } from "lucide-react";
import { useEffect, useReducer, useRef, useState } from "react";
import { useHeaderNavigation } from "../../../hooks/useHeaderNavigation";
import { useRenderTaskEffect } from "../../../hooks/useRenderTaskEffect";
import { useScrolled } from "../../../hooks/useScrolled";
import { buttonClass } from "../../ui/Button/Button";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import { DropdownMenu } from "./DropdownMenu";
import * as styles from "./Header.module.scss";
import { closedMenus, menuReducer } from "../../../lib/headerState";
import { menuId } from "./menuId";
import { MOBILE_MENU_ID, MobileMenu } from "./MobileMenu";

interface HeaderProps {
  brand: string;
  pathname: string;
  /** The menu group whose section holds the current page (headerState.activeGroupName). */
  activeGroup: string | null;
  /** The current page's primary path, which its menu item links to (headerState.currentPagePath). */
  currentPath: string;
}

/** The data-menu of the mobile menu's details element, before the script runs. */
const MOBILE = "mobile";

/**
 * The site's header. Its menus come from content/navigation.json through a static query, so the island's bundle
 * carries them once and no page repeats them in the island's props.
 */
export function Header({ brand, pathname, activeGroup, currentPath }: HeaderProps) {
  const { groups, search, cta } = useHeaderNavigation();
  const [menus, dispatch] = useReducer(menuReducer, closedMenus);
  // The prerendered menus are <details>, so every item is reachable without JavaScript. Once the script runs they
  // become buttons with aria-expanded, Escape and focus return, keeping the menu the visitor had open and focused.
  const [enhanced, setEnhanced] = useState(false);
  const focusOnEnhance = useRef<{ menu: string; href: string | null } | null>(null);
  const scrolled = useScrolled();
  const headerRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const mobileToggle = useRef<HTMLButtonElement>(null);
  const anyOpen = menus.openGroup !== null || menus.mobileOpen;

  useEffect(() => dispatch({ type: "closeAll" }), [pathname]);

  useEffect(() => {
    const open = headerRef.current?.querySelector<HTMLElement>("details[open]")?.dataset.menu;
    const focused = headerRef.current?.querySelector<HTMLElement>("details :focus");
    const menu = focused?.closest("details")?.dataset.menu;
    if (focused && menu) focusOnEnhance.current = { menu, href: focused.getAttribute("href") };
    setEnhanced(true);
    if (open) dispatch(open === MOBILE ? { type: "toggleMobile" } : { type: "toggleGroup", group: open });
  }, []);

  useEffect(() => {
    const focus = focusOnEnhance.current;
    if (!enhanced || !focus) return;
    focusOnEnhance.current = null;
    const link =
      focus.href &&
      headerRef.current?.querySelector<HTMLElement>(
        `#${focus.menu === MOBILE ? MOBILE_MENU_ID : menuId(focus.menu)} a[href="${CSS.escape(focus.href)}"]`,
      );
    (link || (focus.menu === MOBILE ? mobileToggle.current : triggers.current.get(focus.menu)))?.focus();
  }, [enhanced]);

  // While a menu is open, a press anywhere outside it and its button closes it, in the header's bar as on the page
  // (a press on another menu's button closes this one, and its click then opens that one), and so does focus
  // arriving outside it, as when Tab leaves its last link. Escape closes it and returns focus to its button.
  // Listening from the render that opened it.
  useRenderTaskEffect(() => {
    if (!anyOpen) return;
    const opener = menus.openGroup ? triggers.current.get(menus.openGroup) : mobileToggle.current;
    const panel = headerRef.current?.querySelector(`#${menus.openGroup ? menuId(menus.openGroup) : MOBILE_MENU_ID}`);
    const closeOutside = (event: Event) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!target || !(opener?.contains(target) || panel?.contains(target))) dispatch({ type: "closeAll" });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      dispatch({ type: "closeAll" });
      opener?.focus();
    };
    document.addEventListener("pointerdown", closeOutside);
    // focusin, not focusout: it never fires as the window itself loses focus, which should leave the menu open.
    document.addEventListener("focusin", closeOutside);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [anyOpen, menus.openGroup]);

  const closeAll = () => dispatch({ type: "closeAll" });
  const mobileMenu = (open: boolean) => (
    <MobileMenu
      open={open}
      groups={groups}
      search={search}
      cta={cta}
      activeGroup={activeGroup}
      currentPath={currentPath}
      onNavigate={closeAll}
    />
  );

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
                enhanced={enhanced}
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
        <SiteLink
          href={search.href}
          className={styles.searchLink}
          onClick={closeAll}
          aria-current={search.href === currentPath ? "page" : undefined}
        >
          <Search aria-hidden="true" focusable="false" size={20} />
          <span className={styles.visuallyHidden}>{search.label}</span>
        </SiteLink>
        <SiteLink href={cta.href} className={buttonClass("primary", styles.cta)} onClick={closeAll}>
          {cta.label}
        </SiteLink>
        {enhanced ? (
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
        ) : (
          <details className={styles.mobileDisclosure} data-menu={MOBILE}>
            <summary className={styles.menuToggle}>
              <Menu aria-hidden="true" size={22} />
              <span>Menu</span>
            </summary>
            {mobileMenu(true)}
          </details>
        )}
      </div>
      {enhanced && mobileMenu(menus.mobileOpen)}
    </header>
  );
}
