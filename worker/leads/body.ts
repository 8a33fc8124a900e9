import {
  ATTRIBUTION_PARAMS,
  HONEYPOT_FIELD,
  LEAD_FIELDS,
  MULTILINE_FIELD,
  PERSONAL_VALUE,
  TURNSTILE_FIELD,
} from "../../src/lib/leads";

// What a post carries: its body, read no further than the largest lead, as JSON or as a form; and its fields,
// cleaned for the team's eyes before anything is kept or passed on.

/** The largest body accepted: the longest lead the forms can send is well under this. */
export const MAX_BODY_BYTES = 16 * 1024;

/** A Content-Type's media type alone, lower-cased: "application/json; charset=utf-8" is "application/json". */
const mediaTypeOf = (request: Request) =>
  (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();

/** A form's own post, made without JavaScript: answered with a page rather than JSON. */
export function isNativePost(request: Request): boolean {
  const type = mediaTypeOf(request);
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

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

/** The body's fields, or the status and reason it is refused with. */
export async function readFields(request: Request): Promise<{ fields?: unknown; problem?: [number, string] }> {
  const type = mediaTypeOf(request);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES)
    return { problem: [413, "the body is too large"] };
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

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** What a checked post holds: the lead to keep, and what is read from it but never passed on. */
export interface PostedLead {
  lead: Record<string, string>;
  honeypot: string;
  token: string;
}

/**
 * A checked post's fields split into the lead and the rest. The lead holds only LEAD_FIELDS, in their order, so
 * no name a sender made up reaches the team's text. No value keeps a control character: a line break stays one in
 * the message alone, and anything else (a line break elsewhere, a carriage return, a tab, a NUL) becomes a space,
 * so no field can start a line of its own where it is written into one. A campaign value that may be a person's
 * address or number is left out (PERSONAL_VALUE).
 */
export function postedLead(fields: Record<string, string>): PostedLead {
  const lead: Record<string, string> = {};
  for (const name of LEAD_FIELDS) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (value === undefined) continue;
    if ((ATTRIBUTION_PARAMS as readonly string[]).includes(name) && PERSONAL_VALUE.test(value)) continue;
    const lines = value.replace(/\r\n?/g, "\n");
    lead[name] = (name === MULTILINE_FIELD ? lines : lines.replace(/\n/g, " ")).replace(CONTROL_BUT_NEWLINE, " ");
  }
  return { lead, honeypot: fields[HONEYPOT_FIELD] ?? "", token: fields[TURNSTILE_FIELD] ?? "" };
}
