import { graphql } from "gatsby";
import React, { useState } from "react";
import { buttonClass } from "../Button/Button";
import * as styles from "./NewsletterSignup.module.scss";

export const newsletterSignupFields = graphql`
  fragment NewsletterSignupFields on NewsletterSignup {
    eyebrow
    title
    lead
    label
    placeholder
    button
    note
  }
`;

interface NewsletterSignupProps {
  signup: Queries.NewsletterSignupFieldsFragment;
  /** id of the email field; one newsletter box per page. */
  id?: string;
}

/**
 * SPEC: the newsletter box has no handler. It is deliberately not a <form>:
 * there is nothing to submit to, so neither Enter nor Subscribe (type="button")
 * can send the address anywhere or put it in a URL, even before hydration.
 * Pressing Subscribe says so, in a polite live region.
 */
export function NewsletterSignup({ signup, id = "newsletter-email" }: NewsletterSignupProps) {
  const [pressed, setPressed] = useState(false);
  return (
    <div className={styles.box}>
      <label htmlFor={id} className={styles.label}>
        {signup.label}
      </label>
      <div className={styles.row}>
        <input id={id} type="email" autoComplete="email" placeholder={signup.placeholder} className={styles.input} />
        <button type="button" className={buttonClass("primary")} onClick={() => setPressed(true)}>
          {signup.button}
        </button>
      </div>
      <p role="status" className={styles.note}>
        {pressed ? signup.note : ""}
      </p>
    </div>
  );
}
