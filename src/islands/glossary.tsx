import { GlossaryBrowser } from "../components/library/Glossary/GlossaryBrowser";
import { island } from "../lib/islands/island";

/** The glossary's search and category filter. */
export const GlossaryIsland = island("glossary", GlossaryBrowser);
