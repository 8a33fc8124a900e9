import { z } from "zod";
import { named } from "./graphqlHints";
import { href, pageRoute, sectionIntro, seo, text } from "./shared";

// The content type of /search, the site's own search (src/lib/siteSearch.ts).

/** A main section of the site, listed where search finds nothing or cannot run. */
export const searchSectionLink = named("SearchSectionLink", z.object({ label: text, href, description: text }));

export const searchPageSchema = z.object({
  route: pageRoute,
  seo,
  /** The page's heading (its h1) and what it searches. */
  intro: named("SearchIntro", z.object(sectionIntro)),
  search: named(
    "SearchBox",
    z.object({
      /** The search box's label. */
      label: text,
      placeholder: text,
      /** Said without JavaScript, which the search needs: the sections below are the way on. */
      noScript: text,
      /** Said under the count line when nothing matches, above the sections. */
      noMatchHint: text,
    }),
  ),
  /** The main sections of the site, each a page: the way on without JavaScript or when nothing matches. */
  browse: named(
    "SearchBrowse",
    z.object({ title: text, links: z.array(searchSectionLink).min(3, "should list at least three sections") }),
  ),
});

export type SearchPage = z.infer<typeof searchPageSchema>;
