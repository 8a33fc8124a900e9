// The route table's data: the single pages, the collections and the templates that draw them, with no imports, so
// the content types (src/lib/schema/) and the table itself (routes.ts, which expands it from the content files)
// both read it and neither imports the other. Everything else reads it through routes.ts.

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
} as const;

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
