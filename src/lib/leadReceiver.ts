import { ATTRIBUTION_PARAMS, HONEYPOT_FIELD, leadProblem, PERSONAL_VALUE, TURNSTILE_FIELD } from "./leads";
import { brandColours } from "./brand";
import { isApplication } from "./enquiryTopic";
import { escapeHtml } from "./text";

// The lead receiver, a route of the site's Worker (worker/index.ts, reached as LEADS_ENDPOINT=/api/leads): it takes
// what the forms send, refuses what they could not have sent, and passes each lead on to the team, by a webhook
// (Slack, a CRM, Zapier), by email through Resend's API, or both. A guide request also gets the visitor an email
// with the guide's link, so "Check Your Email!" is true. A lead is acknowledged only once it has been passed on: if
// that fails, the answer is 502, and the form keeps what was typed and offers to send again.
//
// Only people's leads get through: the host's own rate limit holds each client and each recipient to a few posts a
// minute, and with Turnstile on, each post carries a token that Cloudflare's siteverify confirms once. The email a
// visitor gets is fixed text and the guide's link, at most once a day for each guide: nothing a sender typed.
// Nothing about a lead is kept or logged; the only state is the rate limit's counts and, for a day, a digest of
// the address each guide was emailed to.
//
// Written against the web platform's Request, Response, fetch and crypto alone, so jest runs it as workerd does.

/** The host's rate limiter (a Rate Limiting binding): a key's posts in the period wrangler.toml sets. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** What the receiver keeps for a day (a KV namespace): which guide each address was sent. */
export interface DayStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options: { expirationTtl: number }): Promise<void>;
}

/** The site's own files (the Worker's assets binding): where the receiver reads the list of documents. */
export interface Assets {
  fetch(request: Request | string): Promise<Response>;
}

/** The receiver's settings: the Worker's bindings, variables and secrets (wrangler.toml, .dev.vars.example). */
export interface ReceiverEnv {
  /** Where each lead is POSTed as JSON: a Slack, CRM or Zapier webhook. */
  LEADS_WEBHOOK_URL?: string;
  /** Resend's API key: with LEADS_TEAM_EMAIL and LEADS_FROM_EMAIL, each lead is emailed to the team. */
  RESEND_API_KEY?: string;
  /** Who gets each lead. */
  LEADS_TEAM_EMAIL?: string;
  /** Whom the emails come from: an address on a domain verified with Resend. */
  LEADS_FROM_EMAIL?: string;
  /** Resend's API, for tests only: a receiver on 127.0.0.1. */
  RESEND_API_URL?: string;
  /** The site's origins besides the request's own, comma-separated, that may post leads (a custom domain). */
  LEADS_ALLOWED_ORIGINS?: string;
  /**
   * Posts one client or recipient may make in a minute where the host's rate limiter is absent (POSTS_A_MINUTE
   * unless set): a limit of this instance alone, which a new instance starts again from.
   */
  LEADS_POSTS_A_MINUTE?: string;
  /** The host's rate limiter, keyed by client and by recipient (wrangler.toml's ratelimits). */
  LEADS_RATE_LIMIT?: RateLimiter;
  /** The stricter limiter for posts that carry no Turnstile token while the check is on (forms sent without JavaScript). */
  LEADS_UNCHECKED_RATE_LIMIT?: RateLimiter;
  /** Which guides were emailed to which addresses today (a KV namespace); without it, this instance's memory. */
  LEADS_SENT?: DayStore;
  /** Turnstile's secret key: set, every post is checked with siteverify (docs/forms.md, "The bot check"). */
  TURNSTILE_SECRET_KEY?: string;
  /** Turnstile's siteverify, for tests only: a stand-in on 127.0.0.1. */
  TURNSTILE_VERIFY_URL?: string;
  /** The site's files, for its address and its list of documents (DOCUMENTS_PATH): the Worker's assets. */
  ASSETS?: Assets;
}

/** The largest body accepted: the longest lead the forms can send is well under this. */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * Posts one client or recipient may make in a minute where the host's limiter is absent; the host's limiter is
 * set to the same in wrangler.toml.
 */
export const POSTS_A_MINUTE = 5;
/** Posts without a Turnstile token one client may make in a minute while the check is on, without the host's limiter. */
export const UNCHECKED_POSTS_A_MINUTE = 1;

const RESEND_API = "https://api.resend.com";
const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/**
 * Where the build lists the site's address (its SITE_URL) and its documents, which the receiver takes leads at and
 * the guide emails take their titles and links from.
 */
