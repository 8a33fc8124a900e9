import { teamEmail, visitorEmail, webhookBody, type Email, type KeptLead } from "./messages";
import { CALL_TIMEOUT_MS, type Channel, type LeadsEnv, type TeamChannel } from "./settings";

// One call to one channel: the webhook (a POST of JSON), or an email through Resend's API. Each call carries an
// idempotency key, the lead's id and the channel, so that a service which keeps them (Resend does, for a day) takes
// a call that is made again after a lost answer as the same one; and each ends within CALL_TIMEOUT_MS.

const RESEND_API = "https://api.resend.com";

/** How a call went: taken (a 2xx answer), or why not, in words that hold nothing of the lead. */
export type Outcome = { ok: true } | { ok: false; error: string };

/** What a call may be given instead of the platform's own (tests). */
export interface CallDeps {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function post(url: string, body: unknown, headers: Record<string, string>, deps: CallDeps): Promise<Outcome> {
  try {
    const response = await (deps.fetch ?? fetch)(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(deps.timeoutMs ?? CALL_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, error: `answered ${response.status}` };
  } catch (error) {
    // A DOMException, which need not be an Error of this realm's.
    const { name } = (error ?? {}) as { name?: unknown };
    return { ok: false, error: name === "TimeoutError" || name === "AbortError" ? "no answer in time" : "unreachable" };
  }
}

function sendEmail(env: LeadsEnv, email: Email, key: string, deps: CallDeps): Promise<Outcome> {
  const body = {
    from: env.LEADS_FROM_EMAIL,
    to: [email.to],
    subject: email.subject,
    text: email.text,
    ...(email.replyTo ? { reply_to: email.replyTo } : {}),
  };
  const headers = { Authorization: `Bearer ${env.RESEND_API_KEY ?? ""}`, "Idempotency-Key": key };
  return post(`${env.RESEND_API_URL ?? RESEND_API}/emails`, body, headers, deps);
}

/** Sends a kept lead to one channel, once. */
export function sendTo(channel: Channel, lead: KeptLead, env: LeadsEnv, deps: CallDeps = {}): Promise<Outcome> {
  const key = `${lead.id}:${channel}`;
  if (channel === "webhook")
    return post(env.LEADS_WEBHOOK_URL!.trim(), webhookBody(lead), { "Idempotency-Key": key }, deps);
  if (channel === "team") return sendEmail(env, teamEmail(lead, env.LEADS_TEAM_EMAIL!.trim()), key, deps);
  const email = visitorEmail(lead);
  // A visitor's email is kept only when there is one to send (store.ts); were it not, there is nothing to do.
  return email ? sendEmail(env, email, key, deps) : Promise.resolve({ ok: true });
}

/** Sends the team a text by one of its channels: the alert about leads not delivered. */
export function alertTeam(
  channel: TeamChannel,
  alert: { subject: string; text: string },
  key: string,
  env: LeadsEnv,
  deps: CallDeps = {},
): Promise<Outcome> {
  if (channel === "webhook") {
    const body = { text: `${alert.subject}\n${alert.text}`, alert: true };
    return post(env.LEADS_WEBHOOK_URL!.trim(), body, { "Idempotency-Key": key }, deps);
  }
  return sendEmail(env, { to: env.LEADS_TEAM_EMAIL!.trim(), ...alert }, key, deps);
}
