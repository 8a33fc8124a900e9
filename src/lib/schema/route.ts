import { z } from "zod";
import { templates, type TemplateName } from "../routeData";
import { named } from "./graphqlHints";

// The route table's entries (src/lib/routes.ts expands them from the content files), as the content layer serves
// them at `routeTable` (gatsby/routeTable.ts): the TypeScript type and the GraphQL type are both made from this.
// Browser code imports only the type, so none of zod travels to a page.

const archiveSchema = named(
  "RouteArchive",
  z.object({
    page: z.number().int(),
    pages: z.number().int(),
    /** The path of the list's first page, from which the others' paths are made (archivePath). */
    first: z.string(),
  }),
);

export const routeSchema = named(
  "Route",
  z.object({
    /** Primary path: a leading slash and no trailing slash ("/" for home). */
    path: z.string(),
    /** Other paths that show the same page: prerendered, canonical to `path`, left out of the sitemap. */
    aliases: z.array(z.string()).readonly(),
    template: z.enum(Object.keys(templates) as [TemplateName, ...TemplateName[]]),
    /** The content file under content/ without extension. */
    contentId: z.string(),
    /** Short name of the page, used in breadcrumbs. */
    label: z.string(),
    /** Keeps the page out of search results and the sitemap. */
    noindex: z.boolean(),
    /** On a page that lists files a page at a time: which page this is (from 1), of how many, and the first's path. */
    archive: archiveSchema.nullish(),
  }),
);

/** Where a page of a list is among its pages. */
export type Archive = z.infer<typeof archiveSchema>;

export type Route = z.infer<typeof routeSchema>;
