import { z } from "zod";
import { named, ref } from "./graphqlHints";
import { text } from "./shared";

// Shared facts: each client, person, testimonial and case study is one file, and pages refer to it by its file
// name, so a story is told one way everywhere. A page chooses which to show and in what order.

/** The shapes a client's mark is drawn in (src/components/ui/Wordmark), its initials set inside. */
export const clientMarks = ["circle", "square", "hexagon", "diamond", "arch", "shield"] as const;

/** content/clients/*.json: a client business. */
export const clientSchema = z.object({
  name: text,
  industry: text,
  /** Where the business is based, e.g. "Bristol". */
  location: text,
  /** Two or three letters, set in the client's mark beside its name. */
  logo: text.regex(/^[A-Z&]{1,3}$/, "should be the client's initials: one to three capital letters, such as HH"),
  /** The shape of the client's mark, one per client in the client strip. */
  mark: z.enum(clientMarks, { errorMap: () => ({ message: `should be one of: ${clientMarks.join(", ")}` }) }),
});

/** The hair a person's portrait is drawn with (src/components/ui/Portrait). */
export const portraitHair = ["short", "crop", "long", "bun", "curly", "bald"] as const;

/** A person's illustrated portrait, drawn in the site's one style. */
export const portrait = named(
  "Portrait",
  z.object({
    hair: z.enum(portraitHair, { errorMap: () => ({ message: `should be one of: ${portraitHair.join(", ")}` }) }),
    /** Drawn with glasses. */
    glasses: z.boolean().optional(),
  }),
);

/** content/people/*.json: someone on our team, at a client, or a reader of our guides. */
export const personSchema = z
  .object({
    name: text,
    role: text,
    /** The client they work for, when they work for one. */
    client: ref("clients").optional(),
    /** Where they work, when it is not a client of ours (a reader of a guide). */
    organisation: text.optional(),
    /** On our team: a short biography and their areas of expertise, shown on the About page. */
    bio: text.optional(),
    expertise: z.array(text).min(1).optional(),
    /** Shown beside their name on the team, their author page and their quotes. */
    portrait,
  })
  .refine((person) => !(person.client && person.organisation), {
    message: "should name either a client or an organisation, not both",
    path: ["organisation"],
  });

/** content/testimonials/*.json: what a person said about working with us or about a guide. */
export const testimonialSchema = z.object({
  person: ref("people"),
  quote: text,
  /** A star rating from 1 to 5, shown where the page shows ratings. */
  rating: z
    .number()
    .int("should be a whole number from 1 to 5")
    .min(1, "should be a whole number from 1 to 5")
    .max(5, "should be a whole number from 1 to 5")
    .optional(),
  /** A short result shown as a tag, e.g. "-42% cost per lead". */
  result: text.optional(),
});

/**
 * A result of a client's: what changed ("+212%", a change against before we started) or where a measurement stands
 * now ("4.8x"), with what it was before where we have that measurement, so the case study can draw both.
 */
export const caseResult = named(
  "CaseResult",
  z.object({
    label: text,
    value: text,
    /** The same measurement before we started, in the same unit ("1.0x" before "4.8x"). */
    before: text.optional(),
  }),
);

/** content/case-studies/*.json: one client's story: the problem, what we did, how long it took and what changed. */
export const caseStudySchema = z.object({
  client: ref("clients"),
  /** The result in a few words, e.g. "4.8x return on ad spend", shown on case cards. */
  headline: text,
  /** One or two sentences for case cards. */
  summary: text,
  challenge: text,
  solution: text,
  timeframe: text,
  results: z.array(caseResult).length(4, "should list exactly four results, each with a label and a value"),
  testimonial: ref("testimonials").optional(),
});

export type CaseStudy = z.infer<typeof caseStudySchema>;

/** What a figure measures: a change (an increase or a decrease against a baseline), a level, a total or a time. */
export const figureKinds = ["increase", "decrease", "level", "total", "time"] as const;

/** The groups /how-we-count sets the figures out in, in this order (content/pages/how-we-count.json titles them). */
export const figureGroups = ["headline", "paid", "seo", "cro", "email", "clients", "service", "audience"] as const;

/**
 * A headline figure of the business (site.json), told once. Stat tiles name it by its id, and copy quotes its value
 * as {figure:id} (src/lib/siteFigures.ts), so one number always means what its entry says.
 */
export const figure = named(
  "Figure",
  z.object({
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, "should be lower-case words joined by hyphens, such as average-roas"),
    value: text,
    label: text,
    description: text.optional(),
    /** An increase or a decrease against a baseline, a level, a total or a time. */
    kind: z.enum(figureKinds, { errorMap: () => ({ message: `should be one of: ${figureKinds.join(", ")}` }) }),
    /** What is measured, e.g. "Return on ad spend (ROAS)". */
    measures: text,
    /** Over what: whose campaigns, which period, against which baseline. */
    over: text,
    /** The unit of the value, e.g. "per cent", "times", "US dollars", "hours". */
    unit: text,
    /** Where the numbers come from: the records it is counted from, which we keep as its evidence. */
    source: text,
    /**
     * Where the figure is true only in some builds: "newsletter", an audience of the newsletter, which copy may give
     * only in a newsletter box's connectedLead, shown where the boxes sign people up.
     */
    onlyWhere: z.enum(["newsletter"]).optional(),
    /** Where /how-we-count lists it. */
    group: z.enum(figureGroups, { errorMap: () => ({ message: `should be one of: ${figureGroups.join(", ")}` }) }),
    /**
     * For a level with a standard to beat: what it is set against, e.g. the industry's average open rate, which
     * the figure's chart draws beside it.
     */
    compare: named("FigureComparison", z.object({ value: text, label: text })).optional(),
    /**
     * For a count: the count it is a part of (the dental practices are among the healthcare practices). The
     * content check holds the parts of a total, and the tiles on /results, to add up to no more than it says.
     */
    partOf: z.string().optional(),
  }),
);
