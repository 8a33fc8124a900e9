import { buildAddressProblem } from "./buildAddress";

// What the site measures, set when it is built. ANALYTICS_ENDPOINT:
//
// - unset (the default): nothing is measured. No page carries measurement code, no request leaves a page for it,
//   nothing is stored on the device and there is no banner;
// - an https:// address (http:// only for 127.0.0.1 or localhost, for tests) that takes events in the shape of
//   Plausible's Events API (`https://plausible.io/api/event`, or a self-hosted Plausible's): each page view and
//   each conversion is one request, with the page's address (its campaign parameters only) and no personal data.
//   Nothing is written on the device, so no consent is asked (docs/measurement.md).
//
// The address is fixed into the pages when they are built (gatsby/onCreateWebpackConfig.ts), as LEADS_ENDPOINT is.

/** The conversions, named once: each is one event wherever it is sent. */
export const CONVERSIONS = {
  /** An enquiry the receiver has accepted (a 2xx answer), as the thank-you shows. */
  enquiry: "enquiry",
  /** A guide request the receiver has accepted. */
  guideRequest: "guide_request",
  /** A tap or click on a phone link. */
  phoneTap: "phone_tap",
  /** A tap or click on an email link. */
  emailTap: "email_tap",
  /** A click on "Book Call". */
  bookCall: "book_call",
  /** A click on "Get My Proposal". */
  proposal: "proposal_click",
  /** A free tool used until it shows its result. */
  toolResult: "tool_result",
} as const;

export type Conversion = (typeof CONVERSIONS)[keyof typeof CONVERSIONS];

/** The event an island dispatches on the document when a conversion happens; the measurement script sends it. */
export const CONVERSION_EVENT = "site:conversion";

/** The attribute of a link whose click is a conversion: its value is the conversion's name. */
export const CONVERSION_ATTRIBUTE = "data-conversion";

/**
 * Tells the measurement script (src/lib/measurementScript.ts) that a conversion happened. Without a measurement
 * setting no page has the script, and nothing listens.
 */
export function reportConversion(name: Conversion): void {
  document.dispatchEvent(new CustomEvent(CONVERSION_EVENT, { detail: name }));
}

/** Why an ANALYTICS_ENDPOINT value cannot be used, or undefined when it can (or is unset). */
export const analyticsEndpointProblem = (value: string | undefined) =>
  buildAddressProblem("ANALYTICS_ENDPOINT", value, {
    purpose: "that receives page views and conversions (Plausible's /api/event)",
    localHttp: true,
  });

/** The events' endpoint the site was built with; process.env.ANALYTICS_ENDPOINT is replaced at build time. */
export function analyticsEndpoint(): string | undefined {
  return process.env.ANALYTICS_ENDPOINT || undefined;
}

/** The origin the events go to, for the CSP's connect-src; undefined when nothing is measured. */
export function analyticsOrigin(): string | undefined {
  const endpoint = analyticsEndpoint();
  return endpoint ? new URL(endpoint).origin : undefined;
}

export type AnalyticsMode = "on" | "off";

export const analyticsMode = (): AnalyticsMode => (analyticsEndpoint() ? "on" : "off");

/** The one line the build prints about measurement. */
export function measurementLine(): string {
  const endpoint = analyticsEndpoint();
  return endpoint
    ? `Measurement: cookieless page views and conversions go to ${endpoint} (ANALYTICS_ENDPOINT); nothing is stored on visitors' devices.`
    : "Measurement: none. ANALYTICS_ENDPOINT is not set, so no page measures anything; docs/measurement.md explains how to turn it on.";
}
