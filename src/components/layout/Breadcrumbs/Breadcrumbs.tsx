import { useRouteTable } from "../../../hooks/useRouteTable";
import { breadcrumbTrail } from "../../../lib/urls";
import { Container } from "../../ui/Section/Section";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./Breadcrumbs.module.scss";

/**
 * The visible breadcrumb. It reads the same route-table trail as the BreadcrumbList JSON-LD (see seoMeta.ts),
 * so the two always name the same pages.
 */
export function Breadcrumbs({ pathname, label = "Breadcrumb" }: { pathname: string; label?: string }) {
  const trail = breadcrumbTrail(pathname, useRouteTable());
  if (trail.length < 2) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {trail.map((crumb, index) =>
          index < trail.length - 1 ? (
            <li key={crumb.path}>
              <SiteLink href={crumb.path}>{crumb.label}</SiteLink>
            </li>
          ) : (
            <li key={crumb.path} aria-current="page">
              {crumb.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The breadcrumb above a page's hero, shown only on a page that sits under another page (Home / Legal Firms / Legal PPC). */
export function CrumbBar({ pathname }: { pathname: string }) {
  const nested = breadcrumbTrail(pathname, useRouteTable()).length > 2;
  if (!nested) return null;
  return (
    <div className={styles.crumbBar}>
      <Container>
        <Breadcrumbs pathname={pathname} />
      </Container>
    </div>
  );
}
