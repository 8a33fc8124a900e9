// UI copy of the guide form (SPEC §2, §4, §5, §9). Editorial copy about each
// guide lives in content/landing-pages; these words are the same on every page.

import { templateSections } from "../../../lib/anchors";
import type { DeliveryText } from "../../../lib/leads";
import type { PlaybookCategory } from "../../../lib/libraryCategories";
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

/** The one question a landing page's form asks besides who is asking: what the document's advice depends on. */
export interface QualifyingQuestion {
  /** The lead's field. */
  field: string;
  label: string;
  placeholder: string;
  options: readonly string[];
}

const adSpend: QualifyingQuestion = {
  field: "currentSpend",
  label: "Current Monthly Ad Spend",
  placeholder: "Select spend range",
  options: spendOptions,
};

/**
 * The question, by the document's channel (content/documents/*.md, `channel`): ad spend for paid search and
 * shopping (SPEC's question, on the PPC guide), search traffic for SEO, locations for local search, visitors for
 * conversion work and the list for email.
 */
export const qualifyingQuestions: Readonly<Record<PlaybookCategory, QualifyingQuestion>> = {
  PPC: adSpend,
  "E-commerce": adSpend,
  SEO: {
    field: "searchVisits",
    label: "Monthly Visits From Search",
    placeholder: "Select a range",
    options: ["Under 1,000", "1,000 - 10,000", "10,000 - 50,000", "50,000+", "Not sure yet"],
  },
  "Local Marketing": {
    field: "locations",
    label: "Number of Locations",
    placeholder: "Select how many",
    options: ["1", "2-5", "6-20", "More than 20"],
  },
  CRO: {
    field: "monthlyVisitors",
    label: "Monthly Website Visitors",
    placeholder: "Select a range",
    options: ["Under 5,000", "5,000 - 25,000", "25,000 - 100,000", "100,000+", "Not sure yet"],
  },
  Email: {
    field: "listSize",
    label: "Email List Size",
    placeholder: "Select list size",
    options: [
      "Under 1,000 contacts",
      "1,000 - 10,000 contacts",
      "10,000 - 50,000 contacts",
      "50,000+ contacts",
      "No list yet",
    ],
  },
};

/** The question for a document's channel, which the content check has held to the categories. */
export function qualifyingQuestion(channel: string): QualifyingQuestion {
  const question = (qualifyingQuestions as Readonly<Record<string, QualifyingQuestion>>)[channel];
  if (!question)
    throw new Error(`A landing page's document has the channel "${channel}", which no form question serves`);
  return question;
}

/** What a landing page's form hands over: a guide or a playbook (content/documents/*.md, `kind`). */
export type OfferKind = (typeof documentKinds)[number];
/** The kind as a button names it: "Guide", "Playbook". */
const offerWord = (kind: OfferKind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

export const guideFormCopy = {
  heading: (guideName: string) => `Get the Free ${guideName}`,
  name: "Full Name",
  email: "Business Email",
  company: "Company Name",
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
