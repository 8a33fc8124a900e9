import { Menu, Search, X } from "lucide-react";
import { useHeaderNavigation } from "../../../hooks/useHeaderNavigation";
import { SCROLLED_ATTRIBUTE } from "../../../lib/chromeScript";
import { buttonClass } from "../../ui/Button/Button";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import { DropdownMenu } from "./DropdownMenu";
import { BrandMark } from "../../ui/BrandMark/BrandMark";
import * as styles from "./Header.module.scss";
import { MobileMenu } from "./MobileMenu";

interface HeaderProps {
  brand: string;
  /** The menu group whose section holds the current page (headerState.activeGroupName). */
  activeGroup: string | null;
  /** The current page's primary path, which its menu item links to (headerState.currentPagePath). */
  currentPath: string;
}

/** The data-menu of the mobile menu's details element. */
const MOBILE = "mobile";

/**
 * The site's header, HTML and CSS only: each menu is a <details>, which opens and closes without a script, and
 * the desktop menus share a name, so opening one closes the others. The chrome's small script
 * (src/lib/chromeScript.ts) adds what HTML cannot: the background once the page is scrolled
 * (data-scrolled), and closing the open menu on a click or focus outside it, on a link click and on Escape. Its
 * menus come from content/navigation.json through a static query.
 */
export function Header({ brand, activeGroup, currentPath }: HeaderProps) {
  const { groups, search, cta } = useHeaderNavigation();
  return (
    <header className={styles.header} {...{ [SCROLLED_ATTRIBUTE]: "false" }}>
      <div className={styles.bar}>
        {/* Named here, not left to Gatsby's Link, which knows only the path drawn: a variant's page is the home page's. */}
        <SiteLink href="/" className={styles.brand} aria-current={currentPath === "/" ? "page" : undefined}>
          <BrandMark className={styles.brandMark} />
          {brand}
          <span className={styles.visuallyHidden}> home page</span>
        </SiteLink>
        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.navList}>
            {groups.map((group) => (
              <DropdownMenu
                key={group.name}
                group={group}
                active={activeGroup === group.name}
                currentPath={currentPath}
              />
            ))}
          </ul>
        </nav>
        <SiteLink
          href={search.href}
          className={styles.searchLink}
          aria-current={search.href === currentPath ? "page" : undefined}
        >
          <Search aria-hidden="true" focusable="false" size={20} />
          <span className={styles.visuallyHidden}>{search.label}</span>
        </SiteLink>
        <SiteLink href={cta.href} className={buttonClass("primary", styles.cta)}>
          {cta.label}
        </SiteLink>
        <details className={styles.mobileDisclosure} data-menu={MOBILE}>
          <summary className={styles.menuToggle}>
            <Menu aria-hidden="true" size={22} className={styles.openIcon} />
            <X aria-hidden="true" size={22} className={styles.closeIcon} />
            <span>Menu</span>
          </summary>
          <MobileMenu groups={groups} search={search} cta={cta} activeGroup={activeGroup} currentPath={currentPath} />
        </details>
      </div>
    </header>
  );
}
