import { ChatButton } from "../components/layout/BottomBar/ChatButton";
import { Header } from "../components/layout/Header/Header";
import { island } from "../lib/islands/island";

// The site's chrome, on every page, in one bundle: the header's menus (buttons with Escape and focus return once
// hydrated, <details> before) and the Chat buttons (bottom bar, contact page), which say that live chat is not
// there yet.

export const HeaderIsland = island("header", Header);

export const ChatButtonIsland = island("chat-button", ChatButton);
