// Where the enquiry and guide forms send what visitors type, and how. The build reads LEADS_ENDPOINT:
//
// - unset: the forms simulate sending, as SPEC §4 describes (about a second of 'Sending...', then the thank-you),
//   and nothing leaves the page;
// - an https:// address (http:// only for 127.0.0.1 or localhost, for tests), or a path on the site's own origin
//   such as /api/leads, the site's own Worker (worker/index.ts): each submission is one POST of the
//   form's fields as JSON, and the thank-you shows only after a 2xx answer. Without JavaScript the form posts the
//   same fields natively, form-encoded.
//
// The address is fixed into the pages when they are built (gatsby/onCreateWebpackConfig.ts), so the browser and
// the prerendered HTML agree. README.md ("Form delivery") documents the shape of what is sent.

import { buildAddressProblem } from "./buildAddress";
import {
  CLIENT_BASE_FIELD,
  dropOtherTopicsDetails,
  isApplication,
  PORTFOLIO_FIELD,
  SERVICE_FIELD,
  type ApplicationTopic,
} from "./enquiryTopic";

export type DeliveryMode = "connected" | "simulated";

/**
 * A text that differs by mode: what is true when forms deliver, and what is true when they only simulate.
 * Content files write these as `{ "connected": …, "simulated": … }` (deliveryText in src/lib/schema/shared.ts).
 */
export interface DeliveryText<T = string> {
  connected: T;
  simulated: T;
}

/** Why a LEADS_ENDPOINT value cannot be used, or undefined when it can (or is unset). */
export const leadsEndpointProblem = (value: string | undefined) =>
  buildAddressProblem("LEADS_ENDPOINT", value, { purpose: "that receives the forms", localHttp: true, samePath: true });

/** The endpoint the site was built with; process.env.LEADS_ENDPOINT is replaced by its value at build time. */
export function leadsEndpoint(): string | undefined {
  return process.env.LEADS_ENDPOINT || undefined;
}

/**
 * The origin the forms send to, for the CSP's connect-src and form-action; undefined when they only simulate, or
 * send to a path of the site's own origin, which 'self' allows.
 */
export function leadsEndpointOrigin(): string | undefined {
  const endpoint = leadsEndpoint();
  return endpoint && !endpoint.startsWith("/") ? new URL(endpoint).origin : undefined;
}

export const deliveryMode = (): DeliveryMode => (leadsEndpoint() ? "connected" : "simulated");

/** The variant of a text for the mode the site was built in. */
export const inDeliveryMode = <T>(text: DeliveryText<T>): T => text[deliveryMode()];

// ---- What a lead carries ----

/** The field people and assistive technology never meet (hidden by CSS, out of the tab order); bots fill it. */
export const HONEYPOT_FIELD = "_gotcha";

/** Sent sooner than this after the form appeared, a submission is marked as probably automated (not dropped). */
export const MIN_SECONDS_TO_SUBMIT = 3;

/** The landing page's campaign parameters a lead carries, when its URL has them. */
export const ATTRIBUTION_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "fbclid",
] as const;

/**
 * A campaign value that may be a person's email address or phone number (`utm_content=alice%40example.com`, as a
 * mailing's links sometimes carry): dropped wherever campaign values go (leads, measurement events, Google's tag).
 * An address is text with an @ before a dotted domain; a number is nothing but a phone number's characters, with
 * nine digits or more.
 */
export const PERSONAL_VALUE = /[^\s@]@[^\s@.]+\.[^\s@]|^[+\s().-]*(?:\d[\s().-]*){9,}$/;

/**
 * A website address as people type it, "acme.co.uk" or "www.acme.co.uk/shop", made one the browser's URL check takes:
 * "https://" put before it. Anything else (already with a scheme, blank, or not a host name with a dot) is
 * returned as it was, for the browser's own check to judge.
 */
