import { buildAddressProblem } from "./buildAddress";
import { ENQUIRY_PATH } from "./enquiryTopic";
import { tablePath } from "./urls";

// Where a visitor books a call. The build reads BOOKING_URL:
//
// - unset (the default): there is no online calendar, so every "book a call" link goes to the contact page, and the
//   contact page's booking card says online booking is coming and offers the phone and email instead;
// - an https:// address (a Cal.com or Calendly page, say): those links open that calendar, as an outbound link in a
//   new tab, and the booking card links to it. The calendar's own script runs on its own site, never on ours.
//
// Like LEADS_ENDPOINT (src/lib/leads.ts), the address is fixed into the pages when they are built
// (gatsby/onCreateWebpackConfig.ts and the islands' build), so the HTML and the islands agree.

/** Why a BOOKING_URL value cannot be used, or undefined when it can (or is unset). */
export const bookingUrlProblem = (value: string | undefined) =>
  buildAddressProblem("BOOKING_URL", value, { purpose: "of the booking calendar" });

/** The calendar the site was built with; process.env.BOOKING_URL is replaced by its value at build time. */
export function bookingUrl(): string | undefined {
  return process.env.BOOKING_URL || undefined;
}

interface Link {
  label: string;
  href: string;
}

/** A link that asks for a call: one to the contact page whose label names a call ("Book Call", "Get My Free Strategy Call"). */
export const isCallLink = (link: Link) => tablePath(link.href) === ENQUIRY_PATH && /\bcall\b/i.test(link.label);

/** The calendar a link opens instead of its own target: for a call link when BOOKING_URL is set, otherwise undefined. */
export const calendarFor = (link: Link): string | undefined => (isCallLink(link) ? bookingUrl() : undefined);
