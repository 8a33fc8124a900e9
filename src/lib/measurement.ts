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
// Google's tag, GOOGLE_TAG_ID (a GA4 measurement ID, "G-…"), with GOOGLE_ADS_CONVERSION ("AW-…/label") to tell
// Google Ads of each delivered enquiry:
//
// - unset (the default): no Google code, no banner;
// - set: every page carries a consent banner and a script (src/lib/consentScript.ts). Nothing reaches Google until
//   the visitor presses "Accept"; then gtag.js loads with Consent Mode v2, every signal denied by default and
//   updated to the choice. After "Reject", nothing is ever sent. The choice is kept in one localStorage item, and
//   "Cookie settings" in the footer changes it.
//
// Both can be on at once. The settings are fixed into the pages when they are built (gatsby/onCreateWebpackConfig.ts),
// as LEADS_ENDPOINT is.

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
  /** A newsletter sign-up sent to the email platform (which then asks the visitor to confirm). */
  newsletterSignup: "newsletter_signup",
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

/** A GA4 measurement ID. */
const GOOGLE_TAG_ID = /^G-[A-Z0-9]{4,20}$/;
/** A Google Ads conversion: its account's tag and the conversion's label, "AW-123456789/AbC-D_efG". */
const GOOGLE_ADS_CONVERSION = /^AW-[0-9]{4,20}\/[A-Za-z0-9_-]{4,40}$/;

/** Where gtag.js is loaded from: Google's own, unless GOOGLE_TAG_ORIGIN stands a test's receiver in for it. */
const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";

/** The Google tag the site was built with; process.env.GOOGLE_TAG_ID is replaced at build time. */
export function googleTagId(): string | undefined {
  return process.env.GOOGLE_TAG_ID || undefined;
}

/** The Google Ads conversion a delivered enquiry reports, if any. */
export function googleAdsConversion(): string | undefined {
  return process.env.GOOGLE_ADS_CONVERSION || undefined;
}

/** The origin gtag.js comes from (and, for a test's stand-in, where everything it sends goes). */
export function googleTagOrigin(): string {
  return process.env.GOOGLE_TAG_ORIGIN ? new URL(process.env.GOOGLE_TAG_ORIGIN).origin : GOOGLE_TAG_ORIGIN;
}

/** Why the Google settings cannot be used, or undefined when they can (or are unset). */
export function googleSettingsProblem(env: Record<string, string | undefined> = process.env): string | undefined {
  const { GOOGLE_TAG_ID: id, GOOGLE_ADS_CONVERSION: conversion, GOOGLE_TAG_ORIGIN: origin } = env;
  if (id && !GOOGLE_TAG_ID.test(id)) {
    return `GOOGLE_TAG_ID is "${id}": set it to the GA4 measurement ID, such as G-AB12CD34EF (Google Ads comes with GOOGLE_ADS_CONVERSION)`;
  }
  if (conversion && !GOOGLE_ADS_CONVERSION.test(conversion)) {
    return `GOOGLE_ADS_CONVERSION is "${conversion}": set it to the conversion's "send to" value, such as AW-123456789/AbC-D_efG`;
  }
  if (conversion && !id) return "GOOGLE_ADS_CONVERSION is set but GOOGLE_TAG_ID is not: the conversion needs the tag";
  return buildAddressProblem("GOOGLE_TAG_ORIGIN", origin, {
    purpose: "that serves gtag.js (leave it unset for Google's own)",
    localHttp: true,
  });
}

export type GoogleMode = "on" | "off";

/** Whether the site offers Google Analytics (with consent). */
export const googleMode = (): GoogleMode => (googleTagId() ? "on" : "off");

/** Whether it also reports conversions to Google Ads (with the same consent). */
export const googleAdsMode = (): GoogleMode => (googleTagId() && googleAdsConversion() ? "on" : "off");

/**
 * The sources a page may load from and send to once the visitor accepts Google's tag, by CSP directive: Google's
 * published lists for GA4, and for Google Ads when a conversion is set. A test's stand-in origin
 * (GOOGLE_TAG_ORIGIN) replaces them all.
 */
export function googleSources(): { script: string[]; connect: string[]; img: string[]; frame: string[] } {
  const id = googleTagId();
  if (!id) return { script: [], connect: [], img: [], frame: [] };
  if (process.env.GOOGLE_TAG_ORIGIN) {
    const origin = googleTagOrigin();
    return { script: [origin], connect: [origin], img: [origin], frame: [] };
  }
  const ads = googleAdsMode() === "on";
  const analytics = [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ];
  const adsOrigins = [
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ];
  return {
    script: ["https://*.googletagmanager.com", ...(ads ? adsOrigins : [])],
    connect: [...analytics, ...(ads ? adsOrigins : [])],
    img: [
      "https://*.google-analytics.com",
      "https://*.googletagmanager.com",
      ...(ads ? [...adsOrigins, "https://www.google.co.uk"] : []),
    ],
    frame: ads ? ["https://td.doubleclick.net", "https://www.googletagmanager.com"] : [],
  };
}

/** The one line the build prints about measurement. */
export function measurementLine(): string {
  const endpoint = analyticsEndpoint();
  const id = googleTagId();
  const conversion = googleAdsConversion();
  const cookieless = endpoint
    ? `cookieless page views and conversions go to ${endpoint} (ANALYTICS_ENDPOINT); nothing is stored on visitors' devices`
    : "";
  const google = id
    ? `Google's tag ${id} (GOOGLE_TAG_ID) loads only after a visitor accepts it in the consent banner` +
      (conversion ? `, and delivered enquiries are Google Ads conversions (${conversion})` : "")
    : "";
  const modes = [cookieless, google].filter(Boolean);
  return modes.length > 0
    ? `Measurement: ${modes.join("; ")}.`
    : "Measurement: none. Neither ANALYTICS_ENDPOINT nor GOOGLE_TAG_ID is set, so no page measures anything; docs/measurement.md explains how to turn it on.";
}
