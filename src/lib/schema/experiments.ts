import { z } from "zod";
import { CONTROL, EXPERIMENT_FIELDS, EXPERIMENT_ID } from "../experiments";
import { CONVERSIONS } from "../measurement";
import { isoDate, oneOf, text } from "./shared";

// An experiment (content/experiments/<id>.json; src/lib/experiments.ts says what one does). The whole-site rules,
// that its pages exist and show the field, that no page has two at once and that it can reach its sample size in
// time, are the content check's (src/lib/content/experimentRules.ts).

const conversions = Object.values(CONVERSIONS) as [string, ...string[]];

const variantId = z
  .string()
  .regex(EXPERIMENT_ID, "should be lower-case letters and digits in words joined by hyphens, such as book-a-call")
  .refine((id) => id !== CONTROL, `is "${CONTROL}", which is the page as it is: give the variant a name of its own`);

export const experimentSchema = z
  .object({
    /** What is tested, in words: its entry's name in the editing screen and the report's heading. */
    title: text,
    /** What the team expects, and why: the reason it is worth a test. */
    hypothesis: text.optional(),
    /** The pages it runs on, by their paths ("/", "/services/paid-advertising"). */
    pages: z.array(text).min(1, "should name at least one page"),
    /** The field of those pages' content that varies. */
    field: oneOf(EXPERIMENT_FIELDS),
    /** Each variant's words in place of the field's own; the page as it is, the control, is the first. */
    variants: z
      .array(z.object({ id: variantId, text }))
      .min(1, "should have at least one variant besides the page as it is")
      .max(3, "should have at most three variants: each one more needs more visitors before anything is known"),
    /** The conversion it is judged by (src/lib/measurement.ts). */
    goal: oneOf(conversions),
    /** The share of the pages' visitors who make that conversion now, in per cent. */
    baselineRate: z.number().gt(0, "should be above 0 (per cent)").lt(100, "should be below 100 (per cent)"),
    /** The smallest relative lift worth detecting, in per cent: 25 means from 2.4% to 3.0%. */
    minimumLift: z.number().gt(0, "should be above 0 (per cent)").max(500, "should be at most 500 (per cent)"),
    /** The pages' visitors a day lately, from the measurements, when known. */
    recentDailyVisitors: z.number().int("should be a whole number").positive("should be above 0").optional(),
    /** The first day it runs. */
    start: isoDate,
    /** The last day it runs; the control is served from the next. */
    end: isoDate,
  })
  .superRefine((experiment, context) => {
    if (experiment.end < experiment.start) {
      context.addIssue({
        code: "custom",
        path: ["end"],
        message: `is before the start (${experiment.start}): end on or after the day it starts`,
      });
    }
    const seen = new Set<string>();
    experiment.variants.forEach((variant, index) => {
      if (seen.has(variant.id)) {
        context.addIssue({
          code: "custom",
          path: ["variants", index, "id"],
          message: `is "${variant.id}", the name of another variant: give each its own`,
        });
      }
      seen.add(variant.id);
    });
    const rate = experiment.baselineRate * (1 + experiment.minimumLift / 100);
    if (rate >= 100) {
      context.addIssue({
        code: "custom",
        path: ["minimumLift"],
        message: `would lift ${experiment.baselineRate}% to ${rate}%, which no page can reach: choose a smaller lift`,
      });
    }
  });

export type Experiment = z.infer<typeof experimentSchema>;
