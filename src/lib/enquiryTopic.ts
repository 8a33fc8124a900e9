import { slugify } from "./slug";

// What an enquiry is about, and which service it is for. The contact form asks both, and links to the form can
// choose them: the careers and partner pages' buttons (/contact/?topic=careers&role=senior-ppc-strategist), and
// content's audit and proposal buttons (/contact?topic=audit&service=seo-services). The query only ever picks one of
// the choices the form already offers, matched exactly, so an unknown or hostile value changes nothing.

/** The page with the enquiry form, as content links to it. */
export const ENQUIRY_PATH = "/contact";

export const ENQUIRY_TOPICS = [
  { value: "general", label: "A general enquiry" },
  { value: "audit", label: "A free audit, review or plan" },
  { value: "proposal", label: "A custom proposal" },
  { value: "careers", label: "A job application" },
  { value: "partnership", label: "A partnership" },
] as const;

export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number]["value"];

/**
 * The topics that are applications rather than enquiries: the form asks what an applicant is asked (for a role, a
 * CV or portfolio link and a note; for a partnership, the company and its clients), leaves out the sales questions,
 * and says "Send Application".
 */
export type ApplicationTopic = Extract<EnquiryTopic, "careers" | "partnership">;
export const isApplication = (topic: string | undefined): topic is ApplicationTopic =>
  topic === "careers" || topic === "partnership";

/** The form's "Primary Service Interest" options (SPEC §9); a link names one by the slug of its label. */
export const SERVICE_OPTIONS = [
  "PPC Management",
  "SEO Services",
  "Conversion Rate Optimization",
  "Email Marketing",
  "Social Media Advertising",
  "Content Marketing",
  "Marketing Automation",
  "Full-Service Marketing",
  "Other",
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

/** The query parameters, which are also the names of the fields a lead carries. */
export const TOPIC_FIELD = "topic";
export const ROLE_FIELD = "role";
export const PARTNER_TYPE_FIELD = "partnerType";
export const SERVICE_FIELD = "service";
/** A job applicant's CV or portfolio, as a link. */
export const PORTFOLIO_FIELD = "portfolio";
/** A would-be partner's clients: who they are and how many. */
export const CLIENT_BASE_FIELD = "clientBase";

/** The questions each application asks of its own, which a lead of another topic does not carry. */
const TOPIC_DETAILS: Readonly<Record<ApplicationTopic, readonly string[]>> = {
  careers: [ROLE_FIELD, PORTFOLIO_FIELD],
  partnership: [PARTNER_TYPE_FIELD, CLIENT_BASE_FIELD],
};

/** The open roles and partnership types the form offers, by title, from the careers and partner pages. */
export interface EnquiryChoices {
  roles: readonly string[];
  partnerTypes: readonly string[];
}

/**
 * What a link to the form chose: the topic, and the role or partnership type (by title) when it named one; the
 * service (by label), which does not depend on the topic.
 */
export interface EnquiryPrefill {
  topic?: EnquiryTopic;
  role?: string;
  partnerType?: string;
  service?: ServiceOption;
}

const isTopic = (value: string | null): value is EnquiryTopic => ENQUIRY_TOPICS.some((topic) => topic.value === value);

/** The title whose slug is `slug`, or undefined for anything else. */
const titleForSlug = (titles: readonly string[], slug: string | null) =>
  slug ? titles.find((title) => slugify(title) === slug) : undefined;

/** The service option whose slug is `slug` ("seo-services" → "SEO Services"), or undefined for anything else. */
export const serviceForSlug = (slug: string | null): ServiceOption | undefined =>
  SERVICE_OPTIONS.find((option) => slugify(option) === slug);

/** The slugs a link may name as its `service`, in the form's order. */
export const SERVICE_SLUGS = SERVICE_OPTIONS.map(slugify);

/** What the page's query chooses, or undefined when it names neither a topic nor a service the form offers. */
export function enquiryPrefill(params: URLSearchParams, choices: EnquiryChoices): EnquiryPrefill | undefined {
  const topic = params.get(TOPIC_FIELD);
  const service = serviceForSlug(params.get(SERVICE_FIELD));
  const chosen: EnquiryPrefill = service ? { service } : {};
  if (!isTopic(topic)) return service ? chosen : undefined;
  if (topic === "careers") return { ...chosen, topic, role: titleForSlug(choices.roles, params.get(ROLE_FIELD)) };
  if (topic === "partnership") {
    return { ...chosen, topic, partnerType: titleForSlug(choices.partnerTypes, params.get(PARTNER_TYPE_FIELD)) };
  }
  return { ...chosen, topic };
}

/**
 * Leaves out of a lead a role, partnership type, portfolio or client base given before the visitor changed the
 * topic, so the lead says only what fits its topic.
 */
export function dropOtherTopicsDetails(payload: Record<string, string>): void {
  for (const [topic, fields] of Object.entries(TOPIC_DETAILS)) {
    if (payload[TOPIC_FIELD] !== topic) for (const field of fields) delete payload[field];
  }
}

/** A link to the enquiry form (`href` as content writes it, such as /contact) with a topic and, optionally, a role or partnership type chosen. */
export function enquiryHref(href: string, topic: EnquiryTopic, title?: string): string {
  const url = new URL(href, "https://site.invalid");
  url.searchParams.set(TOPIC_FIELD, topic);
  const detail = topic === "careers" ? ROLE_FIELD : topic === "partnership" ? PARTNER_TYPE_FIELD : undefined;
  if (detail && title) url.searchParams.set(detail, slugify(title));
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Why a link's query cannot choose the enquiry's topic or service, or undefined when it can (or names neither): the
 * form would ignore the value, so the link would not do what its label says.
 */
export function enquiryQueryProblem(query: string): string | undefined {
  const params = new URLSearchParams(query);
  const topic = params.get(TOPIC_FIELD);
  const service = params.get(SERVICE_FIELD);
  const problems = [
    topic === null || isTopic(topic)
      ? undefined
      : `chooses the topic "${topic}", which the enquiry form does not offer (${ENQUIRY_TOPICS.map((t) => t.value).join(", ")})`,
    service === null || serviceForSlug(service)
      ? undefined
      : `chooses the service "${service}", which the enquiry form does not offer (${SERVICE_SLUGS.join(", ")})`,
  ].filter((problem) => problem !== undefined);
  return problems.length > 0 ? problems.join(", and ") : undefined;
}
