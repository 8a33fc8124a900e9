import { useEffect, useRef, useState, type FormEvent } from "react";
import { deliveryMode, leadPayload, leadsEndpoint, sendLead, LeadDeliveryError, type LeadFailure } from "../lib/leads";
import { reportConversion, type Conversion } from "../lib/measurement";
import { experimentOf } from "../lib/experiments";

// Sending a lead form, in the mode the site was built in (src/lib/leads.ts): to the endpoint, or, with none
// configured, the simulated send of SPEC §4/§7 (about a second, no network). Shared by the contact and guide forms.

export const SIMULATED_SEND_MS = 1000;

/**
 * Dispatched (bubbling) on the form each time a submission is really sent, so the
 * browser tests can count sends: a double-click must produce exactly one.
 */
export const FORM_SENT_EVENT = "site:form-sent";

/** Dispatched on the form when a real send has its answer, or failed to get one (the bot check listens). */
export const FORM_ANSWERED_EVENT = "site:form-answered";

export type SubmitStatus = "editing" | "sending" | "submitted";

/**
 * `conversion` is what a delivered submission counts as when the site measures (src/lib/measurement.ts): reported
 * only after the receiver's 2xx answer, never for a simulated send, and with nothing the visitor typed. Undefined:
 * the submission counts as nothing (an application is not a sales lead).
 */
export function useLeadSubmit(conversion: Conversion | undefined, delayMs: number = SIMULATED_SEND_MS) {
  const [status, setStatus] = useState<SubmitStatus>("editing");
  /** Why the last attempt failed; cleared when the visitor tries again. */
  const [failure, setFailure] = useState<LeadFailure>();
  // False in the prerendered HTML. Inputs are uncontrolled, so text typed before hydration survives it.
  const [hydrated, setHydrated] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const shownAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    mounted.current = true;
    shownAt.current = Date.now();
    setHydrated(true);
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const finish = (outcome: LeadFailure | undefined) => {
    inFlight.current = false;
    if (!mounted.current) return;
    setFailure(outcome);
    setStatus(outcome ? "editing" : "submitted");
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double-click or a repeated Enter while sending submits only once.
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    form.dispatchEvent(new CustomEvent(FORM_SENT_EVENT, { bubbles: true }));
    setFailure(undefined);
    setStatus("sending");
    const endpoint = leadsEndpoint();
    if (!endpoint) {
      timer.current = setTimeout(() => finish(undefined), delayMs);
      return;
    }
    const payload = {
      ...leadPayload(new FormData(form), (Date.now() - shownAt.current) / 1000),
      // What the visitor saw of an experiment, so the team knows which words brought the lead.
      ...experimentOf(document.cookie),
    };
    sendLead(endpoint, payload)
      .then(
        () => {
          if (conversion) reportConversion(conversion);
          finish(undefined);
        },
        (error: unknown) => finish(error instanceof LeadDeliveryError ? error.reason : "network"),
      )
      // Whatever the answer: the bot check's token was spent on this send, and the next needs a new one.
      .finally(() => form.dispatchEvent(new CustomEvent(FORM_ANSWERED_EVENT)));
  };

  /** Back to the form; uncontrolled fields keep what was entered. */
  const reset = () => {
    setFailure(undefined);
    setStatus("editing");
  };

  /**
   * The submit button waits while a send is on its way and, when the forms only simulate, until the page's script
   * runs: there is nowhere to post natively. A connected form posts natively to the endpoint until then.
   */
  const submitDisabled = status === "sending" || (!hydrated && deliveryMode() === "simulated");

  return { status, failure, submitDisabled, onSubmit, reset };
}