export function withScheme(value: string): string {
  const typed = value.trim();
  if (!/^[a-z\d-]+(\.[a-z\d-]+)+(?::\d+)?(?:[/?#]\S*)?$/i.test(typed)) return value;
  return `https://${typed}`;
}

/** The field Turnstile's widget adds to a form, its token: the receiver checks it with siteverify. */
export const TURNSTILE_FIELD = "cf-turnstile-response";

/** The longest value each field may send; fields not listed are capped at DEFAULT_MAX_LENGTH. */
export const FIELD_MAX_LENGTH: Readonly<Record<string, number>> = {
  name: 100,
  email: 254,
  company: 150,
  website: 2048,
  page: 2048,
  message: 5000,
  // What the enquiry is about, and the role or partnership type chosen (src/lib/enquiryTopic.ts); `service` is
  // one of the form's options and takes the default.
  topic: 20,
  role: 100,
  partnerType: 100,
  [PORTFOLIO_FIELD]: 2048,
  [CLIENT_BASE_FIELD]: 300,
  // Turnstile's tokens are up to 2,048 characters.
  [TURNSTILE_FIELD]: 2048,
};
export const DEFAULT_MAX_LENGTH = 200;

export const maxLengthOf = (field: string) => FIELD_MAX_LENGTH[field] ?? DEFAULT_MAX_LENGTH;

/**
 * The campaign parameters of a page's query string, each capped, in ATTRIBUTION_PARAMS order, without any that may
 * be a person's address or number (PERSONAL_VALUE).
 */
export function attributionOf(search: string): Array<[string, string]> {
  const params = new URLSearchParams(search);
  return ATTRIBUTION_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value && !PERSONAL_VALUE.test(value) ? [[name, value.slice(0, maxLengthOf(name))] as [string, string]] : [];
  });
}

/**
 * What one submission sends: every field of the form as a string, capped at its length, plus how long the
 * visitor took and, when that was implausibly quick, a flag the receiver can filter on.
 */
export function leadPayload(
  entries: Iterable<[string, FormDataEntryValue]>,
  secondsOnForm: number,
): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (typeof value === "string") payload[name] = value.slice(0, maxLengthOf(name));
  }
  dropOtherTopicsDetails(payload);
  payload.seconds_to_submit = String(Math.round(secondsOnForm));
  if (secondsOnForm < MIN_SECONDS_TO_SUBMIT) payload.spam_flags = "too-fast";
  return payload;
}

// ---- Sending ----

export const LEAD_TIMEOUT_MS = 10_000;

/**
 * Why a lead did not arrive: no connection, no answer in time, no way through, a refusal, too many sent from here
 * in a short time (429), or the bot check not passed (403, with Turnstile on).
 */
export type LeadFailure = "offline" | "timeout" | "network" | "rejected" | "tooMany" | "unverified";

export class LeadDeliveryError extends Error {
  constructor(
    readonly reason: LeadFailure,
    readonly status?: number,
  ) {
    super(`The lead was not delivered: ${reason}${status ? ` (HTTP ${status})` : ""}`);
  }
}

interface SendOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  online?: () => boolean;
}

/** One POST of the payload as JSON; resolves on a 2xx answer, otherwise throws a LeadDeliveryError. */
export async function sendLead(
  endpoint: string,
  payload: Record<string, string>,
  { timeoutMs = LEAD_TIMEOUT_MS, fetchImpl = fetch, online = () => navigator.onLine }: SendOptions = {},
): Promise<void> {
  if (!online()) throw new LeadDeliveryError("offline");
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: controller.signal,
      credentials: "omit",
    });
  } catch {
    throw new LeadDeliveryError(controller.signal.aborted ? "timeout" : online() ? "network" : "offline");
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 429) throw new LeadDeliveryError("tooMany", 429);
  if (response.status === 403) throw new LeadDeliveryError("unverified", 403);
  if (!response.ok) throw new LeadDeliveryError("rejected", response.status);
}

// ---- What a receiver accepts ----

/** The forms that send leads, and the fields each cannot be sent without (the fields marked * on the form). */
export const LEAD_FORMS = {
  enquiry: ["name", "email", SERVICE_FIELD],
  guide: ["name", "email", "guide"],
} as const;

export type LeadForm = keyof typeof LEAD_FORMS;

/** An application's required fields, which take the place of the enquiry's on the same form. */
const APPLICATION_FIELDS: Record<ApplicationTopic, readonly string[]> = {
  careers: ["name", "email", PORTFOLIO_FIELD],
  partnership: ["name", "email", "company", CLIENT_BASE_FIELD],
};

