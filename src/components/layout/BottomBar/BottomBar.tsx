import { Calendar, MessageCircle, Phone } from "lucide-react";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./BottomBar.module.scss";

/** SPEC §8: the Chat button has no chat behind it yet, and says so. */
export const CHAT_MESSAGE = "Live chat coming soon!";

/** Mobile-only quick actions, fixed to the bottom of the screen. */
export function BottomBar({ phoneHref }: { phoneHref: string }) {
  return (
    <nav aria-label="Quick actions" className={styles.bar}>
      <a href={phoneHref} className={styles.action}>
        <Phone aria-hidden="true" size={20} />
        Call
      </a>
      <SiteLink href="/contact" className={`${styles.action} ${styles.primary}`}>
        <Calendar aria-hidden="true" size={20} />
        Book Call
      </SiteLink>
      <button type="button" className={styles.action} onClick={() => window.alert(CHAT_MESSAGE)}>
        <MessageCircle aria-hidden="true" size={20} />
        Chat
      </button>
    </nav>
  );
}
