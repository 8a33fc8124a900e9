import { z } from "zod";
import {
  caseStudyStorySection,
  challengeSection,
  detailCardSection,
  faqSection,
  hiddenSummary,
  isoDate,
  keywordSection,
  serviceOfferSection,
  textListSection,
} from "./marketingSections";
import { callToAction, featureSection, hero, processSection, seo, statSection, text } from "./shared";

// content/industry-pages/*.json: industry hubs and their sub-pages. The
// template renders the sections in this order; an optional section is shown
// only when present. A page nested under another page (legal PPC under legal
// firms) shows a breadcrumb built from the route table.

export const industryPageSchema = z.object({
  seo,
  /** schema.org serviceType of the page's Service block, e.g. "Legal marketing". */
  serviceType: text,
  /** Regulated sectors (legal, dental, healthcare) say when the copy was last checked. */
  lastReviewed: isoDate.optional(),
  hiddenSummary: hiddenSummary.optional(),
  hero,
  stats: statSection.optional(),
  subPages: serviceOfferSection.optional(),
  services: detailCardSection.optional(),
  keywords: keywordSection.optional(),
  challenges: challengeSection.optional(),
  specialties: textListSection.optional(),
  caseStudies: caseStudyStorySection.optional(),
  whyChoose: featureSection.optional(),
  process: processSection.optional(),
  faq: faqSection.optional(),
  cta: callToAction,
});

export type IndustryPage = z.infer<typeof industryPageSchema>;
