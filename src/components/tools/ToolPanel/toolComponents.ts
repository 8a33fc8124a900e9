import type { ComponentType } from "react";
import { AdsGrader } from "../AdsGrader/AdsGrader";
import { LandingPageAnalyzer } from "../LandingPageAnalyzer/LandingPageAnalyzer";
import { RoiCalculator } from "../RoiCalculator/RoiCalculator";
import { SeoEstimator } from "../SeoEstimator/SeoEstimator";

/**
 * The tool each tool page shows, by its content file's name (content/tools/{name}.json). A new tool needs an
 * entry here and a content file; a unit test checks the two agree.
 */
export const toolComponents = {
  "roi-calculator": RoiCalculator,
  "google-ads-grader": AdsGrader,
  "landing-page-analyzer": LandingPageAnalyzer,
  "seo-estimator": SeoEstimator,
} as const satisfies Record<string, ComponentType>;

export type ToolId = keyof typeof toolComponents;

export function isToolId(id: string): id is ToolId {
  return Object.prototype.hasOwnProperty.call(toolComponents, id);
}
