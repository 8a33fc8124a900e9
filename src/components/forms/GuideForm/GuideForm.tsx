import React, { useEffect, useRef } from "react";
import { useLeadSubmit } from "../../../hooks/useLeadSubmit";
import { CONVERSIONS } from "../../../lib/measurement";
import { fileFacts } from "../../../lib/downloads";
import { inDeliveryMode, isRequired, maxLengthOf, type LeadContact } from "../../../lib/leads";
import { buttonClass } from "../../ui/Button/Button";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import {
  DeliveryAlert,
  focusThanks,
  LeadHiddenFields,
  leadFormTarget,
  SimulatedNoScriptNote,
} from "../LeadForm/LeadFormParts";
import * as styles from "./GuideForm.module.scss";
import { GUIDE_FORM_ID, guideDeliveryCopy, guideFormCopy as copy, qualifyingQuestion } from "./guideFormCopy";
import { GuideThankYou, type GuideDocument } from "./GuideThankYou";
import { useGuideFormLinks } from "./useGuideFormLinks";

interface GuideFormProps {
  /** The guide's name, e.g. "PPC Strategy Guide". */
  guideName: string;
  lead: string;
  /** What the guide contains; the thank-you view lists the first four. */
  included: readonly string[];
  /** The page's own path, sent with the lead (and, simulated, where a native post would land). */
  action: string;
  /** The document the form hands over: the thank-you links to it, and the lead carries its address. */
  document: GuideDocument;
  /** The agency's phone, email and reply time, for a lead that did not arrive and for the thank-you. */
  contact: LeadContact;
}

/**
 * The guide download form. Inputs are uncontrolled, so what a visitor types
 * before hydration survives it; the form stays mounted (hidden) behind the
 * thank-you view, so going back shows the values as they were.
 */
export function GuideForm({ guideName, lead, included, action, document, contact }: GuideFormProps) {
  const { status, failure, submitDisabled, onSubmit, reset } = useLeadSubmit(CONVERSIONS.guideRequest);
  const firstField = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLElement>(null);
  const returning = useRef(false);
  useGuideFormLinks();

  useEffect(() => {
    if (status === "submitted") {
      returning.current = true;
      focusThanks(thanks.current);
    } else if (status === "editing" && returning.current) {
      returning.current = false;
      firstField.current?.focus();
    }
  }, [status]);

  const sending = status === "sending";
  const question = qualifyingQuestion(document.channel);
  return (
    <div id={GUIDE_FORM_ID} className={styles.card}>
      <div hidden={status === "submitted"}>
        <h2 id="guide-form-title" className={styles.title}>
          {copy.heading(guideName)}
        </h2>
        <p className={styles.lead}>{lead}</p>
        <form
          {...leadFormTarget(action)}
          onSubmit={onSubmit}
          aria-labelledby="guide-form-title"
          className={styles.form}
        >
          <p className={styles.requiredNote}>{copy.requiredNote}</p>
          <Field label={copy.name} required={isRequired("guide", "name")}>
            <input
              ref={firstField}
              name="name"
              type="text"
              autoComplete="name"
              required={isRequired("guide", "name")}
              maxLength={maxLengthOf("name")}
              data-guide-first-field
            />
          </Field>
          <Field label={copy.email} required={isRequired("guide", "email")}>
            <input
              name="email"
              type="email"
              autoComplete="email"
              required={isRequired("guide", "email")}
              maxLength={maxLengthOf("email")}
            />
          </Field>
          <Field label={copy.company}>
            <input name="company" type="text" autoComplete="organization" maxLength={maxLengthOf("company")} />
          </Field>
          <Field label={question.label}>
            <select name={question.field} defaultValue="">
              <option value="">{question.placeholder}</option>
              {question.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </Field>
          <LeadHiddenFields form="guide" page={action} fields={{ guide: guideName, document: document.url }} />
          <SimulatedNoScriptNote
            className={styles.requiredNote}
            download={{
              href: document.path,
              savedAs: document.savedAs,
              label: copy.noScriptDownload(document.title, fileFacts(document)),
            }}
          >
            {copy.noScript(document.kind)}
          </SimulatedNoScriptNote>
          <DeliveryAlert failure={failure} contact={contact} />
          <button type="submit" className={buttonClass("primary", styles.submit)} disabled={submitDisabled}>
            {sending ? copy.sending(document.kind) : copy.submit(document.kind)}
          </button>
          <p className={styles.privacy}>
            {inDeliveryMode(guideDeliveryCopy).privacy(document.kind)}{" "}
            <SiteLink href={copy.privacyLink.href}>{copy.privacyLink.label}</SiteLink>
          </p>
        </form>
      </div>
      {status === "submitted" && (
        <GuideThankYou
          ref={thanks}
          guideName={guideName}
          included={included.slice(0, 4)}
          document={document}
          contact={contact}
          onAnother={reset}
        />
      )}
    </div>
  );
}

function Field({
  label,
  required = false,
  children,
}: {
  label: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </span>
      {children}
    </label>
  );
}
