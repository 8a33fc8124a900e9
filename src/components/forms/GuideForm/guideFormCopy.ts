// UI copy of the guide form (SPEC §2, §4, §5, §9). Editorial copy about each
// guide lives in content/landing-pages; these words are the same on every page.

import { templateSections } from "../../../lib/anchors";
import type { DeliveryText } from "../../../lib/leads";
import type { documentKinds } from "../../../lib/schema/documents";

/** The form's card: the anchor the landing page's calls to action link to. */
export const GUIDE_FORM_ID = templateSections.LandingPageTemplate.guideForm;

/** SPEC §9 "Guide currentSpend", in this order. */
export const spendOptions = [
  "Under $5,000/month",
  "$5,000 - $15,000/month",
  "$15,000 - $50,000/month",
  "$50,000+ /month",
  "Just getting started",
] as const;

/** What a landing page's form hands over: a guide or a playbook (content/documents/*.md, `kind`). */
export type OfferKind = (typeof documentKinds)[number];
/** The kind as a button names it: "Guide", "Playbook". */
const offerWord = (kind: OfferKind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

export const guideFormCopy = {
  heading: (guideName: string) => `Get the Free ${guideName}`,
  name: "Full Name",
  email: "Business Email",
  company: "Company Name",
  spend: "Current Monthly Ad Spend",
  spendPlaceholder: "Select spend range",
  requiredNote: "Fields marked * are required.",
  submit: (kind: OfferKind) => `Send Me the Free ${offerWord(kind)}`,
  sending: (kind: OfferKind) => `Sending ${offerWord(kind)}...`,
  noScript: (kind: OfferKind) =>
    `This form needs JavaScript to send. You can still call or email us using the details on our contact page, or download the ${kind} now:`,
  noScriptDownload: (title: string, facts: string) => `${title} (${facts})`,
  privacyLink: { label: "Privacy policy", href: "/privacy" },
  thanksListTitle: (kind: OfferKind) => `Inside your ${kind}:`,
  bookCall: { label: "Book Free Strategy Call", href: "/contact" },
  another: "Download Another Resource",
  download: (title: string) => `Download ${title}`,
} as const;

/**
 * What the form promises, by delivery mode (src/lib/leads.ts): connected, the guide is emailed; simulated, nothing
 * leaves the page, so the thank-you says so and offers the phone number and email address instead. How soon we
 * reply is a site fact (content/site.json, figure "business-hours-reply"), so it is passed in, never typed here.
 */
export const guideDeliveryCopy: DeliveryText<{
  privacy: (kind: OfferKind) => string;
  thanksTitle: string;
  thanksLead: (guideName: string) => string;
  thanksNext: (replyWithin: string) => string;
  /** Above the direct download on the thank-you. */
  downloadLead: string;
}> = {
  connected: {
    privacy: (kind) => `We'll only email you the ${kind} and the occasional tip. Unsubscribe at any time.`,
    thanksTitle: "Check Your Email!",
    thanksLead: (guideName) => `Your ${guideName} is on its way to your inbox.`,
    thanksNext: () => "It should arrive within a few minutes. If it hasn't, please check your spam folder.",
    downloadLead: "Can't wait? Download it now:",
  },
  simulated: {
    privacy: () => "This form doesn't send anything yet: what you type stays in your browser and never reaches us.",
    thanksTitle: "Thank You! One More Step",
    thanksLead: (guideName) =>
      `This form doesn't send yet, so your ${guideName} hasn't been emailed and your details haven't reached us.`,
    thanksNext: (replyWithin) =>
      `To talk it through, ask us and we'll reply within ${replyWithin} during business hours:`,
    downloadLead: "Here it is, free, to download now:",
  },
};
