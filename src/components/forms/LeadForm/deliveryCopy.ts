import type { LeadFailure } from "../../../lib/leads";

// What the lead forms say when a submission does not arrive, the same on every form. The phone number and email
// address come from content/site.json.

export const failureCopy: Record<LeadFailure, string> = {
  offline: "You seem to be offline, so nothing was sent.",
  timeout: "We didn't hear back in time, so we can't be sure it arrived.",
  network: "It couldn't be sent just now.",
  rejected: "It couldn't be sent just now.",
  tooMany:
    "Several forms have been sent from here in the last minute, so this one wasn't sent. Wait a minute before sending it again.",
  unverified:
    "We couldn't confirm that a person sent it, so it wasn't sent. Complete the check above the button before sending it again.",
};

export const failureNext = "Everything you typed is still here: please try again, or reach us directly on";

export const honeypotLabel = "Leave this field empty";

/** What a form with the bot check says to a visitor without JavaScript: it still sends, but nothing is emailed back. */
export const botCheckNoScript =
  "Without JavaScript, this form still reaches us, but we email nothing back to you: the page that follows says what happens next.";
