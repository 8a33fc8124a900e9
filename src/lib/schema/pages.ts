import { z } from "zod";
import { named } from "./graphqlHints";
import {
  callToAction,
  caseCard,
  feature,
  hero,
  link,
  processSection,
  sectionIntro,
  seo,
  serviceCard,
  statSection,
  testimonialSection,
  text,
} from "./shared";

// Content types of one-off pages. Each page's sections are rendered in the
// order the template lists them.

export const homePageSchema = z.object({
  seo,
  hero,
  clients: named("ClientStrip", z.object({ title: text, names: z.array(text).min(1) })),
  stats: statSection,
  services: named("ServiceCardSection", z.object({ ...sectionIntro, items: z.array(serviceCard).min(1) })),
  caseStudies: named(
    "CaseCardSection",
    z.object({ ...sectionIntro, items: z.array(caseCard).min(1), link: link.optional() }),
  ),
  process: processSection,
  testimonials: testimonialSection,
  cta: callToAction,
});

export const aboutPageSchema = z.object({
  seo,
  hero,
  mission: named("Mission", z.object({ ...sectionIntro, paragraphs: z.array(text).min(1) })),
  values: named("FeatureSection", z.object({ ...sectionIntro, items: z.array(feature).min(1) })),
  stats: statSection,
  team: named(
    "TeamSection",
    z.object({
      ...sectionIntro,
      members: z
        .array(named("TeamMember", z.object({ name: text, role: text, bio: text, expertise: z.array(text).min(1) })))
        .min(1),
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
