import type { PageFacts, TrustSignals } from "./landingPage";
import { checkFields, type NumberRule } from "./numbers";

// The "type the key facts" form of the landing page analyzer, and how the
// analyzer's state is written to and read from the URL. Pasted HTML is never
// put in the URL (it can be a megabyte); the facts read from it are, so a
// shared link shows the same report.

export const countFields = ["h1Count", "formFieldCount", "imageCount", "imagesMissingAlt", "distinctCtaCount"] as const;
export type CountField = (typeof countFields)[number];
export type TrustKey = keyof TrustSignals;
export const trustKeys: readonly TrustKey[] = ["testimonials", "reviews", "guarantees", "logos"];

export interface FactsRaw extends Record<CountField, string> {
  title: string;
  metaDescription: string;
  ctaAboveFold: boolean;
  hasViewport: boolean;
  trust: TrustSignals;
}

const count = (noun: string): NumberRule => ({ noun, min: 0, max: 999, integer: true });

export const countRules: Record<CountField, NumberRule> = {
  h1Count: count("number of h1 headings"),
  formFieldCount: count("number of form fields"),
  imageCount: count("number of images"),
  imagesMissingAlt: count("number of images without alt text"),
  distinctCtaCount: count("number of different calls to action"),
};

/** Longest title or description kept (in the form and the URL). */
export const MAX_TEXT = 300;

export function factsToRaw(facts: PageFacts): FactsRaw {
  return {
    title: facts.title ?? "",
    metaDescription: facts.metaDescription ?? "",
    h1Count: String(facts.h1Count),
    formFieldCount: String(facts.formFieldCount),
    imageCount: String(facts.imageCount),
    imagesMissingAlt: String(facts.imagesMissingAlt),
    distinctCtaCount: String(facts.distinctCtaCount),
    ctaAboveFold: facts.ctaAboveFold,
    hasViewport: facts.hasViewport,
    trust: { ...facts.trust },
  };
}

export function evaluateFacts(raw: FactsRaw): { facts: PageFacts | null; errors: Partial<Record<CountField, string>> } {
  const { values, errors } = checkFields(raw, countRules);
  if (values && (values.imagesMissingAlt ?? 0) > (values.imageCount ?? 0)) {
    errors.imagesMissingAlt = "Images without alt text cannot outnumber the images on the page.";
  }
  if (!values || Object.keys(errors).length > 0) return { facts: null, errors };
  return {
    errors,
    facts: {
      title: raw.title.trim() || null,
      metaDescription: raw.metaDescription.trim() || null,
      h1Count: values.h1Count ?? 0,
      formFieldCount: values.formFieldCount ?? 0,
      imageCount: values.imageCount ?? 0,
      imagesMissingAlt: values.imagesMissingAlt ?? 0,
      distinctCtaCount: values.distinctCtaCount ?? 0,
      ctaAboveFold: raw.ctaAboveFold,
      hasViewport: raw.hasViewport,
      trust: { ...raw.trust },
    },
  };
}

const QUERY_NAMES: Record<CountField, string> = {
  h1Count: "h1",
  formFieldCount: "fields",
  imageCount: "images",
  imagesMissingAlt: "noalt",
  distinctCtaCount: "ctas",
};

/** The URL query of a set of facts; `fromHtml` records that they were read from pasted HTML. */
export function factsToQuery(raw: FactsRaw, fromHtml: boolean): URLSearchParams {
  const params = new URLSearchParams();
  params.set("from", fromHtml ? "html" : "facts");
  params.set("title", raw.title.slice(0, MAX_TEXT));
  params.set("desc", raw.metaDescription.slice(0, MAX_TEXT));
  for (const field of countFields) params.set(QUERY_NAMES[field], raw[field].slice(0, 12));
  params.set("top", raw.ctaAboveFold ? "1" : "0");
  params.set("viewport", raw.hasViewport ? "1" : "0");
  params.set("trust", trustKeys.filter((key) => raw.trust[key]).join(","));
  return params;
}

/** Facts from a URL query, or null when the query holds none (an ordinary visit). */
export function factsFromQuery(params: URLSearchParams): { raw: FactsRaw; fromHtml: boolean } | null {
  const from = params.get("from");
  if (from !== "html" && from !== "facts") return null;
  const trust = new Set((params.get("trust") ?? "").split(","));
  const raw: FactsRaw = {
    title: (params.get("title") ?? "").slice(0, MAX_TEXT),
    metaDescription: (params.get("desc") ?? "").slice(0, MAX_TEXT),
    h1Count: "",
    formFieldCount: "",
    imageCount: "",
    imagesMissingAlt: "",
    distinctCtaCount: "",
    ctaAboveFold: params.get("top") === "1",
    hasViewport: params.get("viewport") === "1",
    trust: {
      testimonials: trust.has("testimonials"),
      reviews: trust.has("reviews"),
      guarantees: trust.has("guarantees"),
      logos: trust.has("logos"),
    },
  };
  for (const field of countFields) raw[field] = (params.get(QUERY_NAMES[field]) ?? "0").slice(0, 12);
  return { raw, fromHtml: from === "html" };
}
