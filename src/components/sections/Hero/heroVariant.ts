import { createContext, useContext } from "react";
import type { ExperimentField } from "../../../lib/experiments";

// The words a variant's page puts in its hero (gatsby/experiments.ts gives them in the page's context, and
// wrapPageElement provides them): the hero draws them in place of its content's own, at build time, so the variant is
// a finished page with no script.

export interface HeroVariant {
  field: ExperimentField;
  text: string;
}

export const HeroVariantContext = createContext<HeroVariant | undefined>(undefined);

/** The hero's content with the variant's words in the field it varies, or the content as it is. */
export function useHeroVariant(hero: Queries.HeroFieldsFragment): Queries.HeroFieldsFragment {
  const variant = useContext(HeroVariantContext);
  if (!variant) return hero;
  if (variant.field === "hero.title") return { ...hero, title: variant.text };
  if (variant.field === "hero.lead") return { ...hero, lead: variant.text };
  return { ...hero, primaryCta: { ...hero.primaryCta, label: variant.text } };
}
