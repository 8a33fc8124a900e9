import { useEffect, useRef, useState, type FormEvent } from "react";

// SPEC §4/§7: forms make no network request; a submit waits about a second
// locally and then shows success. Shared by the contact and guide forms.

export const SIMULATED_SEND_MS = 1000;

/**
 * Dispatched (bubbling) on the form each time a submission is really sent, so the
 * browser tests can count sends: a double-click must produce exactly one.
 */
export const FORM_SENT_EVENT = "site:form-sent";

export type SubmitStatus = "editing" | "sending" | "submitted";

export function useSimulatedSubmit(delayMs: number = SIMULATED_SEND_MS) {
  const [status, setStatus] = useState<SubmitStatus>("editing");
  // False in the prerendered HTML: the submit button stays disabled until React
  // has hydrated, so a click before then can never post to a missing page or
  // put what was typed in a URL. Inputs are uncontrolled, so text typed before
  // hydration survives it.
  const [hydrated, setHydrated] = useState(false);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => {
    setHydrated(true);
    return () => clearTimeout(timer.current);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A double-click or a repeated Enter while sending submits only once.
    if (inFlight.current) return;
    inFlight.current = true;
    event.currentTarget.dispatchEvent(new CustomEvent(FORM_SENT_EVENT, { bubbles: true }));
    setStatus("sending");
    timer.current = setTimeout(() => {
      inFlight.current = false;
      setStatus("submitted");
    }, delayMs);
  };

  /** Back to the form; uncontrolled fields keep what was entered. */
  const reset = () => setStatus("editing");

  return { status, hydrated, onSubmit, reset };
}
