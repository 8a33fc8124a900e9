import { z } from "zod";
import { ratings } from "../ratings";
import { named } from "./graphqlHints";
import { textListSection } from "./sections";
import { callToAction, hero, metric, sectionIntro, pageRoute, seo, text } from "./shared";

// content/pages/in-house-vs-agency.json: the in-house versus agency comparison.

const option = named(
  "ComparisonOption",
  z.object({
    title: text,
    description: text,
    details: z.array(text).min(1),
    rating: z.enum(ratings, { errorMap: () => ({ message: `should be one of: ${ratings.join(", ")}` }) }),
  }),
);

const sideBySide = named(
  "SideBySide",
  z.object({ ...sectionIntro, inHouse: textListSection, agency: textListSection }),
);

const costColumn = named("CostColumn", z.object({ title: text, rows: z.array(metric).min(1), total: metric }));

export const comparisonPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  bottomLine: sideBySide,
  comparison: named(
    "ComparisonSection",
    z.object({
      ...sectionIntro,
      categories: z
        .array(named("ComparisonCategory", z.object({ category: text, inHouse: option, agency: option })))
        .min(1),
    }),
  ),
  whenToChoose: sideBySide,
  costBreakdown: named(
    "CostBreakdown",
    z.object({ ...sectionIntro, inHouse: costColumn, agency: costColumn, saving: metric, note: text.optional() }),
  ),
  cta: callToAction,
});

export type ComparisonPage = z.infer<typeof comparisonPageSchema>;
