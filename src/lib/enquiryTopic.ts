import { slugify } from "./slug";

// What an enquiry is about. The contact form asks it, and the careers and partner pages' buttons link to the form
// with it chosen: /contact/?topic=careers&role=senior-ppc-strategist. The query only ever picks one of the choices
// the form already offers, matched exactly, so an unknown or hostile value changes nothing.

/** The page with the enquiry form, as content links to it. */
export const ENQUIRY_PATH = "/contact";

export const ENQUIRY_TOPICS = [
  { value: "general", label: "A general enquiry" },
  { value: "careers", label: "A job application" },
  { value: "partnership", label: "A partnership" },
] as const;

export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number]["value"];

/** The query parameters, which are also the names of the fields a lead carries. */
export const TOPIC_FIELD = "topic";
export const ROLE_FIELD = "role";
export const PARTNER_TYPE_FIELD = "partnerType";

/** The open roles and partnership types the form offers, by title, from the careers and partner pages. */
export interface EnquiryChoices {
  roles: readonly string[];
  partnerTypes: readonly string[];
}

/** What a link to the form chose: the topic, and the role or partnership type (by title) when it named one. */
export interface EnquiryPrefill {
  topic: EnquiryTopic;
  role?: string;
  partnerType?: string;
}

const isTopic = (value: string | null): value is EnquiryTopic => ENQUIRY_TOPICS.some((topic) => topic.value === value);

/** The title whose slug is `slug`, or undefined for anything else. */
const titleForSlug = (titles: readonly string[], slug: string | null) =>
  slug ? titles.find((title) => slugify(title) === slug) : undefined;

/** What the page's query chooses, or undefined when it names no topic the form offers. */
export function enquiryPrefill(params: URLSearchParams, choices: EnquiryChoices): EnquiryPrefill | undefined {
  const topic = params.get(TOPIC_FIELD);
  if (!isTopic(topic)) return undefined;
  if (topic === "careers") return { topic, role: titleForSlug(choices.roles, params.get(ROLE_FIELD)) };
  if (topic === "partnership") {
    return { topic, partnerType: titleForSlug(choices.partnerTypes, params.get(PARTNER_TYPE_FIELD)) };
  }
  return { topic };
}

/**
 * Leaves out of a lead a role or partnership type chosen before the visitor changed the topic, so the lead says
 * only what fits its topic.
 */
export function dropOtherTopicsDetails(payload: Record<string, string>): void {
  if (payload[TOPIC_FIELD] !== "careers") delete payload[ROLE_FIELD];
  if (payload[TOPIC_FIELD] !== "partnership") delete payload[PARTNER_TYPE_FIELD];
}

/** A link to the enquiry form (`href` as content writes it, such as /contact) with a topic and, optionally, a role or partnership type chosen. */
export function enquiryHref(href: string, topic: EnquiryTopic, title?: string): string {
  const url = new URL(href, "https://site.invalid");
  url.searchParams.set(TOPIC_FIELD, topic);
  const detail = topic === "careers" ? ROLE_FIELD : topic === "partnership" ? PARTNER_TYPE_FIELD : undefined;
  if (detail && title) url.searchParams.set(detail, slugify(title));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why a link's query cannot choose an enquiry topic, or undefined when it can (or names none). */
export function topicQueryProblem(query: string): string | undefined {
  const topic = new URLSearchParams(query).get(TOPIC_FIELD);
  if (topic === null || isTopic(topic)) return undefined;
  return `chooses the topic "${topic}", which the enquiry form does not offer (${ENQUIRY_TOPICS.map((t) => t.value).join(", ")})`;
}
