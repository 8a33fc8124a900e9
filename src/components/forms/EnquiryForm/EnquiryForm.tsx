import { graphql } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLeadSubmit } from "../../../hooks/useLeadSubmit";
import { CONVERSIONS } from "../../../lib/measurement";
import { useRestoreFromQuery } from "../../../hooks/useQueryState";
import {
  enquiryPrefill,
  isApplication,
  PARTNER_TYPE_FIELD,
  ROLE_FIELD,
  SERVICE_FIELD,
  TOPIC_FIELD,
  type EnquiryChoices,
} from "../../../lib/enquiryTopic";
import { inDeliveryMode, type LeadContact } from "../../../lib/leads";
import { buttonClass } from "../../ui/Button/Button";
import { DeliveryAlert, LeadHiddenFields, leadFormTarget, SimulatedNoScriptNote } from "../LeadForm/LeadFormParts";
import { APPLICATION_COPY, NO_SCRIPT_NOTE, REQUIRED_NOTE, SENDING_LABEL } from "./enquiryCopy";
import { EnquiryFields } from "./EnquiryFields";
import { ThankYou } from "./ThankYou";
import * as styles from "./EnquiryForm.module.scss";

export const enquiryFormCopyFields = graphql`
  fragment EnquiryFormCopyFields on EnquiryFormCopy {
    submitLabel
    privacyNote {
      connected
      simulated
    }
    thankYou {
      title {
        connected
        simulated
      }
      message {
        connected
        simulated
      }
    }
  }
`;

/** The page the enquiry form lives on; it is what a lead's `page` field says when sent without JavaScript. */
const CONTACT_PATH = "/contact/";

/** The topic the form's select shows now ("general" before there is a form). */
function topicOf(form: HTMLFormElement | null): string {
  const select = form?.elements.namedItem(TOPIC_FIELD);
  return select instanceof HTMLSelectElement ? select.value : "general";
}

/** Chooses, in the form's selects, what a link to the form asked for (enquiryPrefill). */
function choose(form: HTMLFormElement | null, params: URLSearchParams, choices: EnquiryChoices) {
  const prefill = form ? enquiryPrefill(params, choices) : undefined;
  if (!form || !prefill) return;
  const set = (name: string, value: string | undefined) => {
    const select = form.elements.namedItem(name);
    if (value !== undefined && select instanceof HTMLSelectElement) select.value = value;
  };
  set(TOPIC_FIELD, prefill.topic);
  set(ROLE_FIELD, prefill.role);
  set(PARTNER_TYPE_FIELD, prefill.partnerType);
  set(SERVICE_FIELD, prefill.service);
}

interface EnquiryFormProps {
  copy: Queries.EnquiryFormCopyFieldsFragment;
  /** The open roles and partnership types, by title. */
  choices: EnquiryChoices;
  /** The agency's phone and email, for a lead that did not arrive. */
  contact: LeadContact;
}

/**
 * The contact enquiry: editing → sending → thank-you, or back to editing with an alert when it did not arrive
 * (src/hooks/useLeadSubmit.ts). The form stays mounted, only hidden, while the thank-you shows, so "Submit Another
 * Request" returns to the fields with what was entered.
 */
export function EnquiryForm({ copy, choices, contact }: EnquiryFormProps) {
  // The prerendered form asks in general; the topic chosen decides which questions it asks, and an application
  // (a job or a partnership) is not an enquiry the site's measurement counts as one.
  const [topic, setTopic] = useState("general");
  const applying = isApplication(topic);
  const { status, failure, submitDisabled, onSubmit, reset } = useLeadSubmit(
    applying ? undefined : CONVERSIONS.enquiry,
  );
  const firstField = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A link may choose the topic, role and service (/contact/?topic=careers&role=…, ?topic=audit&service=…); a
  // visitor may have chosen a topic before the script ran.
  useRestoreFromQuery((params) => choose(form.current, params, choices));
  // After the query's choice (the effect above runs first): the topic the select shows.
  useEffect(() => setTopic(topicOf(form.current)), []);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if ((event.target as HTMLSelectElement).name === TOPIC_FIELD) setTopic(topicOf(form.current));
  };
  const words = applying ? APPLICATION_COPY : copy;
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
        Connected, the form posts natively to the endpoint until the page's script takes over. Simulated, there is
        nowhere to post: the submit button waits for the script, and <noscript> says how else to reach us.
      */}
      <form
        ref={form}
        {...leadFormTarget(CONTACT_PATH)}
        onSubmit={onSubmit}
        onChange={onChange}
        hidden={status === "submitted"}
        aria-busy={status === "sending"}
      >
        <p className={styles.note}>{REQUIRED_NOTE}</p>
        <EnquiryFields choices={choices} topic={topic} firstFieldRef={firstField} />
        <LeadHiddenFields form="enquiry" page={CONTACT_PATH} />
        <SimulatedNoScriptNote className={styles.note}>{NO_SCRIPT_NOTE}</SimulatedNoScriptNote>
        <DeliveryAlert failure={failure} contact={contact} />
        <button type="submit" className={buttonClass("primary", styles.submit)} disabled={submitDisabled}>
          {status === "sending" ? SENDING_LABEL : words.submitLabel}
        </button>
        <p className={styles.privacy}>{inDeliveryMode(words.privacyNote)}</p>
      </form>
      <div role="status" aria-live="polite">
        {status === "submitted" && (
          <ThankYou
            title={inDeliveryMode(words.thankYou.title)}
            message={inDeliveryMode(words.thankYou.message)}
            onAgain={again}
          />
        )}
      </div>
    </div>
  );
}
