import { HONEYPOT_FIELD, leadProblem } from "./leads";
import { escapeHtml } from "./text";

// The lead receiver that runs on the host's own functions (functions/api/leads.ts, a Cloudflare Pages Function,
// reached as LEADS_ENDPOINT=/api/leads): it takes what the forms send, refuses what they could not have sent, and
// passes each lead on to the team, by a webhook (Slack, a CRM, Zapier), by email through Resend's API, or both.
// A guide request also gets the visitor an email with the guide's link, so "Check Your Email!" is true. A lead is
// acknowledged only once it has been passed on: if that fails, the answer is 502, and the form keeps what was typed
// and offers to send again. Nothing is kept or logged: the lead lives only in this request.
//
// Written against the web platform's Request, Response and fetch alone, so jest runs it as workerd does.

/** The function's settings: secrets and variables of the Pages project (wrangler.toml, .dev.vars.example). */
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
  /** Posts one address may make in a minute (POSTS_A_MINUTE unless set; the tests post more). */
  LEADS_POSTS_A_MINUTE?: string;
}

/** The largest body accepted: the longest lead the forms can send is well under this. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Posts one address may make in a minute, per running instance; the host's rate-limiting rule is the real limit. */
export const POSTS_A_MINUTE = 5;

const RESEND_API = "https://api.resend.com";

type Fetch = typeof fetch;

export interface ReceiverDeps {
  fetch?: Fetch;
  now?: () => number;
  /** Recent posts by address, shared across requests of one instance. */
  recent?: Map<string, number[]>;
}

const sharedRecent = new Map<string, number[]>();

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });

function allowedOrigins(request: Request, env: ReceiverEnv): string[] {
  const extra = (env.LEADS_ALLOWED_ORIGINS ?? "").split(",").map((origin) => origin.trim());
  return [new URL(request.url).origin, ...extra].filter(Boolean);
}

/** CORS for the site's own origins only: a browser on another site is answered without the header, so it fails. */
function corsHeaders(request: Request, env: ReceiverEnv): Record<string, string> {
  const origin = request.headers.get("Origin");
  if (!origin || !allowedOrigins(request, env).includes(origin)) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Methods": "POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type, Accept",
    "Access-Control-Max-Age": "86400",
    Vary: "Origin",
  };
}

function tooMany(address: string, now: number, recent: Map<string, number[]>, limit: number): boolean {
  const minuteAgo = now - 60_000;
  const posts = (recent.get(address) ?? []).filter((time) => time > minuteAgo);
  posts.push(now);
  recent.set(address, posts);
  if (recent.size > 10_000) recent.clear();
  return posts.length > limit;
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

async function readFields(
  request: Request,
): Promise<{ fields?: unknown; native: boolean; problem?: [number, string] }> {
  const type = mediaTypeOf(request.headers.get("Content-Type") ?? "");
  const native = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_BODY_BYTES) return { native, problem: [413, "the body is too large"] };
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return { native, problem: [415, "send the fields as JSON or as a form"] };
  }
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === undefined) return { native, problem: [413, "the body is too large"] };
  if (type === "application/json") {
    try {
      return { fields: JSON.parse(text) as unknown, native };
    } catch {
      return { native, problem: [400, "the body is not JSON"] };
    }
  }
  return { fields: Object.fromEntries(new URLSearchParams(text)), native };
}

/**
 * Every field without control characters: a line break is kept as one (a message may have paragraphs), and any other
 * (a carriage return, a tab, a NUL) becomes a space, so no field can start a new header or line of its own where it
 * is written into one.
 */
const withoutControls = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
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
 * The guide's link the visitor is emailed: the PDF the lead names, on this site's own origin, so the receiver never
 * emails a stranger's link, and a preview deployment links to its own copy.
 */
