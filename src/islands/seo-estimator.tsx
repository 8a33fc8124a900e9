import { SeoEstimator } from "../components/tools/SeoEstimator/SeoEstimator";
import { island } from "../lib/islands/island";

export const SeoEstimatorIsland = island("seo-estimator", SeoEstimator);
