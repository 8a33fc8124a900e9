import { LandingPageAnalyzer } from "../components/tools/LandingPageAnalyzer/LandingPageAnalyzer";
import { island } from "../lib/islands/island";

export const LandingPageAnalyzerIsland = island("landing-page-analyzer", LandingPageAnalyzer);
