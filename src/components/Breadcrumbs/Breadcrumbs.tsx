import React from "react";
import { breadcrumbTrail } from "../../lib/urls";
import { Container } from "../Section/Section";
import { SiteLink } from "../SiteLink/SiteLink";
import * as styles from "./Breadcrumbs.module.scss";

/**
 * The visible breadcrumb of a page. It reads the same breadcrumbTrail as the
 * BreadcrumbList JSON-LD that Seo writes, so the two always name the same pages.
 */
export function Breadcrumbs({ pathname }: { pathname: string }) {
  const trail = breadcrumbTrail(pathname);
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.bar}>
      <Container>
        <ol className={styles.list}>
          {trail.map((crumb, index) => (
            <li key={crumb.path} className={styles.item}>
              {index < trail.length - 1 ? (
                <SiteLink href={crumb.path} className={styles.link}>
                  {crumb.label}
                </SiteLink>
              ) : (
                <span aria-current="page" className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
