import { graphql } from "gatsby";
import { FIELD_MAX_LENGTH } from "../../../lib/leads";
import { newsletterEndpoint, newsletterField } from "../../../lib/newsletter";
import { NEWSLETTER_FORM_ATTRIBUTE, NEWSLETTER_STATUS_ATTRIBUTE } from "../../../lib/newsletterScript";
import { buttonClass } from "../../ui/Button/Button";
import { Container } from "../../ui/Section/Section";
import { newsletterCopy } from "./newsletterCopy";
import * as styles from "./NewsletterSignup.module.scss";

export const newsletterSignupFields = graphql`
  fragment NewsletterSignupFields on NewsletterBox {
    title
    lead
  }
`;

interface NewsletterSignupProps {
  newsletter: Queries.NewsletterSignupFieldsFragment;
  /** Prefix of the element ids, unique on the page. */
  id?: string;
}

/** A newsletter band: pitch, an email box and a Subscribe button, which signs people up where the site can. */
export function NewsletterSignup({ newsletter, id = "newsletter" }: NewsletterSignupProps) {
  return (
    <section id={id} className={styles.band} aria-labelledby={`${id}-heading`}>
      <Container className={styles.inner}>
        <div>
          <h2 id={`${id}-heading`} className={styles.title}>
            {newsletter.title}
          </h2>
          <p className={styles.lead}>{newsletter.lead}</p>
        </div>
        {newsletterEndpoint() ? <SignupForm id={id} /> : <SignupBox id={id} />}
      </Container>
    </section>
  );
}

/** The box without an email platform: a field and a button that honestly do nothing. */
function SignupBox({ id }: { id: string }) {
  const noteId = `${id}-note`;
  return (
    <div className={styles.signup}>
      <label htmlFor={`${id}-email`} className={styles.label}>
        {newsletterCopy.label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={newsletterCopy.placeholder}
          aria-describedby={noteId}
          className={styles.input}
        />
        <button type="button" className={buttonClass("primary")} aria-describedby={noteId}>
          {newsletterCopy.button}
        </button>
      </div>
      <p id={noteId} className={styles.note}>
        {newsletterCopy.note}
      </p>
    </div>
  );
}

/** The box with an email platform: a form that posts the address there, and a line that says how it went. */
function SignupForm({ id }: { id: string }) {
  const noteId = `${id}-note`;
  return (
    <form
      className={styles.signup}
      action={newsletterEndpoint()}
      method="post"
      {...{ [NEWSLETTER_FORM_ATTRIBUTE]: "" }}
    >
      <label htmlFor={`${id}-email`} className={styles.label}>
        {newsletterCopy.label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          name={newsletterField()}
          type="email"
          required
          autoComplete="email"
          maxLength={FIELD_MAX_LENGTH.email}
          placeholder={newsletterCopy.placeholder}
          aria-describedby={noteId}
          className={styles.input}
        />
        <button type="submit" className={buttonClass("primary")}>
          {newsletterCopy.button}
        </button>
      </div>
      <p id={noteId} className={styles.note}>
        {newsletterCopy.connectedNote}
      </p>
      <p className={styles.status} role="status" {...{ [NEWSLETTER_STATUS_ATTRIBUTE]: "" }} />
    </form>
  );
}
