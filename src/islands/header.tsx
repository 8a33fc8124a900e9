import { Header } from "../components/layout/Header/Header";
import { island } from "../lib/islands/island";

/** The header's menus: buttons with Escape and focus return once hydrated, <details> before. */
export const HeaderIsland = island("header", Header);
