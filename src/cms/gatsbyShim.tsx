import type { AnchorHTMLAttributes, ReactNode } from "react";
import { routeTableOf } from "../../gatsby/content/contentFile";
import type { ContentSnapshot } from "./snapshot";

// What the site's views take from "gatsby", for previews in the editing screen (the admin bundle maps "gatsby"
// here; gatsby/cms/buildAdmin.ts). A link is a plain link; the three static queries (site facts, menus, route
// table) are answered from the content the screen loaded, shaped as their queries return them.

let snapshot: ContentSnapshot | undefined;

export function answerQueriesFrom(loaded: ContentSnapshot): void {
  snapshot = loaded;
}

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

export const navigate = (): void => undefined;
export const withPrefix = (path: string): string => path;

function dataOf(id: string): unknown {
  return snapshot?.files.find((file) => file.file === id)?.data;
}

export function useStaticQuery<T>(query: string): T {
  if (!snapshot) throw new Error("The editing screen has not loaded the site's content");
  const name = /query\s+(\w+)/.exec(query)?.[1];
  if (name === "SiteFacts") {
    const site = dataOf("site.json") as Record<string, unknown>;
    const figures = (site.figures as Array<Record<string, unknown>>).map((figure) => ({
      description: null,
      ...figure,
    }));
    return { site: { siteMetadata: { siteUrl: snapshot.siteUrl } }, siteFacts: { ...site, figures } } as T;
  }
  if (name === "Navigation") return { navigation: dataOf("navigation.json") } as T;
  if (name === "RouteTable") return { routeTable: routeTableOf(snapshot.files) } as T;
  throw new Error(`The editing screen's preview cannot answer the query ${name ?? query.slice(0, 40)}`);
}
