import { useSiteFacts } from "../../../hooks/useSiteFacts";
import * as styles from "./Legal.module.scss";

/** The controller's details for the legal pages, from site facts, so the name is written once. */
export function OurDetails() {
  const site = useSiteFacts();
  return (
    <aside className={styles.details} aria-labelledby="our-details-heading">
      <h2 id="our-details-heading" className={styles.detailsTitle}>
        Our details
      </h2>
      <p className={styles.brand}>{site.brand}</p>
      <address className={styles.address}>
        <span>
          {site.address.streetAddress}, {site.address.locality} {site.address.postalCode}, United Kingdom
        </span>
        <span>
          Email: <a href={`mailto:${site.email}`}>{site.email}</a>
        </span>
        <span>
          Phone: <a href={site.phone.href}>{site.phone.display}</a>
        </span>
      </address>
    </aside>
  );
}
