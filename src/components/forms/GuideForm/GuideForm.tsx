import React, { useEffect, useRef } from "react";
import { useSimulatedSubmit } from "../../../hooks/useSimulatedSubmit";
import { buttonClass } from "../../ui/Button/Button";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./GuideForm.module.scss";
import { GUIDE_FORM_ID, guideFormCopy as copy, spendOptions } from "./guideFormCopy";
import { GuideThankYou } from "./GuideThankYou";

interface GuideFormProps {
  /** The guide's name, e.g. "PPC Strategy Guide". */
  guideName: string;
  lead: string;
  /** What the guide contains; the thank-you view lists the first four. */
  included: readonly string[];
  /** The page's own path: if the form were ever posted natively, it lands on a page that exists. */
  action: string;
}

/**
 * The guide download form. Inputs are uncontrolled, so what a visitor types
 * before hydration survives it; the form stays mounted (hidden) behind the
 * thank-you view, so going back shows the values as they were.
 */
export function GuideForm({ guideName, lead, included, action }: GuideFormProps) {
  const { status, hydrated, onSubmit, reset } = useSimulatedSubmit();
  const firstField = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLElement>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (status === "submitted") {
      returning.current = true;
      thanks.current?.focus();
    } else if (status === "editing" && returning.current) {
      returning.current = false;
      firstField.current?.focus();
    }
  }, [status]);

  const sending = status === "sending";
  return (
    <div id={GUIDE_FORM_ID} className={styles.card}>
      <div hidden={status === "submitted"}>
        <h2 id="guide-form-title" className={styles.title}>
          {copy.heading(guideName)}
        </h2>
        <p className={styles.lead}>{lead}</p>
        <form
          method="post"
          action={action}
          onSubmit={onSubmit}
          aria-labelledby="guide-form-title"
          className={styles.form}
        >
          <p className={styles.requiredNote}>{copy.requiredNote}</p>
          <Field label={copy.name} required>
            <input ref={firstField} name="name" type="text" autoComplete="name" required data-guide-first-field />
          </Field>
          <Field label={copy.email} required>
            <input name="email" type="email" autoComplete="email" required />
          </Field>
          <Field label={copy.company}>
            <input name="company" type="text" autoComplete="organization" />
          </Field>
          <Field label={copy.spend}>
            <select name="currentSpend" defaultValue="">
              <option value="">{copy.spendPlaceholder}</option>
              {spendOptions.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </Field>
          <button type="submit" className={buttonClass("primary", styles.submit)} disabled={!hydrated || sending}>
            {sending ? copy.sending : copy.submit}
          </button>
          <p className={styles.privacy}>
            {copy.privacy} <SiteLink href={copy.privacyLink.href}>{copy.privacyLink.label}</SiteLink>
          </p>
        </form>
      </div>
      {status === "submitted" && (
        <GuideThankYou ref={thanks} guideName={guideName} included={included.slice(0, 4)} onAnother={reset} />
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
