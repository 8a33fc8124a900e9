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
    connectedLead
  }
`;

interface NewsletterSignupProps {
  newsletter: Queries.NewsletterSignupFieldsFragment;
  /** Prefix of the element ids, unique on the page. */
  id?: string;
}

/**
 * A newsletter band: pitch, an email box and a Subscribe button, which signs people up where the site can. Only
 * there does the pitch say how many read the newsletter (connectedLead).
 */
export function NewsletterSignup({ newsletter, id = "newsletter" }: NewsletterSignupProps) {
  return (
    <section id={id} className={styles.band} aria-labelledby={`${id}-heading`}>
      <Container className={styles.inner}>
        <div>
          <h2 id={`${id}-heading`} className={styles.title}>
            {newsletter.title}
          </h2>
          <p className={styles.lead}>{(newsletterEndpoint() && newsletter.connectedLead) || newsletter.lead}</p>
        </div>
        <Signup id={id} />
      </Container>
    </section>
  );
}

/**
 * The email box. Without an email platform, a field and a button that honestly do nothing (not a <form>, so Enter
 * cannot submit it either). With one, a form that posts the address there, and a line that says how it went.
 */
function Signup({ id }: { id: string }) {
  const endpoint = newsletterEndpoint();
  const noteId = `${id}-note`;
  const fields = (
    <>
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
          {...(endpoint ? { name: newsletterField(), required: true, maxLength: FIELD_MAX_LENGTH.email } : {})}
        />
        <button
          type={endpoint ? "submit" : "button"}
          className={buttonClass("primary")}
          aria-describedby={endpoint ? undefined : noteId}
        >
          {newsletterCopy.button}
        </button>
      </div>
      <p id={noteId} className={styles.note}>
        {endpoint ? newsletterCopy.connectedNote : newsletterCopy.note}
      </p>
    </>
  );
  if (!endpoint) return <div className={styles.signup}>{fields}</div>;
  return (
    <form className={styles.signup} action={endpoint} method="post" {...{ [NEWSLETTER_FORM_ATTRIBUTE]: "" }}>
      {fields}
      <p className={styles.status} role="status" {...{ [NEWSLETTER_STATUS_ATTRIBUTE]: "" }} />
    </form>
  );
}
