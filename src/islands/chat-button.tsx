import { ChatButton } from "../components/layout/BottomBar/ChatButton";
import { island } from "../lib/islands/island";

/** The Chat buttons (bottom bar, contact page), which say that live chat is not there yet. */
export const ChatButtonIsland = island("chat-button", ChatButton);
