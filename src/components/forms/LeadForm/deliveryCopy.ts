import type { LeadFailure } from "../../../lib/leads";

// What the lead forms say when a submission does not arrive, the same on every form. The phone number and email
// address come from content/site.json.

export const failureCopy: Record<LeadFailure, string> = {
  offline: "You seem to be offline, so nothing was sent.",
  timeout: "We didn't hear back in time, so we can't be sure it arrived.",
  network: "It couldn't be sent just now.",
  rejected: "It couldn't be sent just now.",
};

export const failureNext = "Everything you typed is still here: please try again, or reach us directly on";

export const honeypotLabel = "Leave this field empty";
