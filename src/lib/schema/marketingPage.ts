import { z } from "zod";
import { named } from "./graphqlHints";
import { sections } from "./sections";
import { callToAction, hero, isoDate, pageRoute, seo, text } from "./shared";

// The marketing pages: the service pages (content/services/, /services/…), the campaign pages at the root of the
// site (content/campaign-pages/, /ppc-agency …) and the industry pages (content/industries/, /industries/…, a
// sub-page in a folder named after its hub). Each is a hero, its sections in order, and a closing call to action.

export const marketingPageSchema = z.object({
  route: pageRoute,
  seo,
  /** schema.org serviceType of the page's Service block, e.g. "Pay-per-click advertising management". */
  serviceType: text,
  /** Regulated sectors (legal, dental, healthcare) say when the copy was last checked. */
  lastReviewed: isoDate.optional(),
  /** A heading and summary that only screen readers and search engines read. */
  hiddenSummary: named("HiddenSummary", z.object({ title: text, summary: text })).optional(),
  hero,
  sections,
  cta: callToAction,
});

export type MarketingPage = z.infer<typeof marketingPageSchema>;
