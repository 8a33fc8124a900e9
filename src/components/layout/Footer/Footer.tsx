import type { SiteFactsData } from "../../../hooks/useSiteFacts";
import type { LinkData } from "../Header/types";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import { OpeningHours } from "../../ui/OpeningHours/OpeningHours";
import { CONSENT_OPEN_ATTRIBUTE } from "../../../lib/consentScript";
import { googleTagId } from "../../../lib/measurement";
import * as styles from "./Footer.module.scss";

interface FooterProps {
  site: SiteFactsData;
  groups: ReadonlyArray<{ title: string; links: readonly LinkData[] }>;
  legal: readonly LinkData[];
  /** The year the site was built, for the copyright line. */
  year: number;
}

export function Footer({ site, groups, legal, year }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p className={styles.brand}>{site.brand}</p>
          <p className={styles.blurb}>{site.blurb}</p>
          <address className={styles.contact}>
            <a href={site.phone.href}>{site.phone.display}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <span>
              {site.address.streetAddress}, {site.address.locality} {site.address.postalCode}
            </span>
          </address>
          <OpeningHours site={site} className={styles.hours} />
        </div>
        <nav aria-label="Footer" className={styles.groups}>
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.list}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SiteLink href={link.href}>{link.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.legal}>
        <p>
          © {site.foundingYear}–{year} {site.brand}. Registered in England and Wales.
        </p>
        {(legal.length > 0 || googleTagId()) && (
          <ul className={styles.legalLinks}>
            {legal.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href}>{link.label}</SiteLink>
              </li>
            ))}
            {googleTagId() && (
              // Reopens the consent banner (src/lib/consentScript.ts); hidden without JavaScript, when no cookie is set.
              <li className={styles.cookieSettings}>
                <button type="button" className={styles.linkButton} {...{ [CONSENT_OPEN_ATTRIBUTE]: "" }}>
                  Cookie settings
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
    </footer>
  );
}
