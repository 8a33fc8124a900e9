import { AdsGrader } from "../components/tools/AdsGrader/AdsGrader";
import { island } from "../lib/islands/island";

export const AdsGraderIsland = island("ads-grader", AdsGrader);
