// UI copy of the guide form (SPEC §2, §4, §5, §9). Editorial copy about each
// guide lives in content/landing-pages; these words are the same on every page.

export const GUIDE_FORM_ID = "guide-form";

/** SPEC §9 "Guide currentSpend", in this order. */
export const spendOptions = [
  "Under $5,000/month",
  "$5,000 - $15,000/month",
  "$15,000 - $50,000/month",
  "$50,000+ /month",
  "Just getting started",
] as const;

export const guideFormCopy = {
  heading: (guideName: string) => `Get the Free ${guideName}`,
  name: "Full Name",
  email: "Business Email",
  company: "Company Name",
  spend: "Current Monthly Ad Spend",
  spendPlaceholder: "Select spend range",
  requiredNote: "Fields marked * are required.",
  submit: "Send Me the Free Guide",
  sending: "Sending Guide...",
  privacy: "We'll only email you the guide and the occasional tip. Unsubscribe at any time.",
  privacyLink: { label: "Privacy policy", href: "/privacy" },
  thanksTitle: "Check Your Email!",
  thanksLead: (guideName: string) => `Your ${guideName} is on its way to your inbox.`,
  thanksSpam: "It should arrive within a few minutes. If it hasn't, please check your spam folder.",
  thanksListTitle: "Inside your guide:",
  bookCall: { label: "Book Free Strategy Call", href: "/contact" },
  another: "Download Another Resource",
} as const;
