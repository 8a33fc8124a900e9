import { breadcrumbTrail } from "../../../lib/urls";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./Breadcrumbs.module.scss";

/**
 * The visible breadcrumb. It reads the same route-table trail as the
 * BreadcrumbList JSON-LD (see seoMeta.ts), so the two always name the same pages.
 */
export function Breadcrumbs({ pathname, label = "Breadcrumb" }: { pathname: string; label?: string }) {
  const trail = breadcrumbTrail(pathname);
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