export const DOCUMENTS_PATH = "/downloads/documents.json";
/** What the build lists: the site's origin, and each PDF a guide form offers, by its path. */
export interface DocumentList {
  site: string;
  documents: Record<string, { title: string }>;
}
const DAY_SECONDS = 24 * 60 * 60;

type Fetch = typeof fetch;

export interface ReceiverDeps {
  fetch?: Fetch;
  now?: () => number;
  /** Recent posts by key, shared across requests of one instance: the limit where the host's limiter is absent. */
  recent?: Map<string, number[]>;
  /** Guides emailed today, shared across requests of one instance: where the host's store is absent. */
  sentToday?: Map<string, number>;
}

const sharedRecent = new Map<string, number[]>();
const sharedSentToday = new Map<string, number>();

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });

/**
 * The site as its build describes it (DOCUMENTS_PATH): its address and documents. Without the Worker's assets (a
 * test of the receiver alone), the site is the request's own origin and has no documents.
 */
export async function siteOf(request: Request, env: Pick<ReceiverEnv, "ASSETS">): Promise<DocumentList> {
  const fallback = { site: new URL(request.url).origin, documents: {} };
  if (!env.ASSETS) return fallback;
  try {
    const response = await env.ASSETS.fetch(new URL(DOCUMENTS_PATH, request.url).href);
    if (!response.ok) return fallback;
    const list = (await response.json()) as DocumentList;
    return { site: new URL(list.site).origin, documents: list.documents };
  } catch {
    return fallback;
  }
}

/** The origins leads are taken at: the site's own and any listed in LEADS_ALLOWED_ORIGINS. */
function allowedOrigins(site: DocumentList, env: ReceiverEnv): string[] {
  const extra = (env.LEADS_ALLOWED_ORIGINS ?? "").split(",").map((origin) => origin.trim());
  return [site.site, ...extra].filter(Boolean);
}

/** CORS for the site's own origins only: a browser on another site is answered without the header, so it fails. */
function corsHeaders(request: Request, allowed: readonly string[]): Record<string, string> {
  const origin = request.headers.get("Origin");
  if (!origin || !allowed.includes(origin)) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Accept",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin",
  };
}

/** Keys an instance's own counts hold at most: past it the oldest go, so a flood of new keys cannot wipe the rest. */
const KEYS_KEPT = 10_000;

/** Sets a key's value as the newest, dropping the oldest key once the map holds more than KEYS_KEPT. */
function setNewest<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > KEYS_KEPT) map.delete(map.keys().next().value!);
}

/** A key's posts in the last minute, this one counted, against `limit`: this instance's own count. */
function tooManyHere(key: string, now: number, recent: Map<string, number[]>, limit: number): boolean {
  const minuteAgo = now - 60_000;
  const posts = (recent.get(key) ?? []).filter((time) => time > minuteAgo);
  posts.push(now);
  setNewest(recent, key, posts);
  return posts.length > limit;
}

/**
 * Whether any key is past its limit: counted by the host's limiter when the binding is there, so the count holds
 * across instances and restarts, otherwise by this instance.
 */
async function overLimit(
  keys: readonly string[],
  limiter: RateLimiter | undefined,
  here: { now: number; recent: Map<string, number[]>; limit: number },
): Promise<boolean> {
  const over = await Promise.all(
    keys.map(async (key) =>
      limiter ? !(await limiter.limit({ key })).success : tooManyHere(key, here.now, here.recent, here.limit),
    ),
  );
  return over.some(Boolean);
}

/**
 * The client a post is counted against: its IPv4 address, or an IPv6 address's /64 (the block one household or
 * server is given, which it can rotate through at will).
 */
