import { brandColours } from "../../src/lib/brand";
import { escapeHtml } from "../../src/lib/text";
import { isNativePost } from "./body";
import type { Guide } from "./messages";

// The receiver's answers to one request, in the form it was asked in: JSON, with the CORS headers of the site's own
// origins, for the page's script; a short page for a form posted without JavaScript, which says what happened and
// leads back to the page the form was on.

/** Words for the visitor, on the page or in the form, for each way a post is turned away. */
export const REFUSALS = {
  tooMany: "too many submissions from here in a short time: wait a minute and send again",
  unchecked: "the check that a person is sending did not run: reload the page and send again",
  checkFailed: "we could not confirm that a person sent this: complete the check on the form and send again",
  elsewhere: "this site takes leads only at its own address",
  notKept: "the message could not be kept just now: send it again in a moment",
} as const;

/** A line of a page: text, or text with a link in it. */
type PageLine = string | { before: string; link: { href: string; text: string }; after: string };

const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers },
  });

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

/** A page that answers a native post. Every text is escaped, since some of it is what the visitor (or anyone) sent. */
function page(status: number, title: string, lines: readonly PageLine[], back: string, headers = {}): Response {
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
      "Content-Security-Policy":
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      ...headers,
    },
  });
}

/** What the thank-you page says: for a guide, that it is on its way, or, sent without JavaScript, its link. */
function thanksLines(form: string | undefined, guide: Guide | undefined, unchecked: boolean): [string, PageLine[]] {
  if (form !== "guide") return ["Thank you", ["Your message has reached us, and one of the team will reply by email."]];
  if (!guide) return ["Thank you", ["Your request has reached us, and one of the team will be in touch by email."]];
  const download = (before: string, text: string, after: string) => ({
    before,
    link: { href: guide.link, text },
    after,
  });
  if (unchecked) {
    return [
      "Thank you",
      [
        `Your request for ${guide.title} has reached us. As the form was sent without JavaScript, we don't email the guide: download it here.`,
        download("", `Download ${guide.title}`, ""),
      ],
    ];
  }
  return [
    "Check Your Email!",
    [`${guide.title} is on its way to your inbox.`, download("You can also ", "download it now", ".")],
  ];
}

const RETRY = { "Retry-After": "60" };

/** The answers to this request, each as JSON or as a page by how it was sent. */
export function responder(request: Request, allowed: readonly string[]) {
  const native = isNativePost(request);
  const cors = corsHeaders(request, allowed);
  // The way back is the page the form was on, when that page is the site's own.
  const referer = request.headers.get("Referer");
  const back = referer && allowed.some((own) => referer.startsWith(`${own}/`)) ? referer : "/";
  const failed = (status: number, line: string, headers = {}) =>
    page(status, "That didn't go through", [line], back, headers);
  return {
    /** Whether the form was posted without JavaScript. */
    native,
    preflight: () => new Response(null, { status: 204, headers: cors }),
    wrongMethod: () => json(405, { error: "send the lead with POST" }, { Allow: "POST, OPTIONS", ...cors }),
    elsewhere: () => json(403, { error: REFUSALS.elsewhere }),
    refuse: (status: number, reason: string) =>
      native
        ? failed(status, `We couldn't take that: ${reason}. Please go back and try again.`)
        : json(status, { error: reason }, cors),
    tooMany: () =>
      native
        ? failed(429, `We couldn't take that: ${REFUSALS.tooMany}.`, RETRY)
        : json(429, { error: REFUSALS.tooMany }, { ...RETRY, ...cors }),
    notKept: () =>
      native
        ? failed(
            503,
            "We couldn't take your message just now. Please go back and send it again: what you typed is still in the form.",
            RETRY,
          )
        : json(503, { error: REFUSALS.notKept }, { ...RETRY, ...cors }),
    thanks: (form: string | undefined, guide?: Guide, unchecked = false) =>
      native ? page(200, ...thanksLines(form, guide, unchecked), back) : json(200, { ok: true }, cors),
  };
}
