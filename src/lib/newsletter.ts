import { buildAddressProblem } from "./buildAddress";

// Where the newsletter boxes sign people up, set when the site is built. NEWSLETTER_ENDPOINT:
//
// - unset (the default): the boxes are not forms; their note says that nothing typed is sent or stored;
// - the form action of the agency's email platform (Buttondown, Mailchimp, Kit, Brevo…), an https:// address
//   (http:// only for 127.0.0.1 or localhost, for tests): each box is a real <form> that posts the address there,
//   in the field NEWSLETTER_FIELD names ("email" unless set: Mailchimp's is "EMAIL"). Without JavaScript the
//   browser posts it and the platform shows its own page; with it, src/lib/newsletterScript.ts sends it from the
//   page and says what happened. The platform asks the visitor to confirm (double opt-in), and the copy says so.
//
// docs/forms.md says how to find the address on two platforms. Fixed into the pages when they are built, as
// LEADS_ENDPOINT is.

export type NewsletterMode = "on" | "off";

/** The field an email platform's form takes when NEWSLETTER_FIELD does not name another. */
const DEFAULT_FIELD = "email";

/** Why the newsletter settings cannot be used, or undefined when they can (or are unset). */
export function newsletterProblem(env: Record<string, string | undefined> = process.env): string | undefined {
  const field = env.NEWSLETTER_FIELD;
  if (field && !/^[A-Za-z_][\w-]{0,40}$/.test(field)) {
    return `NEWSLETTER_FIELD is "${field}": set it to the name of the email field in the platform's form, such as email or EMAIL`;
  }
  return buildAddressProblem("NEWSLETTER_ENDPOINT", env.NEWSLETTER_ENDPOINT, {
    purpose: "of your email platform's sign-up form (its form action)",
    localHttp: true,
  });
}

/** The platform's form action; process.env.NEWSLETTER_ENDPOINT is replaced at build time. */
export function newsletterEndpoint(): string | undefined {
  return process.env.NEWSLETTER_ENDPOINT || undefined;
}

/** The name the address is posted under. */
export function newsletterField(): string {
  return process.env.NEWSLETTER_FIELD || DEFAULT_FIELD;
}

/** The platform's origin, for the CSP's form-action and connect-src; undefined without one. */
export function newsletterOrigin(): string | undefined {
  const endpoint = newsletterEndpoint();
  return endpoint ? new URL(endpoint).origin : undefined;
}

export const newsletterMode = (): NewsletterMode => (newsletterEndpoint() ? "on" : "off");
