import { z } from "zod";
import { named } from "./graphqlHints";
import { icon, metric, sectionIntro, serviceCard, text } from "./shared";

// Section shapes shared by the service, industry, landing and comparison page
// families. Each optional section of a family is one of these.

/** A calendar date written as YYYY-MM-DD, e.g. "2025-06-02". */
export const isoDate = text.refine(
  (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  "should be a date written as YYYY-MM-DD, e.g. 2025-06-02",
);

/** A heading and summary that only screen readers and search engines read. */
export const hiddenSummary = named("HiddenSummary", z.object({ title: text, summary: text }));

export const faqSection = named(
  "PageFaqSection",
  z.object({
    ...sectionIntro,
    items: z
      .array(named("PageFaq", z.object({ question: text, answer: text })))
      .min(1, "should have at least one question"),
  }),
);

export const caseStudyStory = named(
  "CaseStudyStory",
  z.object({
    company: text,
    industry: text,
    /** Two or three letters shown in place of a logo. */
    logo: text.max(3, "should be at most 3 letters (the client's initials)"),
    location: text.optional(),
    challenge: text,
    solution: text,
    timeframe: text,
    results: z.array(metric).min(1, "should list at least one measured result"),
    testimonial: named(
      "StoryQuote",
      z.object({ quote: text, author: text, role: text, company: text.optional() }),
    ).optional(),
  }),
);

export const caseStudyStorySection = named(
  "CaseStudyStorySection",
  z.object({ ...sectionIntro, items: z.array(caseStudyStory).min(1) }),
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

export const detailCardSection = named(
  "DetailCardSection",
  z.object({ ...sectionIntro, items: z.array(detailCard).min(1) }),
);

export const textListSection = named("TextListSection", z.object({ ...sectionIntro, items: z.array(text).min(1) }));

export const challengeSection = named(
  "ChallengeSection",
  z.object({
    ...sectionIntro,
    items: z.array(named("Challenge", z.object({ problem: text, solution: text, impact: text.optional() }))).min(1),
  }),
);

export const serviceOfferSection = named(
  "ServiceOfferSection",
  z.object({ ...sectionIntro, items: z.array(serviceCard).min(1) }),
);

export const keywordSection = named(
  "KeywordSection",
  z.object({
    ...sectionIntro,
    rows: z
      .array(
        named(
          "KeywordRow",
          z.object({
            keyword: text,
            difficulty: z.enum(["High", "Medium", "Low"], {
              errorMap: () => ({ message: "should be High, Medium or Low" }),
            }),
            /** Searches a month, e.g. "2,400". */
            volume: text,
            intent: z.enum(["High", "Medium", "Low"], {
              errorMap: () => ({ message: "should be High, Medium or Low" }),
            }),
          }),
        ),
      )
      .min(1),
  }),
);
