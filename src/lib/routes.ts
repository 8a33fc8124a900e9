import type { ContentTypeName } from "./schema";
import type { Archive, Route } from "./schema/route";

export type { Archive, Route };

// The one route table: which page is at which path, drawn by which template from which content. It lists the
// single pages and one entry per collection (a folder of content files, one page each); a new file in a
// collection's folder is a new page at its path pattern, with no code edited. Labels, aliases and noindex are
// in each page's content file. createPages, the sitemap, canonicals, breadcrumbs, the header and the tests all
// read the table this file expands.

/** Each template and the content type it renders. */
export const templates = {
  HomeTemplate: "HomePage",
  AboutTemplate: "AboutPage",
  ServicesTemplate: "ServicesPage",
  ResultsTemplate: "ResultsPage",
  ContactTemplate: "ContactPage",
  CareersTemplate: "CareersPage",
  PartnerTemplate: "PartnerPage",
  ResourcesTemplate: "ResourcesPage",
  PlaybooksTemplate: "PlaybooksPage",
  GlossaryTemplate: "GlossaryPage",
  ToolsTemplate: "ToolsPage",
  SearchTemplate: "SearchPage",
  HowWeCountTemplate: "HowWeCountPage",
  LegalTemplate: "LegalPage",
  BlogTemplate: "BlogPage",
  BlogPostTemplate: "BlogPost",
  BlogTopicTemplate: "BlogTopic",
  BlogAuthorTemplate: "Person",
  MarketingPageTemplate: "MarketingPage",
  LandingPageTemplate: "LandingPage",
  ComparisonTemplate: "ComparisonPage",
  RoiCalculatorTemplate: "ToolPage",
  AdsGraderTemplate: "ToolPage",
  LandingPageAnalyzerTemplate: "ToolPage",
  SeoEstimatorTemplate: "ToolPage",
} as const satisfies Record<string, ContentTypeName>;

export type TemplateName = keyof typeof templates;

/**
 * A page that lists the files of a folder (the blog's articles), newest first, a page at a time: the first page at
 * the page's own path, then `{path}/page/2` and on, each its own indexable page.
 */
export interface Listing {
  /** The folder whose files are listed. */
  folder: string;
  /** How many files the first page shows, and each later page. */
  first: number;
  perPage: number;
}

export interface SinglePage {
  /** The page's path: a leading slash and no trailing slash ("/" for home). */
  path: string;
  /** The file src/templates/{template}.tsx that draws the page. */
  template: TemplateName;
  /** The content file under content/, without extension, e.g. "pages/about". */
  content: string;
  /** Every file of a folder, a page at a time. */
  lists?: Listing;
}

export interface Collection {
  /** The folder under content/ with one file per page; a file in a sub-folder is a page under that file's page. */
  folder: string;
  /** The template of every file's page, or a template per file by its slug (a file with none has no page). */
  template: TemplateName | Readonly<Record<string, TemplateName>>;
  /** Where each file's page is: {slug} is the file's path in the folder without extension ("legal-firms/ppc"). */
  path: `/${string}{slug}`;
  /**
   * Each file's page lists the files of another folder that name it in `field` (a topic's articles, an author's),
   * a page at a time. A file that none names has no page, so nothing links to an empty list.
   */
  lists?: Listing & { field: string };
}

