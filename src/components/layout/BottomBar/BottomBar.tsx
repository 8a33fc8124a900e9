import { Calendar, Phone } from "lucide-react";
import { ChatButtonIsland } from "../../../islands/site-chrome";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./BottomBar.module.scss";

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
      <ChatButtonIsland label="Chat" className={styles.action} icon />
    </nav>
  );
}
