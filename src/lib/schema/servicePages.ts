import { z } from "zod";
import {
  caseStudyStorySection,
  challengeSection,
  detailCardSection,
  faqSection,
  hiddenSummary,
  serviceOfferSection,
  textListSection,
} from "./marketingSections";
import { callToAction, featureSection, hero, processSection, seo, statSection, text } from "./shared";

// content/service-pages/*.json: the four service pages, the shared-route
// agency pages and the lead-generation page. The template renders the
// sections in this order; an optional section is shown only when present.

export const servicePageSchema = z.object({
  seo,
  /** schema.org serviceType of the page's Service block, e.g. "Pay-per-click advertising management". */
  serviceType: text,
  hiddenSummary: hiddenSummary.optional(),
  hero,
  stats: statSection.optional(),
  problem: challengeSection.optional(),
  services: serviceOfferSection.optional(),
  platforms: detailCardSection.optional(),
  campaignTypes: detailCardSection.optional(),
  strategies: detailCardSection.optional(),
  contentTypes: detailCardSection.optional(),
  optimisationAreas: detailCardSection.optional(),
  technologies: textListSection.optional(),
  automations: detailCardSection.optional(),
  emailTypes: detailCardSection.optional(),
  emailPlatforms: detailCardSection.optional(),
  caseStudies: caseStudyStorySection.optional(),
  industries: textListSection.optional(),
  whyChoose: featureSection.optional(),
  process: processSection.optional(),
  averageResults: statSection.optional(),
  whatYouGet: textListSection.optional(),
  guarantees: featureSection.optional(),
  faq: faqSection.optional(),
  cta: callToAction,
});

export type ServicePage = z.infer<typeof servicePageSchema>;
