import {
  collections,
  singlePages,
  templates as templatesOfData,
  type Collection,
  type Listing,
  type SinglePage,
  type TemplateName,
} from "./routeData";
import type { ContentTypeName } from "./schema";
import type { Archive, Route } from "./schema/route";

export type { Archive, Collection, Listing, Route, SinglePage, TemplateName };
export { collectionFiles, collections, singlePageFiles, singlePages } from "./routeData";

// The one route table: which page is at which path, drawn by which template from which content. It lists the
// single pages and one entry per collection (a folder of content files, one page each); a new file in a
// collection's folder is a new page at its path pattern, with no code edited. Labels, aliases and noindex are
// in each page's content file. createPages, the sitemap, canonicals, breadcrumbs, the header and the tests all
// read the table this file expands.

/** Each template and the content type it renders: one the schema has (src/lib/schema/index.ts). */
export const templates = templatesOfData satisfies Readonly<Record<TemplateName, ContentTypeName>>;

/** What a page's content file says about its route. */
export interface RouteSource {
  /** The file under content/ without extension, e.g. "industries/legal-firms/ppc". */
  contentId: string;
  /** The breadcrumb label: `route.label`, or a markdown file's title. */
  label: string;
  aliases?: readonly string[] | null;
  noindex?: boolean | null;
  /** A collection's file's own address in its collection, in place of its slug (an article's `address`). */
  address?: string | null;
}

/** The path of a collection's page: pathIn("blog", "broad-match") is "/blog/broad-match". */
export function pathIn(folder: string, slug: string): string {
  const collection = collections.find((c) => c.folder === folder);
  if (!collection) throw new Error(`No collection has the folder content/${folder}`);
  return collection.path.replace("{slug}", slug);
}

/**
 * The path of a collection's file's page: at its own `address` when it has one (an article renamed in the editing
 * screen), else at its slug. pagePathIn("blog", { slug: "broad-match" }) is "/blog/broad-match".
 */
export function pagePathIn(folder: string, file: { slug: string; address?: string | null }): string {
  return pathIn(folder, file.address ?? file.slug);
}

/** The collection a content file belongs to, and its slug there. */
export function collectionOf(contentId: string): { collection: Collection; slug: string } | undefined {
  const collection = collections.find((c) => contentId.startsWith(`${c.folder}/`));
  return collection && { collection, slug: contentId.slice(collection.folder.length + 1) };
}

/** The template of a collection's file, by its slug; undefined when the collection names none for it. */
export function templateOf(collection: Collection, slug: string): TemplateName | undefined {
  const { template } = collection;
  if (typeof template === "string") return template;
  return Object.prototype.hasOwnProperty.call(template, slug) ? template[slug] : undefined;
}

function routeOf(path: string, template: TemplateName, source: RouteSource): Route {
  return {
    path,
    aliases: source.aliases ?? [],
    template,
    contentId: source.contentId,
    label: source.label,
    noindex: source.noindex ?? false,
  };
}

/** How many pages list `count` files: one at least, so an empty blog still has its index. */
export function pageCount(listing: Listing, count: number): number {
  return count <= listing.first ? 1 : 1 + Math.ceil((count - listing.first) / listing.perPage);
}

/** Which of the listed files (in the order listed) page `page` shows. */
export function pageSlice(listing: Listing, page: number): { skip: number; limit: number } {
  return page === 1
    ? { skip: 0, limit: listing.first }
    : { skip: listing.first + (page - 2) * listing.perPage, limit: listing.perPage };
}

/** The listing of a page's content file, if its page lists files: the single page's, or its collection's. */
export function listingFor(contentId: string): SinglePage["lists"] | Collection["lists"] {
  return singlePages.find((page) => page.content === contentId)?.lists ?? collectionOf(contentId)?.collection.lists;
}

/** Page `page` of a listing at `path`: the path itself for the first, `{path}/page/{n}` for the others. */
export function archivePath(path: string, page: number): string {
  return page === 1 ? path : `${path === "/" ? "" : path}/page/${page}`;
}

/**
 * A list's second page or a later one (/blog/page/2): a page of cards, found through the list's first page, so it
 * has no share card of its own and is not listed in llms.txt or the site search.
 */
export const isLaterPage = (route: Pick<Route, "archive">) => (route.archive?.page ?? 1) > 1;

/** Words the table gives the later pages of a list: their breadcrumb, "Page 2". */
export const archiveLabel = (page: number) => `Page ${page}`;

/** The route, and when it lists files, one route for each page of the list after the first. */
function withArchive(route: Route, listing: Listing | undefined, count: number): Route[] {
  if (!listing) return [route];
  const pages = pageCount(listing, count);
  return Array.from({ length: pages }, (_, i) =>
    i === 0
      ? { ...route, archive: { page: 1, pages, first: route.path } }
      : {
          ...route,
          path: archivePath(route.path, i + 1),
          aliases: [],
          label: archiveLabel(i + 1),
          archive: { page: i + 1, pages, first: route.path },
        },
  );
}

/**
 * The whole table: every single page, then every file of every collection, from what the content files say.
 * A single page whose content file is missing is left out here, as is a collection's file with no template;
 * routeTableProblems and the content check name them. `listed` holds, by content id, how many files each listing
 * page lists (routeTableOf counts them): a page that lists files has as many pages as they fill, and a file of a
 * collection whose pages list the files that name it has no page while none does.
 */
export function expandRoutes(
  sources: readonly RouteSource[],
  listed: ReadonlyMap<string, number> = new Map(),
): Route[] {
  const byId = new Map(sources.map((source) => [source.contentId, source]));
  const singles = singlePages.flatMap((page) => {
    const source = byId.get(page.content);
    return source
      ? withArchive(routeOf(page.path, page.template, source), page.lists, listed.get(page.content) ?? 0)
      : [];
  });
  const members = sources
    .flatMap((source) => {
      const found = collectionOf(source.contentId);
      const template = found && templateOf(found.collection, found.slug);
      const count = listed.get(source.contentId) ?? 0;
      if (!found || !template || (found.collection.lists && count === 0)) return [];
      const route = routeOf(
        pagePathIn(found.collection.folder, { slug: found.slug, address: source.address }),
        template,
        source,
      );
      return withArchive(route, found.collection.lists, count);
    })
    .sort((a, b) => a.path.localeCompare(b.path, "en", { numeric: true }));
  return [...singles, ...members];
}
