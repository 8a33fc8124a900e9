import { z } from "zod";
import { figureGroups } from "./facts";
import { named } from "./graphqlHints";
import { hero, pageRoute, sectionIntro, seo, text } from "./shared";

// The content type of /how-we-count: the definition of every headline figure of site.json, set out as a UK
// advertising reviewer expects to read it (the CAP Code's rules 3.1 and 3.7: no misleading claim, and documentary
// evidence for every objective one). The figures themselves, their definitions and sources are site.json's; this
// file says how the page introduces and groups them.

export const howWeCountPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  /** Each group of figures, in the order listed: its heading and a line on what its figures have in common. */
  groups: z
    .array(
      named(
        "FigureGroup",
        z.object({
          group: z.enum(figureGroups, {
            errorMap: () => ({ message: `should be one of: ${figureGroups.join(", ")}` }),
          }),
          ...sectionIntro,
        }),
      ),
    )
    .length(figureGroups.length, `should title each group of figures once: ${figureGroups.join(", ")}`),
  /** What we keep as evidence, and what a reader may ask for. */
  evidence: named("FigureEvidence", z.object({ ...sectionIntro, points: z.array(text).min(1) })),
});

export type HowWeCountPage = z.infer<typeof howWeCountPageSchema>;
