import { Link } from "gatsby";
import { type ReactNode } from "react";
import { CONVERSION_ATTRIBUTE, type Conversion } from "../../../lib/measurement";
import { withTrailingSlash } from "../../../lib/urls";

export interface SiteLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  "aria-current"?: "page" | undefined;
  /** How a page of this site relates to this one ("prev", "next" between the pages of a list). */
  rel?: "prev" | "next";
  /** What a click on it counts as when the site measures (src/lib/measurement.ts). */
  conversion?: Conversion;
}

/**
 * One link for all content hrefs: pages of this site go through Gatsby's Link
 * with the site's trailing slash; other sites open in a new tab; mail and
 * phone links stay plain anchors.
 */
export function SiteLink({ href, children, rel, conversion, ...props }: SiteLinkProps) {
  const rest = { ...props, ...(conversion ? { [CONVERSION_ATTRIBUTE]: conversion } : {}) };
  if (href.startsWith("/")) {
    return (
      <Link to={withTrailingSlash(href)} rel={rel} {...rest}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
