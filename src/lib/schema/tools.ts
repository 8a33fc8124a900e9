import { z } from "zod";
import { named } from "./graphqlHints";
import { callToAction, hero, link, sectionIntro, pageRoute, seo, text } from "./shared";

// The free tools at /tools/{slug}: one content file each in content/tools/. The
// tool itself is code, drawn by the template the route table (src/lib/routes.ts)
// names for the file's slug. The content is the copy around the tool; the tool's
// own labels and messages live beside its code.

export const toolPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  tool: named(
    "ToolPageApp",
    z.object({
      /** The tool's name, as in its structured data. */
      name: text,
      ...sectionIntro,
      /** What the tool does, one feature an item (the structured data's featureList). */
      features: z.array(text).min(1),
    }),
  ),
  explanations: named(
    "ToolPageExplanations",
    z.object({
      ...sectionIntro,
      items: z.array(named("ToolPageTerm", z.object({ term: text, description: text }))).min(1),
    }),
  ),
  methodology: named(
    "ToolPageMethodology",
    z.object({
      ...sectionIntro,
      notes: z.array(text).min(1),
      sources: z.array(link).optional(),
    }),
  ),
  faq: named(
    "ToolPageFaq",
    z.object({
      ...sectionIntro,
      items: z.array(named("ToolPageQuestion", z.object({ question: text, answer: text }))).min(1),
    }),
  ).optional(),
  cta: callToAction,
});

export type ToolPage = z.infer<typeof toolPageSchema>;
