import { CONVERSION_EVENT, CONVERSIONS } from "./measurement";

// The newsletter boxes' script, inline on the pages that show a box in a site built with NEWSLETTER_ENDPOINT
// (src/lib/newsletter.ts), the same text on every such page and allowed by its hash (gatsby/securityHeaders.ts).
// Without it each box is a plain form that posts to the email platform. With it, a box sends the address from the
// page (one POST, form-encoded, as the form would), so the visitor stays:
// - while sending, the button reads NEWSLETTER_STATES.sending and takes no second press (aria-disabled: a disabled
//   button would drop the keyboard's focus);
// - when the request has gone, the box says to look for the platform's confirmation email. The platform's answer
//   cannot be read across origins (mode "no-cors"), so the message promises no more than that;
// - when it could not go (offline, the platform unreachable), the box keeps the address, says so and the button
//   offers to try again, which sends once.
// A sign-up that went is a conversion (src/lib/measurement.ts); the address never goes into it.

/** Marks a newsletter box's form. */
export const NEWSLETTER_FORM_ATTRIBUTE = "data-newsletter";
/** Marks the box's live status line. */
export const NEWSLETTER_STATUS_ATTRIBUTE = "data-newsletter-status";
/** Marks the inline script, so the CSP's list of page scripts knows it. */
export const NEWSLETTER_SCRIPT_ATTRIBUTE = "data-newsletter-script";

export const NEWSLETTER_STATES = {
  sending: "Subscribing…",
  sent: "Nearly there: look for an email from us asking you to confirm. You are subscribed once you click its link.",
  failed:
    "Your address did not reach our email platform, so you are not subscribed yet. Check your connection and try again.",
  retry: "Try again",
} as const;

const { sending, sent, failed, retry } = NEWSLETTER_STATES;

export const NEWSLETTER_SCRIPT =
  `(()=>{document.querySelectorAll("form[${NEWSLETTER_FORM_ATTRIBUTE}]").forEach(f=>{` +
  `const b=f.querySelector("button"),s=f.querySelector("[${NEWSLETTER_STATUS_ATTRIBUTE}]"),a=b.textContent;let busy=!1;` +
  "const say=(t,k)=>{s.textContent=t;s.dataset.state=k};" +
  'f.addEventListener("submit",e=>{e.preventDefault();if(busy)return;busy=!0;b.setAttribute("aria-disabled","true");' +
  `b.textContent=${JSON.stringify(sending)};say("","");` +
  'fetch(f.action,{method:"POST",body:new URLSearchParams(new FormData(f)),mode:"no-cors",credentials:"omit"}).then(' +
  `()=>{say(${JSON.stringify(sent)},"sent");b.textContent=a;` +
  `document.dispatchEvent(new CustomEvent("${CONVERSION_EVENT}",{detail:"${CONVERSIONS.newsletterSignup}"}))},` +
  `()=>{say(${JSON.stringify(failed)},"failed");b.textContent=${JSON.stringify(retry)}})` +
  '.finally(()=>{busy=!1;b.removeAttribute("aria-disabled")})})})})()';
