import { z } from "zod";
import { named } from "./graphqlHints";
import { sections, textListSection } from "./sections";
import { callToAction, hero, pageRoute, seo, text } from "./shared";

// content/landing/*.json: free guides and playbooks offered for an email address, at /landing/{file name}. The
// form's labels and states are UI copy, in src/components/forms/GuideForm/guideFormCopy.ts.

export const landingPageSchema = z.object({
  route: pageRoute,
  seo,
  /** The hero: its eyebrow is the badge (FREE DOWNLOAD); the form is shown beside it. */
  hero,
  guide: named(
    "GuideOffer",
    z.object({
      /** The resource's name, used in the form heading, e.g. "PPC Strategy Guide". */
      name: text,
      /** One line under the form heading. */
      formLead: text,
    }),
  ),
  /** What the guide contains, shown after the hero; the thank-you view repeats the first four. */
  included: textListSection.refine((section) => section.items.length >= 4, {
    message: "should list at least four items: the thank-you view repeats the first four",
  }),
  /** Who it is for, readers' words, figures: in the order shown. */
  sections,
  /** The closing band; its button must lead back to the form, which it scrolls to. */
  cta: callToAction.refine((cta) => cta.primaryCta.href === "#guide-form", {
    message: "should link to #guide-form, so the button takes visitors back to the form",
    path: ["primaryCta", "href"],
  }),
});

export type LandingPage = z.infer<typeof landingPageSchema>;
