import { graphql } from "gatsby";
import { buttonClass } from "../../ui/Button/Button";
import { Container } from "../../ui/Section/Section";
import * as styles from "./NewsletterSignup.module.scss";

export const newsletterSignupFields = graphql`
  fragment NewsletterSignupFields on NewsletterBox {
    title
    lead
  }
`;

// SPEC §5/§7: the newsletter box has no handler yet. It is not a <form>, so
// Enter cannot submit it, and nothing typed is sent or put in a URL; the note
// says so, in words the privacy notice repeats.
export const newsletterCopy = {
  label: "Email address",
  placeholder: "you@company.co.uk",
  button: "Subscribe",
  note: "Sign-ups open soon. This box is not connected to anything yet: your address is not sent or stored.",
};

interface NewsletterSignupProps {
  newsletter: Queries.NewsletterSignupFieldsFragment;
  /** Prefix of the element ids, unique on the page. */
  id?: string;
}

/** A newsletter band: pitch, an email box and a Subscribe button that honestly does nothing yet. */
export function NewsletterSignup({ newsletter, id = "newsletter" }: NewsletterSignupProps) {
  const noteId = `${id}-note`;
  return (
    <section id={id} className={styles.band} aria-labelledby={`${id}-heading`}>
      <Container className={styles.inner}>
        <div>
          <h2 id={`${id}-heading`} className={styles.title}>
            {newsletter.title}
          </h2>
          <p className={styles.lead}>{newsletter.lead}</p>
        </div>
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
      </Container>
    </section>
  );
}
