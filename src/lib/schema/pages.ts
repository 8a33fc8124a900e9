import { z } from "zod";
import { named, ref } from "./graphqlHints";
import { featureSection, sections, statSection } from "./sections";
import { callToAction, hero, pageRoute, sectionIntro, seo, text } from "./shared";

// The home page (a hero, its sections in order, a closing call to action) and the About page.

export const homePageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  sections,
  cta: callToAction,
});

export const aboutPageSchema = z.object({
  route: pageRoute,
  seo,
  hero,
  mission: named("Mission", z.object({ ...sectionIntro, paragraphs: z.array(text).min(1) })),
  values: featureSection,
  stats: statSection,
  team: named(
    "TeamSection",
    z.object({
      ...sectionIntro,
      /** People on our team (content/people/), each with a bio and expertise. */
      members: z.array(ref("people")).min(1),
    }),
  ),
  timeline: named(
    "TimelineSection",
    z.object({
      ...sectionIntro,
      items: z
        .array(named("TimelineItem", z.object({ year: z.number().int(), title: text, description: text })))
        .min(1),
    }),
  ),
  cta: callToAction,
});

export type HomePage = z.infer<typeof homePageSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
