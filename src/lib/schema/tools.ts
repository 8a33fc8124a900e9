import { z } from "zod";
import { named } from "./graphqlHints";
import { callToAction, hero, icon, link, sectionIntro, pageRoute, seo, text } from "./shared";

// The free tools at /tools/{slug}: one content file each in content/tools/. The
// tool itself is code, drawn by the template the route table (src/lib/routes.ts)
// names for the file's slug. The content is the copy around the tool; the tool's
// own labels and messages live beside its code.
//
// The file is also the tool's card wherever a page lists the free tools (/tools, /resources name it by file
// name): its `card` and the features its page shows under `tool`, so a card promises only what the tool's own
// page lists. Each feature names the words the tool shows that prove it (`shows`), and the post-build tests
// (tests/postbuild/tools.test.ts) find every one of them in the tool's fields and results.

/** One thing the tool does, as its card and its page word it. */
export const toolFeature = named(
  "ToolFeature",
  z.object({
    text,
    /** Words the tool itself shows that prove the feature: a field's label, a result's label or a check's name. */
    shows: z.array(text).min(1),
  }),
);

export const toolPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  /** The tool's card on the pages that list the free tools; its link is the tool's page, its features `tool.features`. */
  card: named("ToolCard", z.object({ title: text, description: text, icon })),
  tool: named(
    "ToolPageApp",
    z.object({
      /** The tool's name, as in its structured data. */
      name: text,
      ...sectionIntro,
      /** What the tool does, one feature an item: shown on its page and its card, and the structured data's featureList. */
      features: z.array(toolFeature).min(1).max(5, "should list at most 5 features, so the tool's card stays short"),
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
