import { ExternalLink } from "lucide-react";
import { type ReactNode } from "react";
import { CONVERSION_ATTRIBUTE, type Conversion } from "../../../lib/measurement";
import * as styles from "./OutboundLink.module.scss";

/** rel for a link to another site: never leaks the opener or referrer; "sponsored" marks paid links for search engines. */
export function outboundRel(sponsored = false): string {
  return sponsored ? "noopener noreferrer sponsored" : "noopener noreferrer";
}

interface OutboundLinkProps {
  href: string;
  children: ReactNode;
  /** An affiliate or otherwise paid link. */
  sponsored?: boolean;
  className?: string;
  /** What a click on it counts as when the site measures (src/lib/measurement.ts). */
  conversion?: Conversion;
}

/** A link to another site, opening in a new tab and saying so to every reader (SPEC §7). */
export function OutboundLink({ href, children, sponsored = false, className, conversion }: OutboundLinkProps) {
  return (
    // eslint-disable-next-line react/jsx-no-target-blank -- rel comes from outboundRel(): always noopener noreferrer
    <a
      href={href}
      target="_blank"
      rel={outboundRel(sponsored)}
      className={[styles.link, className].filter(Boolean).join(" ")}
      {...(conversion ? { [CONVERSION_ATTRIBUTE]: conversion } : {})}
    >
      {children}
      <ExternalLink aria-hidden="true" focusable="false" size={16} className={styles.icon} />
      <span className={styles.visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