/** The fields a form cannot be sent without; the enquiry form's depend on its topic. */
export const requiredFields = (form: LeadForm, topic?: string): readonly string[] =>
  form === "enquiry" && isApplication(topic) ? APPLICATION_FIELDS[topic] : LEAD_FORMS[form];

/** Whether a form cannot be sent without the field: the forms mark it required, and the receiver refuses its absence. */
export const isRequired = (form: LeadForm, field: string, topic?: string): boolean =>
  requiredFields(form, topic).includes(field);

/**
 * Every field a lead form sends that the team is given, in the order the team reads them: the enquiry's and the
 * guide forms' fields (a guide's one question is one of the five its channel asks, guideFormCopy.ts), where it was
 * sent from, its campaign and its timing. The honeypot and Turnstile's token are read and never passed on; any
 * other field is dropped, whatever its name.
 */
export const LEAD_FIELDS = [
  "form",
  "topic",
  "name",
  "email",
  "company",
  "website",
  SERVICE_FIELD,
  "budget",
  "timeline",
  "role",
  "partnerType",
  PORTFOLIO_FIELD,
  CLIENT_BASE_FIELD,
  "message",
  "guide",
  "document",
  "currentSpend",
  "searchVisits",
  "locations",
  "monthlyVisitors",
  "listSize",
  "page",
  // The experiment the visitor takes part in and the variant they saw (src/lib/experiments.ts), which the
  // receiver keeps only when they name one the build runs (worker/experiments.ts).
  "experiment",
  "variant",
  ...ATTRIBUTION_PARAMS,
  "seconds_to_submit",
  "spam_flags",
] as const;

/** The one field whose line breaks are kept: a message may have paragraphs. */
export const MULTILINE_FIELD = "message";

/** The most fields a lead carries: the longest form's, its campaign parameters and the timing fields, with room. */
export const MAX_LEAD_FIELDS = 40;
/** The longest name a field may have: the longest the forms send is 17 characters. */
export const MAX_FIELD_NAME_LENGTH = 40;

/**
 * An email address as a browser's email field accepts one (the HTML standard's rule), with a dot in its domain: no
 * quotes, angle brackets, commas or spaces, so a display name such as `"Claim_prize_at_evil.example"<victim@…>`
 * cannot ride along.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * Why a receiver should refuse what was sent as a lead, in words fit for the answer's JSON, or undefined when it is
 * a lead the forms could have sent: the same lengths the forms cap their fields at, the same required fields.
 */
export function leadProblem(fields: unknown): string | undefined {
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return "the body is not an object of fields";
  const entries = Object.entries(fields);
  if (entries.length > MAX_LEAD_FIELDS) return `more than ${MAX_LEAD_FIELDS} fields`;
  for (const [name, value] of entries) {
    // A name is capped and clean like a value, so no reason below can carry a sender's line of text.
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    if (name.length > MAX_FIELD_NAME_LENGTH || /[\u0000-\u001f\u007f]/.test(name))
      return `a field's name is longer than ${MAX_FIELD_NAME_LENGTH} characters or holds a control character`;
    if (typeof value !== "string") return `the field "${name}" is not text`;
    if (value.length > maxLengthOf(name)) return `the field "${name}" is longer than ${maxLengthOf(name)} characters`;
  }
  const record = fields as Record<string, string>;
  const form = record.form;
  // Its own keys only: "constructor" or "__proto__" is a key of every object, not a form.
  if (!form || !Object.hasOwn(LEAD_FORMS, form))
    return `the field "form" is not one of: ${Object.keys(LEAD_FORMS).join(", ")}`;
  for (const name of requiredFields(form as LeadForm, record.topic)) {
    if (!record[name]?.trim()) return `the field "${name}" is missing`;
  }
  if (!EMAIL.test(record.email ?? "")) return `the field "email" is not an email address`;
  return undefined;
}

/**
 * The agency as a lead form speaks of it, from content/site.json: its phone number and email address, the ways round
 * a lead that did not arrive, and how soon it replies in business hours. The page passes it to the form's island
 * (leadContactOf, src/hooks/useSiteFacts.ts), since an island's code asks no query of its own.
 */
export interface LeadContact {
  phone: { href: string; display: string };
  email: string;
  /** The business-hours reply figure: "1 hour". */
  replyWithin: string;
}