function guideLink(fields: Record<string, string>, request: Request): string | undefined {
  const own = new URL(request.url).origin;
  try {
    const { pathname } = new URL(fields.document ?? "", own);
    return /^\/downloads\/[\w-]+\.pdf$/.test(pathname) ? `${own}${pathname}` : undefined;
  } catch {
    return undefined;
  }
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

/** What the visitor is sent: for a guide, its link; for an enquiry, word that it arrived, repeating only their name. */
function visitorEmail(fields: Record<string, string>, link: string | undefined): Email | undefined {
  const to = fields.email ?? "";
  const greeting = `Hello ${oneLine(fields.name ?? "")},`;
  if (fields.form === "guide" && link) {
    return {
      to,
      subject: oneLine(`Your ${fields.guide ?? "guide"}`),
      text: `${greeting}\n\nThank you for asking for the ${fields.guide ?? "guide"}. Here it is:\n\n${link}\n\nIf you have questions as you work through it, reply to this email.`,
    };
  }
  if (fields.form === "enquiry") {
    return {
      to,
      subject: "We have your enquiry",
      text: `${greeting}\n\nThank you for getting in touch. Your enquiry has reached us, and one of the team will reply to this address.`,
    };
  }
  return undefined;
}

/** A line of the page that answers a native post: text, or text with a link in it. */
type PageLine = string | { before: string; link: { href: string; text: string }; after: string };

/**
 * The answer to a native form post (no JavaScript): a short page that says what happened, with the way back. Every
 * text is escaped, since some of it is what the visitor (or anyone) sent.
 */
function thanksPage(status: number, title: string, lines: readonly PageLine[], back: string): Response {
  const paragraph = (line: PageLine) =>
    typeof line === "string"
      ? `<p>${escapeHtml(line)}</p>`
      : `<p>${escapeHtml(line.before)}<a href="${escapeHtml(line.link.href)}">${escapeHtml(line.link.text)}</a>${escapeHtml(line.after)}</p>`;
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font:17px/1.6 system-ui,sans-serif;color:#0b1430;max-width:36rem;margin:4rem auto;padding:0 1.25rem}h1{font-size:1.75rem;line-height:1.2}a{color:#3b37c9}</style></head><body><main><h1>${escapeHtml(title)}</h1>${lines.map(paragraph).join("")}<p><a href="${escapeHtml(back)}">Back to the page you were on</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

/** The receiver: one request in, one answer out. */
export async function handleLead(request: Request, env: ReceiverEnv, deps: ReceiverDeps = {}): Promise<Response> {
  const doFetch = deps.fetch ?? fetch;
  const cors = corsHeaders(request, env);
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: cors });
  if (request.method !== "POST")
    return json(405, { error: "send the lead with POST" }, { Allow: "POST, OPTIONS", ...cors });
  const origin = request.headers.get("Origin");
  if (origin && !allowedOrigins(request, env).includes(origin))
    return json(403, { error: "this site does not take leads from that origin" });

  const address = request.headers.get("CF-Connecting-IP") ?? "unknown";
  const limit = Number(env.LEADS_POSTS_A_MINUTE) || POSTS_A_MINUTE;
  if (tooMany(address, (deps.now ?? Date.now)(), deps.recent ?? sharedRecent, limit)) {
    return json(429, { error: "too many submissions: wait a minute and send again" }, { "Retry-After": "60", ...cors });
  }
  const { fields, native, problem: readProblem } = await readFields(request);
  // The way back is the page the form was on, when that page is the site's own.
  const referer = request.headers.get("Referer");
  const back = referer && allowedOrigins(request, env).some((own) => referer.startsWith(`${own}/`)) ? referer : "/";
  const refuse = (status: number, reason: string) =>
    native
      ? thanksPage(
          status,
          "That didn't go through",
          [`We couldn't take that: ${reason}. Please go back and try again.`],
          back,
        )
      : json(status, { error: reason }, cors);
  if (readProblem) return refuse(...readProblem);
  const problem = leadProblem(fields);
  if (problem) return refuse(400, problem);
  const lead = withoutControls(fields as Record<string, string>);

  // A bot filled the field people never see: it is told all went well, and nothing is passed on.
  if (lead[HONEYPOT_FIELD])
    return native ? thanksPage(200, "Thank you", ["Your message has been sent."], back) : json(200, { ok: true }, cors);

  if (!(await forward(lead, env, doFetch))) {
    return native
      ? thanksPage(
          502,
          "That didn't go through",
          [
            "We couldn't pass your message on just now. Please go back and send it again: what you typed is still in the form.",
          ],
          back,
        )
      : json(502, { error: "the lead could not be passed on; send it again" }, cors);
  }
  const link = guideLink(lead, request);
  const toVisitor = env.RESEND_API_KEY && env.LEADS_FROM_EMAIL ? visitorEmail(lead, link) : undefined;
  // The lead has reached the team: a failed courtesy email does not turn that into a failure.
  if (toVisitor) await sendEmail(env, doFetch, toVisitor).catch(() => false);
  if (native) {
    const guide = lead.form === "guide";
    return thanksPage(
      200,
      guide ? "Check Your Email!" : "Thank you",
      guide && link
        ? [
            `Your ${lead.guide ?? "guide"} is on its way to your inbox.`,
            { before: "You can also ", link: { href: link, text: "download it now" }, after: "." },
          ]
        : ["Your message has reached us, and one of the team will reply by email."],
      back,
    );
  }
  return json(200, { ok: true }, cors);
}
