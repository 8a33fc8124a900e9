// SPEC §5/§7 shows no action for the newsletter box. Built without NEWSLETTER_ENDPOINT (src/lib/newsletter.ts) it
// has none: it is not a <form>, so Enter cannot submit it, and nothing typed is sent or put in a URL; the note says
// so, in words the privacy notice repeats. Built with one, it is a <form> that posts the address to the email
// platform, with or without JavaScript (src/lib/newsletterScript.ts), and the note says the platform will ask the
// visitor to confirm.
export const newsletterCopy = {
  label: "Email address",
  placeholder: "you@company.co.uk",
  button: "Subscribe",
  note: "Sign-ups open soon. This box is not connected to anything yet: your address is not sent or stored.",
  connectedNote:
    "We will email you a link to confirm: you are only subscribed once you click it, and every email has a link to unsubscribe.",
};
