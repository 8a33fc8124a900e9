import { deliveryMode } from "./leads";

// The forms' bot check: Cloudflare Turnstile, off unless the site is built with TURNSTILE_SITE_KEY (and the lead
// receiver given TURNSTILE_SECRET_KEY, docs/forms.md "The bot check"). When on, each lead form carries Turnstile's
// widget, which most people never see (it asks for a click only when it is unsure), and each post its token,
// which the receiver confirms with siteverify before it passes anything on. Only the pages with a lead form load
// its script, and only their CSP allows its origin (gatsby/securityHeaders.ts). With the forms only simulating,
// there is nothing to check, and no page loads it.

export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";
/** Its script, rendering only the widgets asked for (BotCheck renders one in each lead form). */
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

/** The site key the build was given, when the forms deliver; undefined when the check is off. */
export function turnstileSiteKey(): string | undefined {
  const key = process.env.TURNSTILE_SITE_KEY;
  return key && deliveryMode() === "connected" ? key : undefined;
}

export type CheckMode = "on" | "off";
export const checkMode = (): CheckMode => (turnstileSiteKey() ? "on" : "off");

/** Why TURNSTILE_SITE_KEY cannot be used, or undefined when it can (or is unset). */
export function turnstileSiteKeyProblem(env: Record<string, string | undefined> = process.env): string | undefined {
  const key = env.TURNSTILE_SITE_KEY;
  if (!key) return undefined;
  if (!/^[0-3]x[\w-]{10,}$/.test(key)) {
    return `TURNSTILE_SITE_KEY is "${key}", which is not a Turnstile site key (they look like 0x4AAAAAAA…): copy it from the dashboard's Turnstile page`;
  }
  if (!env.LEADS_ENDPOINT) {
    return "TURNSTILE_SITE_KEY is set, but LEADS_ENDPOINT is not: the forms only simulate sending, so there is nothing to check. Set both, or neither";
  }
  return undefined;
}

/** The islands of the lead forms: the pages that show one load Turnstile's script, and their CSP allows it. */
export const LEAD_FORM_ISLANDS = ["enquiry-form", "guide-form"] as const;
