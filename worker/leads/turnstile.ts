import { CALL_TIMEOUT_MS, type LeadsEnv } from "./settings";

// The bot check: a token from Turnstile's widget, confirmed by Cloudflare's siteverify once, for one of the site's
// hostnames and for the form that sent it (docs/forms.md, "The bot check").

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** Why siteverify refused a token, or undefined when it confirmed it: once, for this site and form. */
export async function turnstileProblem(
  token: string,
  form: string | undefined,
  request: Request,
  { env, allowed, fetch: doFetch = fetch }: { env: LeadsEnv; allowed: readonly string[]; fetch?: typeof fetch },
): Promise<string | undefined> {
  let outcome: { success?: boolean; hostname?: string; action?: string };
  try {
    const response = await doFetch(env.TURNSTILE_VERIFY_URL ?? SITEVERIFY, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        secret: env.TURNSTILE_SECRET_KEY,
        response: token,
        remoteip: request.headers.get("CF-Connecting-IP") ?? undefined,
      }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    outcome = (await response.json()) as typeof outcome;
  } catch {
    return "the check could not be confirmed";
  }
  // A token is good once: siteverify refuses it the second time ("timeout-or-duplicate").
  if (!outcome.success) return "the check was not passed, or its token was used already";
  if (!allowed.some((origin) => new URL(origin).hostname === outcome.hostname))
    return "the check was passed on another site";
  if (outcome.action !== form) return "the check was passed for another form";
  return undefined;
}
