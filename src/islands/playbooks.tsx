import { PlaybookBrowser } from "../components/library/Playbooks/PlaybookBrowser";
import { island } from "../lib/islands/island";

/** The playbooks' search and category filter. */
export const PlaybooksIsland = island("playbooks", PlaybookBrowser);
