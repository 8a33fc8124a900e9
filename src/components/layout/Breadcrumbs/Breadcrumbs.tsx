import { usePagePath } from "../../../hooks/usePagePath";
import { useRouteTable } from "../../../hooks/useRouteTable";
import { breadcrumbTrail } from "../../../lib/urls";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./Breadcrumbs.module.scss";

/**
 * The visible breadcrumb, above the heading of every page but the home page: one rule, drawn by each kind of page
 * top (the hero, an article's header, a list's, a legal page's, the search page's). It reads the same route-table
 * trail as the BreadcrumbList JSON-LD (see seoMeta.ts), so the two always name the same pages. The page is the one
 * being drawn (usePagePath) unless `pathname` names another.
 */
export function Breadcrumbs({ pathname, label = "Breadcrumb" }: { pathname?: string; label?: string }) {
  const pagePath = usePagePath();
  const trail = breadcrumbTrail(pathname ?? pagePath, useRouteTable());
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
