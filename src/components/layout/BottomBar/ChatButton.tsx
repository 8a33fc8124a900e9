import { MessageCircle } from "lucide-react";
import { CHAT_ATTRIBUTE } from "../../../lib/chromeScript";

/** SPEC §8: the Chat button has no chat behind it yet, and says so. */
export const CHAT_MESSAGE = "Live chat coming soon!";

interface ChatButtonProps {
  label: string;
  className?: string;
  /** The speech-bubble icon before the label, as in the bottom bar. */
  icon?: boolean;
}

/** A Chat button: it tells the visitor live chat is coming rather than doing nothing (the chrome's script shows it). */
export function ChatButton({ label, className, icon = false }: ChatButtonProps) {
  return (
    <button type="button" className={className} {...{ [CHAT_ATTRIBUTE]: CHAT_MESSAGE }}>
      {icon && <MessageCircle aria-hidden="true" size={20} />}
      {label}
    </button>
  );
}