export const singlePages: readonly SinglePage[] = [
  { path: "/", template: "HomeTemplate", content: "pages/home" },
  { path: "/about", template: "AboutTemplate", content: "pages/about" },
  { path: "/services", template: "ServicesTemplate", content: "pages/services" },
  { path: "/results", template: "ResultsTemplate", content: "pages/results" },
  // Every headline figure's definition, which each place a figure is shown links to.
  { path: "/results/how-we-count", template: "HowWeCountTemplate", content: "pages/how-we-count" },
  { path: "/contact", template: "ContactTemplate", content: "pages/contact" },
  { path: "/careers", template: "CareersTemplate", content: "pages/careers" },
  { path: "/partner-program", template: "PartnerTemplate", content: "pages/partner-program" },
  { path: "/resources", template: "ResourcesTemplate", content: "pages/resources" },
  { path: "/playbooks", template: "PlaybooksTemplate", content: "pages/playbooks" },
  { path: "/glossary", template: "GlossaryTemplate", content: "pages/glossary" },
  { path: "/tools", template: "ToolsTemplate", content: "pages/tools" },
  { path: "/search", template: "SearchTemplate", content: "pages/search" },
  // The featured article and the six latest (SPEC), then twelve a page.
  { path: "/blog", template: "BlogTemplate", content: "pages/blog", lists: { folder: "blog", first: 7, perPage: 12 } },
  { path: "/in-house-vs-agency", template: "ComparisonTemplate", content: "pages/in-house-vs-agency" },
  { path: "/privacy", template: "LegalTemplate", content: "legal/privacy" },
  { path: "/terms", template: "LegalTemplate", content: "legal/terms" },
];

export const collections: readonly Collection[] = [
  { folder: "blog", template: "BlogPostTemplate", path: "/blog/{slug}" },
  // A topic's page lists the articles filed under it (their front matter's `category`), an author's page the
  // articles they wrote (`author`); the people no article names (our clients' staff) have no page.
  {
    folder: "blog-topics",
    template: "BlogTopicTemplate",
    path: "/blog/topic/{slug}",
    lists: { folder: "blog", field: "category", first: 12, perPage: 12 },
  },
  {
    folder: "people",
    template: "BlogAuthorTemplate",
    path: "/blog/author/{slug}",
    lists: { folder: "blog", field: "author", first: 12, perPage: 12 },
  },
  { folder: "services", template: "MarketingPageTemplate", path: "/services/{slug}" },
  // Pages at the root of the site for search campaigns (/ppc-agency, /law-firm-marketing).
  { folder: "campaign-pages", template: "MarketingPageTemplate", path: "/{slug}" },
  { folder: "industries", template: "MarketingPageTemplate", path: "/industries/{slug}" },
  { folder: "landing", template: "LandingPageTemplate", path: "/landing/{slug}" },
  {
    folder: "tools",
    // A template per tool, so each tool's page loads its own tool's code and no other's. A tool is code: a new
    // file here has no page until a developer adds its tool and template.
    template: {
      "roi-calculator": "RoiCalculatorTemplate",
      "google-ads-grader": "AdsGraderTemplate",
      "landing-page-analyzer": "LandingPageAnalyzerTemplate",
      "seo-estimator": "SeoEstimatorTemplate",
    },
    path: "/tools/{slug}",
  },
];

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

/** The content types a collection's pages are drawn from, by its template or templates. */
function typesOf(collection: Collection): string[] {
  const names = typeof collection.template === "string" ? [collection.template] : Object.values(collection.template);
  return [...new Set(names.map((name) => templates[name]))];
}

/**
 * The files of the collections whose pages are of `type`, as content type patterns (src/lib/schema/index.ts): each
 * collection's folder and its sub-folders, so the folder that holds a kind of page is written only here.
 */
// `type` is a plain string: the content types' own list is made with this function, so it cannot be typed by it.
export function collectionFiles(type: string, extension: "json" | "md"): string[] {
  return collections
    .filter((collection) => typesOf(collection).includes(type))
    .map(({ folder }) => `${folder}/**/*.${extension}`);
}

/**
 * The content files of the single pages whose content is of `type`, as content type patterns (src/lib/schema/index.ts),
 * so that each page's file is written only in `singlePages`.
 */
// `type` is a plain string for the same reason as collectionFiles'.
export function singlePageFiles(type: string, extension: "json" | "md" = "json"): string[] {
  return singlePages.filter((page) => templates[page.template] === type).map((page) => `${page.content}.${extension}`);
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
