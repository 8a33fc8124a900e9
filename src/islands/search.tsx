import { SiteSearch } from "../components/search/SiteSearch";
import { island } from "../lib/islands/island";

// The site search, on the search page alone: its bundle is the only code that loads Pagefind's script and index
// (src/lib/pagefind.ts), so no other page carries any of it.

export const SearchIsland = island("search", SiteSearch);
