import { RoiCalculator } from "../components/tools/RoiCalculator/RoiCalculator";
import { island } from "../lib/islands/island";

export const RoiCalculatorIsland = island("roi-calculator", RoiCalculator);
