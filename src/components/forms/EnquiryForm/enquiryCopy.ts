// The enquiry form's fixed wording and option lists (SPEC §5 and §9). They are
// part of the product's behaviour, not editorial copy, so they live here typed
// rather than in content/. The topics and service options, which links to the
// form can choose, are in src/lib/enquiryTopic.ts.

import { maxLengthOf } from "../../../lib/leads";
import { formatCount } from "../../../lib/tools/format";

export const SENDING_LABEL = "Sending...";
export const AGAIN_LABEL = "Submit Another Request";
export const REQUIRED_NOTE = "Fields marked * are required.";
export const NO_SCRIPT_NOTE =
  "This form needs JavaScript to send. You can still call or email us using the details on this page.";

export const MESSAGE_MAX_LENGTH = maxLengthOf("message");

/** "120 of 5,000 characters", with a clear note once a long paste has been cut at the limit. */
export function characterCountText(count: number, max: number = MESSAGE_MAX_LENGTH): string {
  const base = `${formatCount(count)} of ${formatCount(max)} characters`;
  return count >= max
    ? `${base}: that's the limit, so anything longer was cut off. Tell us the rest on your strategy call.`
    : base;
}

export const BUDGET_OPTIONS = [
  "Under £5,000/month",
  "£5,000-£10,000",
  "£10,000-£25,000",
  "£25,000-£50,000",
  "£50,000+",
  "Project-based",
] as const;

export const TIMELINE_OPTIONS = [
  "ASAP",
  "Within 1 month",
  "1-3 months",
  "3-6 months",
  "6+ months",
  "Just exploring",
] as const;

export const TOPIC_LABEL = "What is this about?";
export const ROLE_LABEL = "Which role?";
export const ROLE_PLACEHOLDER = "Select a role";
export const PARTNER_TYPE_LABEL = "Which partnership?";
export const PARTNER_TYPE_PLACEHOLDER = "Select a partnership type";

/**
 * What the form says to an applicant (the topics of isApplication, src/lib/enquiryTopic.ts) in place of the
 * enquiry's words; connected and simulated, as the form delivers or does not (inDeliveryMode).
 */
export const APPLICATION_COPY = {
  submitLabel: "Send Application",
  portfolioLabel: "CV or Portfolio Link",
  portfolioPlaceholder: "https://www.linkedin.com/in/your-name",
  clientBaseLabel: "Your Clients",
  clientBasePlaceholder: "For example: 40 independent retailers across the North West",
  messageLabel: { careers: "A Note About You", partnership: "How Would You Like to Work Together?" },
  privacyNote: {
    connected:
      "We only use these details to consider your application and reply to it. No mailing lists, no sharing with third parties. Our privacy notice explains what is sent and how long we keep it.",
    simulated:
      "This form does not send anything yet: what you type stays in your browser and never reaches us. To apply, email us using the details on this page.",
  },
  thankYou: {
    title: { connected: "Thank you, your application is with us", simulated: "Thank you: one more step to apply" },
    message: {
      connected: "One of the team will read it and reply to the address you gave, whatever we decide.",
      simulated:
        "This form does not send applications yet, so yours has not reached us. Please email us using the details on this page, with what you wrote here.",
    },
  },
} as const;
