import { graphql } from "gatsby";
import { useEffect, useRef } from "react";
import { useSimulatedSubmit } from "../../../hooks/useSimulatedSubmit";
import { buttonClass } from "../../ui/Button/Button";
import { NO_SCRIPT_NOTE, REQUIRED_NOTE, SENDING_LABEL } from "./enquiryCopy";
import { EnquiryFields } from "./EnquiryFields";
import { ThankYou } from "./ThankYou";
import * as styles from "./EnquiryForm.module.scss";

export const enquiryFormCopyFields = graphql`
  fragment EnquiryFormCopyFields on EnquiryFormCopy {
    submitLabel
    privacyNote
    thankYou {
      title
      message
    }
  }
`;

/**
 * The contact enquiry: editing → sending (about a second, no network) →
 * thank-you. The form stays mounted, only hidden, while the thank-you shows,
 * so "Submit Another Request" returns to the fields with what was entered.
 */
export function EnquiryForm({ copy }: { copy: Queries.EnquiryFormCopyFieldsFragment }) {
  const { status, hydrated, onSubmit, reset } = useSimulatedSubmit();
  const firstField = useRef<HTMLInputElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    // Back from the thank-you: put keyboard focus where the form starts.
    if (status === "editing" && returning.current) firstField.current?.focus();
    returning.current = false;
  }, [status]);

  const again = () => {
    returning.current = true;
    reset();
  };

  return (
    <div className={styles.wrapper}>
      {/*
        Before hydration the submit button is disabled, so the browser never
        submits natively. action and method are set anyway so that, if it ever
        did, the fields would be posted back to this same page (which exists)
        rather than to a missing URL or, with GET, into the address bar.
      */}
      <form
        action="/contact/"
        method="post"
        onSubmit={onSubmit}
        hidden={status === "submitted"}
        aria-busy={status === "sending"}
      >
        <p className={styles.note}>{REQUIRED_NOTE}</p>
        <EnquiryFields firstFieldRef={firstField} />
        <noscript>
          <p className={styles.note}>{NO_SCRIPT_NOTE}</p>
        </noscript>
        <button
          type="submit"
          className={buttonClass("primary", styles.submit)}
          disabled={!hydrated || status === "sending"}
        >
          {status === "sending" ? SENDING_LABEL : copy.submitLabel}
        </button>
        <p className={styles.privacy}>{copy.privacyNote}</p>
      </form>
      <div role="status" aria-live="polite">
        {status === "submitted" && (
          <ThankYou title={copy.thankYou.title} message={copy.thankYou.message} onAgain={again} />
        )}
      </div>
    </div>
  );
}