export function clientKey(address: string): string {
  if (!address.includes(":")) return `ip:${address}`;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `ip6:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** A Content-Type's media type alone, lower-cased: "application/json; charset=utf-8" is "application/json". */
const mediaTypeOf = (contentType: string) => contentType.split(";")[0]!.trim().toLowerCase();

/**
 * The body as text, read no further than `limit` bytes: undefined when it is longer, whatever Content-Length said
 * (a chunked body has none), so a client cannot make the receiver hold more than that.
 */
async function readCapped(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > limit) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** A form's own post, made without JavaScript: answered with a page rather than JSON. */
function isNativePost(request: Request): boolean {
  const type = mediaTypeOf(request.headers.get("Content-Type") ?? "");
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

async function readFields(request: Request): Promise<{ fields?: unknown; problem?: [number, string] }> {
  const type = mediaTypeOf(request.headers.get("Content-Type") ?? "");
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_BODY_BYTES) return { problem: [413, "the body is too large"] };
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return { problem: [415, "send the fields as JSON or as a form"] };
  }
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === undefined) return { problem: [413, "the body is too large"] };
  if (type === "application/json") {
    try {
      return { fields: JSON.parse(text) as unknown };
    } catch {
      return { problem: [400, "the body is not JSON"] };
    }
  }
  return { fields: Object.fromEntries(new URLSearchParams(text)) };
}

/**
 * Every field without control characters: a line break is kept as one (a message may have paragraphs), and any other
 * (a carriage return, a tab, a NUL) becomes a space, so no field can start a new header or line of its own where it
 * is written into one. A campaign value that may be a person's address or number is left out (PERSONAL_VALUE).
 */
const cleanFields = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(
        ([name, value]) => !(ATTRIBUTION_PARAMS as readonly string[]).includes(name) || !PERSONAL_VALUE.test(value),
      )
      .map(([name, value]) => [
        name,
        // eslint-disable-next-line no-control-regex -- control characters are what it removes
        value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, " "),
      ]),
  );

/** A text on one line: what a subject or a greeting carries. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Text for Slack's markup: &, < and > escaped, as Slack asks, so a lead cannot write `<!channel>` to ping a whole
 * channel or `<https://evil.example|Open the lead in CRM>` to disguise a link.
 */
const slackEscaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The guide the lead asks for, from the site's own list of documents: its title, and its link on the site's own
 * address (the build's SITE_URL), whatever Host the request named. Undefined for anything the list does not hold.
 */
function requestedGuide(
  fields: Record<string, string>,
  site: DocumentList,
): { path: string; title: string; link: string } | undefined {
  let pathname: string;
  try {
    pathname = new URL(fields.document ?? "", site.site).pathname;
  } catch {
    return undefined;
  }
  const document = Object.hasOwn(site.documents, pathname) ? site.documents[pathname] : undefined;
  return document && { path: pathname, title: document.title, link: `${site.site}${pathname}` };
}

const leadText = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([name]) => name !== HONEYPOT_FIELD)
    .map(([name, value]) => `${name}: ${value}`)
    .join("\n");

interface Email {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

async function sendEmail(env: ReceiverEnv, doFetch: Fetch, email: Email): Promise<boolean> {
  const response = await doFetch(`${env.RESEND_API_URL ?? RESEND_API}/emails`, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.RESEND_API_KEY ?? ""}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      from: env.LEADS_FROM_EMAIL,
      to: [email.to],
      subject: email.subject,
      text: email.text,
      ...(email.replyTo ? { reply_to: email.replyTo } : {}),
    }),
  });
  return response.ok;
}

/** Passes the lead on to every destination configured; true only when every one took it. */
async function forward(fields: Record<string, string>, env: ReceiverEnv, doFetch: Fetch): Promise<boolean> {
  const webhook = env.LEADS_WEBHOOK_URL;
  const email = env.RESEND_API_KEY && env.LEADS_TEAM_EMAIL && env.LEADS_FROM_EMAIL;
  if (!webhook && !email) return false;
  const subject = oneLine(
    fields.form === "guide"
      ? `Guide request: ${fields.guide ?? ""} from ${fields.name ?? ""}`
      : isApplication(fields.topic)
        ? `Application from ${fields.name ?? ""}`
        : `Enquiry from ${fields.name ?? ""}`,
  );
  try {
    const results = await Promise.all([
      webhook
        ? doFetch(webhook, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ text: slackEscaped(`${subject}\n${leadText(fields)}`), lead: fields }),
          }).then((response) => response.ok)
        : true,
      email
        ? sendEmail(env, doFetch, {
            to: env.LEADS_TEAM_EMAIL ?? "",
            subject,
            text: leadText(fields),
            replyTo: fields.email,
          })
        : true,
    ]);
    return results.every(Boolean);
  } catch {
    return false;
  }
}

/**
 * What the visitor is sent: fixed text and, for a guide, its title and link from the site's own list. Nothing the
 * form carried is in it but the address it goes to, so no sender can put words of theirs before a stranger.
 */
function visitorEmail(
  lead: Record<string, string>,
  guide: { title: string; link: string } | undefined,
): Email | undefined {
  const to = lead.email ?? "";
  if (lead.form === "guide" && guide) {
    return {
      to,
      subject: `Your copy of ${guide.title}`,
      text: `Hello,\n\nThank you for asking for ${guide.title}. Here it is:\n\n${guide.link}\n\nIf you have questions as you work through it, reply to this email.`,
    };
  }
  if (lead.form === "enquiry" && isApplication(lead.topic)) {
    return {
      to,
      subject: "We have your application",
      text: "Hello,\n\nThank you for your application. It has reached us, and one of the team will reply to this address.",
    };
  }
  if (lead.form === "enquiry") {
    return {
      to,
      subject: "We have your enquiry",
      text: "Hello,\n\nThank you for getting in touch. Your enquiry has reached us, and one of the team will reply to this address.",
    };
  }
  return undefined;
}

