import { z } from "zod";
import { iconNames } from "../iconNames";
import { named } from "./graphqlHints";

// Shapes shared by several content types. Messages are written for editors.

export const text = z.string().trim().min(1, "should not be empty");

/** An internal path ("/contact", "/resources#guides"), a section of the same page ("#strategies") or an absolute https URL. */
export const href = text.refine(
  (value) =>
    /^\/(?!\/)/.test(value) ||
    /^#[a-z][a-z0-9-]*$/.test(value) ||
    /^https:\/\//.test(value) ||
    /^(mailto|tel):/.test(value),
  "should start with / for a page on this site, # for a section of the same page, or https:// for another site",
);

export const icon = z.enum(iconNames, {
  errorMap: () => ({ message: `should be one of the icon names: ${iconNames.join(", ")}` }),
});

export const seo = named(
  "Seo",
  z.object({
    title: text.max(65, "should be at most 65 characters, or search engines cut it off"),
    description: text
      .min(70, "should be at least 70 characters so search results show a useful summary")
      .max(160, "should be at most 160 characters, or search engines cut it off"),
    keywords: z.array(text).min(1, "should list at least one keyword"),
  }),
);

export const link = named("Link", z.object({ label: text, href }));

export const sectionIntro = {
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
};

export const hero = named(
  "Hero",
  z.object({
    eyebrow: text.optional(),
    title: text,
    lead: text,
    primaryCta: link,
    secondaryCta: link.optional(),
    highlights: z.array(text).optional(),
  }),
);

export const stat = named(
  "Stat",
  z.object({ value: text, label: text, description: text.optional(), icon: icon.optional() }),
);

export const statSection = named("StatSection", z.object({ ...sectionIntro, items: z.array(stat).min(1) }));

export const serviceCard = named(
  "ServiceCard",
  z.object({
    title: text,
    description: text,
    icon,
    features: z.array(text).min(1),
    link,
    // Service pages also say what a service achieves, how long it takes and what the client receives.
    results: text.optional(),
    timeline: text.optional(),
    deliverables: z.array(text).min(1).optional(),
  }),
);

export const processStep = named(
  "ProcessStep",
  z.object({
    title: text,
    description: text,
    duration: text.optional(),
    deliverables: z.array(text).optional(),
    /** What we do during the step (service pages). */
    activities: z.array(text).min(1).optional(),
  }),
);

export const processSection = named(
  "ProcessSection",
  z.object({ ...sectionIntro, steps: z.array(processStep).min(1) }),
);

export const testimonial = named(
  "Testimonial",
  z.object({
    quote: text,
    name: text,
    role: text,
    company: text,
    rating: z
      .number()
      .int()
      .min(1, "should be a whole number from 1 to 5")
      .max(5, "should be a whole number from 1 to 5"),
    /** A short result shown as a tag, e.g. "+312% ROAS". */
    result: text.optional(),
  }),
);

export const testimonialSection = named(
  "TestimonialSection",
  z.object({ ...sectionIntro, items: z.array(testimonial).min(1) }),
);

export const metric = named("Metric", z.object({ label: text, value: text }));

export const caseCard = named(
  "CaseCard",
  z.object({
    company: text,
    industry: text,
    result: text,
    description: text,
    metrics: z.array(metric).min(1),
  }),
);

export const callToAction = named(
  "CallToAction",
  z.object({ title: text, lead: text, primaryCta: link, secondaryCta: link.optional() }),
);

export const feature = named("Feature", z.object({ icon, title: text, description: text }));

// Appended for the company screens (services overview, results, contact, careers, partners).

/** A group of service cards under one heading, e.g. "Paid Media". */
export const serviceCategory = named(
  "ServiceCategory",
  z.object({ category: text, icon, lead: text.optional(), services: z.array(serviceCard).min(1) }),
);

/** The client's own words about a case study, with who said them. */
export const caseStudyQuote = named("CaseStudyQuote", z.object({ quote: text, author: text, role: text }));

/** A full case study: the problem, what we did, how long it took, four measured results and the client's words. */
export const caseStudy = named(
  "CaseStudy",
  z.object({
    company: text,
    industry: text,
    logo: text.regex(/^[A-Z&]{1,3}$/, "should be the client's initials: one to three capital letters, such as HH"),
    challenge: text,
    solution: text,
    timeframe: text,
    results: z.array(metric).length(4, "should list exactly four results, each with a label and a value"),
    testimonial: caseStudyQuote,
  }),
);

/** An industry we work in: how many clients, and their average growth. */
export const industryTile = named(
  "IndustryTile",
  z.object({
    name: text,
    icon,
    count: z.number().int().positive("should be the number of clients, a whole number above 0"),
    avgGrowth: text.regex(/^[+-]?\d/, "should be a figure such as +215%"),
  }),
);

/** A section of icon cards (values, benefits, reasons to choose). */
export const featureSection = named("FeatureSection", z.object({ ...sectionIntro, items: z.array(feature).min(1) }));
