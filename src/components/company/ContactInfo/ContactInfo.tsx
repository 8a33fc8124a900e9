import { graphql } from "gatsby";
import { CalendarClock, LifeBuoy, MapPin } from "lucide-react";
import { figureOf, useSiteFacts } from "../../../hooks/useSiteFacts";
import { bookingUrl } from "../../../lib/booking";
import { deliveryMode } from "../../../lib/leads";
import { nonBreaking } from "../../../lib/text";
import { OpeningHours } from "../../ui/OpeningHours/OpeningHours";
import { OutboundLink } from "../../ui/OutboundLink/OutboundLink";
import * as styles from "./ContactInfo.module.scss";

export const officeCopyFields = graphql`
  fragment OfficeCopyFields on OfficeCopy {
    title
    directions
  }
`;

export const emergencyCopyFields = graphql`
  fragment EmergencyCopyFields on EmergencyCopy {
    title
    description
  }
`;

export const bookingCopyFields = graphql`
  fragment BookingCopyFields on BookingCopy {
    title
    description
    online {
      title
      description
      linkLabel
    }
  }
`;

/** The London office: address and office hours from site.json, so they match the footer and the JSON-LD. */
export function OfficeCard({ copy }: { copy: Queries.OfficeCopyFieldsFragment }) {
  const site = useSiteFacts();
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>
        <MapPin aria-hidden="true" size={22} className={styles.icon} />
        {copy.title}
      </h3>
      <address className={styles.address}>
        {site.address.streetAddress}
        <br />
        {site.address.locality} {site.address.postalCode}
      </address>
      <p className={styles.muted}>{copy.directions}</p>
      <h4 className={styles.subTitle}>Office hours</h4>
      <OpeningHours site={site} className={styles.hours} />
    </div>
  );
}

/** Out-of-hours help for clients already working with us. */
export function EmergencyCard({ copy }: { copy: Queries.EmergencyCopyFieldsFragment }) {
  const site = useSiteFacts();
  return (
    <div className={`${styles.card} ${styles.emergency}`}>
      <h3 className={styles.title}>
        <LifeBuoy aria-hidden="true" size={22} className={styles.icon} />
        {copy.title}
      </h3>
      <p className={styles.highlight}>Response within {figureOf(site, "emergency-response").value}</p>
      <p className={styles.muted}>{copy.description}</p>
    </div>
  );
}

/**
 * Booking a call. With a booking calendar (BOOKING_URL, src/lib/booking.ts) the card links to it; without one it
 * says online booking is coming and offers the two ways that work today instead of a dead button.
 */
export function BookingCard({ copy }: { copy: Queries.BookingCopyFieldsFragment }) {
  const site = useSiteFacts();
  const calendar = bookingUrl();
  const { title, description } = calendar ? copy.online : copy;
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>
        <CalendarClock aria-hidden="true" size={22} className={styles.icon} />
        {title}
      </h3>
      <p className={styles.muted}>{description}</p>
      <ul className={styles.links}>
        {calendar && (
          <li>
            <OutboundLink href={calendar}>{copy.online.linkLabel}</OutboundLink>
          </li>
        )}
        <li>
          <a href={site.phone.href}>{nonBreaking(`Call ${site.phone.display}`)}</a>
        </li>
        <li>
          {/* The form is a way to book only when it delivers (src/lib/leads.ts); otherwise, email. */}
          {deliveryMode() === "connected" ? (
            <a href="#enquiry">Use the enquiry form</a>
          ) : (
            <a href={`mailto:${site.email}`}>{`Email ${site.email}`}</a>
          )}
        </li>
      </ul>
    </div>
  );
}