/** A digest of what was sent to whom, so the day's store holds no address. */
async function sentKey(to: string, what: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${to.trim().toLowerCase()}\n${what}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `sent:${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Whether this address may be sent this email today, marking it sent: one email a day for each guide (or for an
 * enquiry's acknowledgement), counted by the host's store when it is there, otherwise by this instance.
 */
async function firstToday(
  key: string,
  env: ReceiverEnv,
  here: { now: number; sentToday: Map<string, number> },
): Promise<boolean> {
  if (env.LEADS_SENT) {
    if (await env.LEADS_SENT.get(key)) return false;
    await env.LEADS_SENT.put(key, "1", { expirationTtl: DAY_SECONDS });
    return true;
  }
  const sentAt = here.sentToday.get(key);
  if (sentAt !== undefined && here.now - sentAt < DAY_SECONDS * 1000) return false;
  setNewest(here.sentToday, key, here.now);
  return true;
}

/** Why Turnstile's siteverify refused a token, or undefined when it confirmed it: once, for this site and form. */
async function turnstileProblem(
  token: string,
  lead: Record<string, string>,
  request: Request,
  { env, allowed, doFetch }: { env: ReceiverEnv; allowed: readonly string[]; doFetch: Fetch },
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
    });
    outcome = (await response.json()) as typeof outcome;
  } catch {
    return "the check could not be confirmed";
  }
  // A token is good once: siteverify refuses it the second time ("timeout-or-duplicate").
  if (!outcome.success) return "the check was not passed, or its token was used already";
  if (!allowed.some((origin) => new URL(origin).hostname === outcome.hostname))
    return "the check was passed on another site";
  if (outcome.action !== lead.form) return "the check was passed for another form";
  return undefined;
}

/** A line of the page that answers a native post: text, or text with a link in it. */
type PageLine = string | { before: string; link: { href: string; text: string }; after: string };

/**
 * The answer to a native form post (no JavaScript): a short page that says what happened, with the way back. Every
 * text is escaped, since some of it is what the visitor (or anyone) sent.
 */
function thanksPage(
  status: number,
  title: string,
  lines: readonly PageLine[],
  back: string,
  headers: Record<string, string> = {},
): Response {
  const paragraph = (line: PageLine) =>
    typeof line === "string"
      ? `<p>${escapeHtml(line)}</p>`
      : `<p>${escapeHtml(line.before)}<a href="${escapeHtml(line.link.href)}">${escapeHtml(line.link.text)}</a>${escapeHtml(line.after)}</p>`;
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:17px/1.6 system-ui,sans-serif;color:${brandColours.ink};max-width:36rem;margin:4rem auto;padding:0 1.25rem}h1{font-size:1.75rem;line-height:1.2}a{color:${brandColours.primary}}</style></head><body><main><h1>${escapeHtml(title)}</h1>${lines.map(paragraph).join("")}<p><a href="${escapeHtml(back)}">Back to the page you were on</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      ...headers,
    },
  });
}

/** Words for the visitor, on the page or in the form, for each way a post is turned away. */
export const REFUSALS = {
  tooMany: "too many submissions from here in a short time: wait a minute and send again",
  unchecked: "the check that a person is sending did not run: reload the page and send again",
  checkFailed: "we could not confirm that a person sent this: complete the check on the form and send again",
  elsewhere: "this site takes leads only at its own address",
} as const;

/** The receiver: one request in, one answer out. */
export async function handleLead(request: Request, env: ReceiverEnv, deps: ReceiverDeps = {}): Promise<Response> {
  const doFetch = deps.fetch ?? fetch;
  const now = (deps.now ?? Date.now)();
  const recent = deps.recent ?? sharedRecent;
  const site = await siteOf(request, env);
  const allowed = allowedOrigins(site, env);
  const cors = corsHeaders(request, allowed);
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: cors });
  if (request.method !== "POST")
    return json(405, { error: "send the lead with POST" }, { Allow: "POST, OPTIONS", ...cors });
  // Posted from another site, or to another address of this one (the host's *.workers.dev name, a preview, or a
  // Host header naming someone else's): refused, so every link a lead leads to is the site's own.
  const origin = request.headers.get("Origin");
  if ((origin && !allowed.includes(origin)) || !allowed.includes(new URL(request.url).origin))
    return json(403, { error: REFUSALS.elsewhere });

  const client = clientKey(request.headers.get("CF-Connecting-IP") ?? "unknown");
  const limit = Number(env.LEADS_POSTS_A_MINUTE) || POSTS_A_MINUTE;
  // Past a limit: a page for a form's own post, JSON for the page's script.
  const tooMany = (as: "json" | "page") =>
    as === "page"
      ? thanksPage(429, "That didn't go through", [`We couldn't take that: ${REFUSALS.tooMany}.`], back(), {
          "Retry-After": "60",
        })
      : json(429, { error: REFUSALS.tooMany }, { "Retry-After": "60", ...cors });
  // The way back is the page the form was on, when that page is the site's own.
  const back = () => {
    const referer = request.headers.get("Referer");
    return referer && allowed.some((own) => referer.startsWith(`${own}/`)) ? referer : "/";
  };
  const native = isNativePost(request);
  if (await overLimit([client], env.LEADS_RATE_LIMIT, { now, recent, limit })) return tooMany(native ? "page" : "json");

  const { fields, problem: readProblem } = await readFields(request);
  const refuse = (status: number, reason: string) =>
    native
      ? thanksPage(
          status,
          "That didn't go through",
          [`We couldn't take that: ${reason}. Please go back and try again.`],
          back(),
        )
      : json(status, { error: reason }, cors);
  if (readProblem) return refuse(...readProblem);
  const problem = leadProblem(fields);
  if (problem) return refuse(400, problem);
  const { [TURNSTILE_FIELD]: token, ...lead } = cleanFields(fields as Record<string, string>);

  // A bot filled the field people never see: it is told all went well, and nothing is passed on.
  if (lead[HONEYPOT_FIELD])
    return native
      ? thanksPage(200, "Thank you", ["Your message has been sent."], back())
      : json(200, { ok: true }, cors);

  if (await overLimit([`to:${(lead.email ?? "").toLowerCase()}`], env.LEADS_RATE_LIMIT, { now, recent, limit }))
    return tooMany(native ? "page" : "json");

  // With Turnstile on, a post from the page's script carries a token siteverify must confirm. A form sent without
  // JavaScript has none: it still reaches the team, under a stricter limit, and its sender is emailed nothing.
  const checking = Boolean(env.TURNSTILE_SECRET_KEY);
  const unchecked = checking && !token;
  if (unchecked && !native) return refuse(403, REFUSALS.unchecked);
  if (unchecked) {
    const strict = { now, recent, limit: UNCHECKED_POSTS_A_MINUTE };
    if (await overLimit([`unchecked:${client}`], env.LEADS_UNCHECKED_RATE_LIMIT, strict)) return tooMany("page");
  }
  if (checking && token && (await turnstileProblem(token, lead, request, { env, allowed, doFetch })))
    return refuse(403, REFUSALS.checkFailed);

  if (!(await forward(lead, env, doFetch))) {
    return native
      ? thanksPage(
          502,
          "That didn't go through",
          [
            "We couldn't pass your message on just now. Please go back and send it again: what you typed is still in the form.",
          ],
          back(),
        )
      : json(502, { error: "the lead could not be passed on; send it again" }, cors);
  }
  const guide = lead.form === "guide" ? requestedGuide(lead, site) : undefined;
  const toVisitor = env.RESEND_API_KEY && env.LEADS_FROM_EMAIL && !unchecked ? visitorEmail(lead, guide) : undefined;
  const once = { now, sentToday: deps.sentToday ?? sharedSentToday };
  // The lead has reached the team: a failed courtesy email does not turn that into a failure.
  if (toVisitor && (await firstToday(await sentKey(toVisitor.to, guide?.path ?? lead.form ?? ""), env, once)))
    await sendEmail(env, doFetch, toVisitor).catch(() => false);
  if (native) {
    const lines: PageLine[] =
      lead.form !== "guide"
        ? ["Your message has reached us, and one of the team will reply by email."]
        : !guide
          ? ["Your request has reached us, and one of the team will be in touch by email."]
          : unchecked
            ? [
                `Your request for ${guide.title} has reached us. As the form was sent without JavaScript, we don't email the guide: download it here.`,
                { before: "", link: { href: guide.link, text: `Download ${guide.title}` }, after: "" },
              ]
            : [
                `${guide.title} is on its way to your inbox.`,
                { before: "You can also ", link: { href: guide.link, text: "download it now" }, after: "." },
              ];
    return thanksPage(
      200,
      lead.form === "guide" && guide && !unchecked ? "Check Your Email!" : "Thank you",
      lines,
      back(),
    );
  }
  return json(200, { ok: true }, cors);
}
