import type { AnchorHTMLAttributes, ReactNode } from "react";

// What "gatsby" gives the site's components, for bundles that run without Gatsby's runtime: the islands
// (src/lib/islands) and the editing screen's previews (src/cms). A link is a plain link, and following it loads
// the page; a query tag is its text.

export const graphql = (strings: TemplateStringsArray): string => strings.join("");

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; children?: ReactNode };

export function Link({ to, children, ...rest }: LinkProps & Record<string, unknown>) {
  const { activeClassName: _a, partiallyActive: _p, getProps: _g, state: _s, replace: _r, ...anchor } = rest;
  return (
    <a href={to} {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)}>
      {children}
    </a>
  );
}

export const withPrefix = (path: string): string => path;
