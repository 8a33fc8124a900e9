import { createContext, useContext } from "react";
import { routeTableOf } from "../lib/content/contentFile";
import { Querier } from "./queried";
import type { ContentSnapshot } from "./snapshot";

// What the site's views take from "gatsby", for previews in the editing screen (the admin bundle maps "gatsby"
// here; gatsby/cms/buildAdmin.ts). A link is a plain link; the three static queries (site facts, menus, route
// table) are answered from the content the screen loaded, shaped as their queries return them, with the entry in
// the screen in place of its file when the entry is one they read (site facts, menus: EditedFiles).

let snapshot: ContentSnapshot | undefined;

export function answerQueriesFrom(loaded: ContentSnapshot): void {
  snapshot = loaded;
}

export { graphql, Link, withPrefix } from "../lib/plainLink";

export const navigate = (): void => undefined;

/** Files as the screen's entry has them, by path under content/ ("site.json"), for the previews inside. */
export const EditedFiles = createContext<ReadonlyMap<string, unknown>>(new Map());

export function useStaticQuery<T>(query: string): T {
  const edited = useContext(EditedFiles);
  if (!snapshot) throw new Error("The editing screen has not loaded the site's content");
  const files = snapshot.files.map((file) => (edited.has(file.file) ? { ...file, data: edited.get(file.file) } : file));
  const dataOf = (id: string) => files.find((file) => file.file === id)?.data;
  const name = /query\s+(\w+)/.exec(query)?.[1];
  if (name === "SiteFacts") {
    // With its placeholders filled, as the build fills them: the footer's blurb says "founded in 2020".
    const site = new Querier({ ...snapshot, files }).filled(dataOf("site.json")) as Record<string, unknown>;
    const figures = (site.figures as Array<Record<string, unknown>>).map((figure) => ({
      description: null,
      ...figure,
    }));
    return { site: { siteMetadata: { siteUrl: snapshot.siteUrl } }, siteFacts: { ...site, figures } } as T;
  }
  if (name === "HeaderMenus" || name === "FooterLinks") return { navigation: dataOf("navigation.json") } as T;
  if (name === "RouteTable") return { routeTable: routeTableOf(files) } as T;
  throw new Error(`The editing screen's preview cannot answer the query ${name ?? query.slice(0, 40)}`);
}
