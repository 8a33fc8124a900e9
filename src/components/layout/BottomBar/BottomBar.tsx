import { Calendar, Phone } from "lucide-react";
import { calendarFor } from "../../../lib/booking";
import { CONVERSIONS } from "../../../lib/measurement";
import { OutboundLink } from "../../ui/OutboundLink/OutboundLink";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./BottomBar.module.scss";
import { ChatButton } from "./ChatButton";

const BOOK_CALL = { label: "Book Call", href: "/contact" };

/** Book Call: the contact page (SPEC), or the booking calendar when the site was built with one (src/lib/booking.ts). */
function BookCallLink({ className }: { className: string }) {
  const calendar = calendarFor(BOOK_CALL);
  const content = (
    <>
      <Calendar aria-hidden="true" size={20} />
      {BOOK_CALL.label}
    </>
  );
  return calendar ? (
    <OutboundLink href={calendar} className={className} conversion={CONVERSIONS.bookCall}>
      {content}
    </OutboundLink>
  ) : (
    <SiteLink href={BOOK_CALL.href} className={className} conversion={CONVERSIONS.bookCall}>
      {content}
    </SiteLink>
  );
}

/** Mobile-only quick actions, fixed to the bottom of the screen. */
export function BottomBar({ phoneHref }: { phoneHref: string }) {
  return (
    <nav aria-label="Quick actions" className={styles.bar}>
      <a href={phoneHref} className={styles.action}>
        <Phone aria-hidden="true" size={20} />
        Call
      </a>
      <BookCallLink className={`${styles.action} ${styles.primary}`} />
      <ChatButton label="Chat" className={styles.action} icon />
    </nav>
  );
}
