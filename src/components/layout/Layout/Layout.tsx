import { type ReactNode } from "react";
import { useFooterNavigation } from "../../../hooks/useFooterNavigation";
import { useHeaderNavigation } from "../../../hooks/useHeaderNavigation";
import { useSiteFacts } from "../../../hooks/useSiteFacts";
import { BottomBar } from "../BottomBar/BottomBar";
import { ConsentBanner } from "../ConsentBanner/ConsentBanner";
import { ErrorBoundary } from "../ErrorBoundary/ErrorBoundary";
import { Footer } from "../Footer/Footer";
import { Header } from "../Header/Header";
import { PagePathContext } from "../../../hooks/usePagePath";
import { useRouteTable } from "../../../hooks/useRouteTable";
import { activeGroupName, currentPagePath } from "../../../lib/headerState";
import { searchIndexAttributes } from "../../../lib/siteSearch";
import { buildDate } from "../../../lib/siteAge";
import * as styles from "./Layout.module.scss";

export const MAIN_ID = "main-content";

/**
 * The chrome around every page: skip link, header, the consent banner where the site uses Google's tag, main
 * landmark, footer, mobile bar.
 */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const site = useSiteFacts();
  const footer = useFooterNavigation();
  const routes = useRouteTable();
  const { groups } = useHeaderNavigation();
  return (
    <>
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <Header
        brand={site.brand}
        activeGroup={activeGroupName(pathname, groups, routes)}
        currentPath={currentPagePath(pathname, routes)}
      />
      <ConsentBanner />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main} {...searchIndexAttributes(pathname, routes, groups)}>
        <PagePathContext.Provider value={pathname}>
          <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
        </PagePathContext.Provider>
      </main>
      <Footer site={site} groups={footer.groups} legal={footer.legal} year={buildDate().getUTCFullYear()} />
      <BottomBar phoneHref={site.phone.href} />
    </>
  );
}
