import { leadProblem } from "../../src/lib/leads";
import type { DocumentList } from "../../src/lib/siteWorker";
import { experimentSeen } from "../experiments";
import { NO_SITE, originsOf, siteOf } from "../site";
import { postedLead, readFields } from "./body";
import type { CallDeps } from "./channels";
import { tryRows } from "./deliver";
import type { Guide, KeptLead } from "./messages";
import { clientKey, overLimit, POSTS_A_MINUTE, UNCHECKED_POSTS_A_MINUTE } from "./limits";
import { REFUSALS, responder } from "./respond";
import { emailOn, teamChannels, type LeadsEnv } from "./settings";
import { keepLead, visitorKey } from "./store";
import { turnstileProblem } from "./turnstile";

// The lead receiver, the Worker's route /api/leads (a site built with LEADS_ENDPOINT=/api/leads): it takes what
// the forms send and refuses what they could not have sent; it keeps each lead it takes in the host's database
// (LEADS_DB) before it thanks the visitor, and then passes it to each of the team's channels, a webhook (Slack, a
// CRM, Zapier) and email through Resend's API, and emails the visitor the guide they asked for, each once. The
// first try is made straight after the answer; what does not go through is retried by the sweep (sweep.ts) until
// it does, or until a day has passed, when the team is alerted. docs/forms.md says what is kept, and for how long.
//
// Only people's leads get through: the host's rate limit holds each client and each recipient to a few posts a
// minute, and with Turnstile on, each post carries a token that Cloudflare's siteverify confirms once. The email a
// visitor gets is fixed text and the guide's link, at most once a day for each guide: nothing a sender typed.
//
// Written against the web platform's Request, Response, fetch and crypto alone, so jest runs it as workerd does.

export type { LeadsEnv } from "./settings";
export { REFUSALS } from "./respond";

/** What the host gives a request besides its bindings: work it carries on after the answer. */
export interface Context {
  waitUntil(promise: Promise<unknown>): void;
}

export interface ReceiverDeps extends CallDeps {
  now?: () => number;
  /** Recent posts by key, where the host's limiter is absent: this instance's own count. */
  recent?: Map<string, number[]>;
}

/**
 * The guide the lead asks for, from the site's own list of documents: its title, and its link on the site's own
 * address (the build's SITE_URL), whatever Host the request named. Undefined for anything the list does not hold.
 */
function requestedGuide(document: string | undefined, site: DocumentList): Guide | undefined {
  let pathname: string;
  try {
    pathname = new URL(document ?? "", site.site).pathname;
  } catch {
    return undefined;
  }
  const listed = Object.hasOwn(site.documents, pathname) ? site.documents[pathname] : undefined;
  return listed && { path: pathname, title: listed.title, link: `${site.site}${pathname}` };
}

/** The receiver: one request in, one answer out, and the lead kept and on its way before the answer. */
export async function handleLead(
  request: Request,
  env: LeadsEnv,
  context: Context,
  deps: ReceiverDeps = {},
): Promise<Response> {
  const now = (deps.now ?? Date.now)();
  const site = await siteOf(request, env);
  if (!site) return responder(request, []).refuse(503, NO_SITE);
  const allowed = originsOf(site, env.LEADS_ALLOWED_ORIGINS);
  const answer = responder(request, allowed);
  if (request.method === "OPTIONS") return answer.preflight();
  if (request.method !== "POST") return answer.wrongMethod();
  // Posted from another site, or to another address of this one (the host's *.workers.dev name, a preview, or a
  // Host header naming someone else's): refused, so every link a lead leads to is the site's own.
  const origin = request.headers.get("Origin");
  if ((origin && !allowed.includes(origin)) || !allowed.includes(new URL(request.url).origin))
    return answer.elsewhere();
  const db = env.LEADS_DB;
  if (!db) return answer.refuse(404, "this site takes no leads here");

  const client = clientKey(request.headers.get("CF-Connecting-IP") ?? "unknown");
  const counted = { now, recent: deps.recent, limit: Number(env.LEADS_POSTS_A_MINUTE) || POSTS_A_MINUTE };
  if (await overLimit(client, env.LEADS_RATE_LIMIT, counted)) return answer.tooMany();

  const { fields, problem: readProblem } = await readFields(request);
  if (readProblem) return answer.refuse(...readProblem);
  const problem = leadProblem(fields);
  if (problem) return answer.refuse(400, problem);
  const { lead: posted, honeypot, token } = postedLead(fields as Record<string, string>);
  // A bot filled the field people never see: it is told all went well, and nothing is kept or passed on.
  if (honeypot) return answer.thanks(undefined);

  // With Turnstile on, a post from the page's script carries a token siteverify must confirm. A form sent without
  // JavaScript has none: it still reaches the team, under a stricter limit, and its sender is emailed nothing.
  const checking = Boolean(env.TURNSTILE_SECRET_KEY);
  const unchecked = checking && !token;
  if (unchecked && !answer.native) return answer.refuse(403, REFUSALS.unchecked);
  if (unchecked) {
    const strict = { ...counted, limit: UNCHECKED_POSTS_A_MINUTE };
    if (await overLimit(`unchecked:${client}`, env.LEADS_UNCHECKED_RATE_LIMIT, strict)) return answer.tooMany();
  }
  if (checking && token && (await turnstileProblem(token, posted.form, request, { env, allowed, fetch: deps.fetch })))
    return answer.refuse(403, REFUSALS.checkFailed);
  // After the bot check, so that no script can hold an address to its limit without passing it.
  if (await overLimit(`to:${(posted.email ?? "").toLowerCase()}`, env.LEADS_RATE_LIMIT, counted))
    return answer.tooMany();

  const guide = posted.form === "guide" ? requestedGuide(posted.document, site) : undefined;
  // The experiment and variant the visitor saw (worker/experiments.ts), when they are ones the build runs.
  const { experiment, variant, ...rest } = posted;
  const fieldsKept = { ...rest, ...(await experimentSeen(request, env.ASSETS, { experiment, variant })) };
  const lead: KeptLead = { id: crypto.randomUUID(), receivedAt: now, fields: fieldsKept, ...(guide ? { guide } : {}) };
  // The visitor is emailed when emails can be sent, the post passed the bot check, and there is something to send.
  const emailsVisitor = emailOn(env) && !unchecked && (posted.form !== "guide" || guide !== undefined);
  let channels;
  try {
    const key = emailsVisitor ? await visitorKey(posted.email ?? "", guide?.path ?? posted.form ?? "") : undefined;
    channels = await keepLead(db, lead, teamChannels(env), key);
  } catch (error) {
    console.error(`A lead could not be kept: ${error instanceof Error ? error.message : "unknown error"}`);
    return answer.notKept();
  }
  const rows = channels.map((channel) => ({ leadId: lead.id, channel, attempts: 0 }));
  context.waitUntil(tryRows(env, db, rows, new Map([[lead.id, lead]]), deps.now ?? Date.now, deps));
  return answer.thanks(posted.form, guide, unchecked);
}
