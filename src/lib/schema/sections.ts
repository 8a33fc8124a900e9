import { z } from "zod";
import { figureRef, named, ref, sectionKind } from "./graphqlHints";
import { anchor, feature, icon, link, metric, sectionIntro, text } from "./shared";

// The sections pages are built from. Each shape is one kind of section: a page's `sections` list holds them in
// the order shown, each with its `kind` (src/components/sections/SectionList.tsx picks the component), and
// pages with a fixed layout use the same shapes as fields. Every section may set `id`, the anchor links use.

const intro = { id: anchor.optional(), ...sectionIntro };

/**
 * A figure: either a headline figure of the business named by its id in site.json, or one of this page's. A named
 * figure shows its own value, and its label and description unless the item gives the page's own words for them.
 */
export const stat = named(
  "Stat",
  z.object({
    /** The id of a figure in site.json's `figures`: its value is shown, and its label and description by default. */
    figure: figureRef().optional(),
    value: text.optional(),
    label: text.optional(),
    description: text.optional(),
    icon: icon.optional(),
  }),
).superRefine((item, ctx) => {
  if (item.figure && item.value) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["value"],
      message: "is set, but the item names a figure from site.json, whose value it shows: remove this item's value",
    });
  }
  if (!item.figure && !(item.value && item.label)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["value"],
      message: "needs a value and a label, or a figure: the id of one of site.json's figures",
    });
  }
});

export const statSection = named("StatSection", z.object({ ...intro, items: z.array(stat).min(1) }));

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

export const serviceCardSection = named(
  "ServiceCardSection",
  z.object({ ...intro, items: z.array(serviceCard).min(1) }),
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

export const processSection = named("ProcessSection", z.object({ ...intro, steps: z.array(processStep).min(1) }));

/** A section of icon cards (values, benefits, reasons to choose, guarantees). */
export const featureSection = named("FeatureSection", z.object({ ...intro, items: z.array(feature).min(1) }));

export const textListSection = named(
  "TextListSection",
  z.object({
    ...intro,
    /** "tiles" shows the items as a grid of tiles; a plain list otherwise. */
    variant: z.enum(["tiles"], { errorMap: () => ({ message: 'should be "tiles" or left out' }) }).optional(),
    items: z.array(text).min(1),
  }),
);

/** A card with optional figures ("Average ROAS: 420%"), a list of points and tags. */
export const detailCard = named(
  "DetailCard",
  z.object({
    icon: icon.optional(),
    title: text,
    description: text,
    figures: z.array(metric).min(1).optional(),
    pointsTitle: text.optional(),
    points: z.array(text).min(1).optional(),
    tagsTitle: text.optional(),
    tags: z.array(text).min(1).optional(),
  }),
);

export const detailCardSection = named("DetailCardSection", z.object({ ...intro, items: z.array(detailCard).min(1) }));

export const challengeSection = named(
  "ChallengeSection",
  z.object({
    ...intro,
    items: z.array(named("Challenge", z.object({ problem: text, solution: text, impact: text.optional() }))).min(1),
  }),
);

export const faqSection = named(
  "FaqSection",
  z.object({
    ...intro,
    items: z
      .array(named("Faq", z.object({ question: text, answer: text })))
      .min(1, "should have at least one question"),
  }),
);

const level = z.enum(["High", "Medium", "Low"], { errorMap: () => ({ message: "should be High, Medium or Low" }) });

export const keywordSection = named(
  "KeywordSection",
  z.object({
    ...intro,
    rows: z
      .array(
        named(
          "KeywordRow",
          /** volume: searches a month, e.g. "2,400". */
          z.object({ keyword: text, difficulty: level, volume: text, intent: level }),
        ),
      )
      .min(1),
  }),
);

/** Full case studies (content/case-studies/), in the order listed. */
export const caseStudySection = named(
  "CaseStudySection",
  z.object({ ...intro, items: z.array(ref("case-studies")).min(1) }),
);

/** Short case cards: the client, the headline result and three figures. */
export const caseCardSection = named(
  "CaseCardSection",
  z.object({ ...intro, items: z.array(ref("case-studies")).min(1), link: link.optional() }),
);

/** Quotes (content/testimonials/), with the person's name, role and company. */
export const testimonialSection = named(
  "TestimonialSection",
  z.object({ ...intro, items: z.array(ref("testimonials")).min(1) }),
);

/** A strip of client names. */
export const clientStrip = named("ClientStrip", z.object({ ...intro, items: z.array(ref("clients")).min(1) }));

/** Every kind of section a page's `sections` list may hold, told apart by `kind`. */
export const section = named(
  "PageSection",
  z.discriminatedUnion("kind", [
    sectionKind("stats", statSection),
    sectionKind("serviceCards", serviceCardSection),
    sectionKind("process", processSection),
    sectionKind("features", featureSection),
    sectionKind("textList", textListSection),
    sectionKind("detailCards", detailCardSection),
    sectionKind("challenges", challengeSection),
    sectionKind("faq", faqSection),
    sectionKind("keywords", keywordSection),
    sectionKind("caseStudies", caseStudySection),
    sectionKind("caseCards", caseCardSection),
    sectionKind("testimonials", testimonialSection),
    sectionKind("clients", clientStrip),
  ]),
);

export type Section = z.infer<typeof section>;
export type SectionKind = Section["kind"];

/** The sections of a page, in order. */
export const sections = z.array(section).min(1, "should list at least one section");
