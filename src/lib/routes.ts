import type { ContentTypeName } from "./schema";

// The one route table. createPages, canonicals, breadcrumbs, navigation
// checks, the sitemap and the tests all read it. It grows as screens are built.

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
  LegalTemplate: "LegalPage",
  BlogTemplate: "BlogPage",
  BlogPostTemplate: "BlogPost",
} as const satisfies Record<string, ContentTypeName>;

export type TemplateName = keyof typeof templates;

export interface Route {
  /** Primary path: a leading slash and no trailing slash ("/" for home). */
  path: string;
  /** Other paths that show the same page: prerendered, canonical to `path`, left out of the sitemap. */
  aliases?: readonly string[];
  /** The file src/templates/{template}.tsx that renders the page. */
  template: TemplateName;
  /** The content file (its name without extension) that the template reads. */
  contentId: string;
  /** Short name of the page, used in breadcrumbs. */
  label: string;
  /** Keeps the page out of search results and the sitemap. */
  noindex?: boolean;
}

// The blog's articles, as [slug of content/blog/<slug>.md, its title]. Listed rather than read from the folder
// because this table also runs in the browser; tests/unit/blogContent.test.ts fails if they disagree.
const blogArticles: ReadonlyArray<readonly [slug: string, title: string]> = [
  ["google-ads-roas-30-day-plan", "How to Raise Google Ads ROAS in 30 Days"],
  ["marketing-tracking-setup", "Marketing Tracking You Can Trust: A Setup Guide"],
  ["broad-match-smart-bidding", "Broad Match and Smart Bidding: When to Trust Them"],
  ["technical-seo-checklist", "Technical SEO Checklist for Service Businesses"],
  ["landing-page-conversion-fixes", "Nine Landing Page Fixes That Lift Conversions"],
  ["ecommerce-email-automations", "Five Email Automations Every Online Shop Needs"],
  ["in-house-vs-agency-costs", "In-House Team or Agency? The Real Cost Compared"],
];

export const routes: readonly Route[] = [
  { path: "/", template: "HomeTemplate", contentId: "home", label: "Home" },
  // /agency is the name some visitors and older links use for the same page.
  { path: "/about", aliases: ["/agency"], template: "AboutTemplate", contentId: "about", label: "About" },
  { path: "/services", template: "ServicesTemplate", contentId: "services", label: "Services" },
  // SPEC §2 serves the results page at /case-studies too; as an alias it keeps one canonical, /results/.
  { path: "/results", aliases: ["/case-studies"], template: "ResultsTemplate", contentId: "results", label: "Results" },
  { path: "/contact", template: "ContactTemplate", contentId: "contact", label: "Contact" },
  { path: "/careers", template: "CareersTemplate", contentId: "careers", label: "Careers" },
  { path: "/partner-program", template: "PartnerTemplate", contentId: "partner-program", label: "Partner Program" },
  { path: "/resources", template: "ResourcesTemplate", contentId: "resources", label: "Resources" },
  { path: "/playbooks", template: "PlaybooksTemplate", contentId: "playbooks", label: "Playbooks" },
  { path: "/glossary", template: "GlossaryTemplate", contentId: "glossary", label: "Glossary" },
  { path: "/tools", template: "ToolsTemplate", contentId: "tools", label: "Tools" },
  // Both legal pages share one template; contentId names the markdown file in content/legal/.
  { path: "/privacy", template: "LegalTemplate", contentId: "privacy", label: "Privacy" },
  { path: "/terms", template: "LegalTemplate", contentId: "terms", label: "Terms" },
  { path: "/blog", template: "BlogTemplate", contentId: "blog", label: "Blog" },
  // An article's label is its title, so the breadcrumb reads Home / Blog / {title}.
  ...blogArticles.map(([slug, title]): Route => ({ path: `/blog/${slug}`, template: "BlogPostTemplate", contentId: slug, label: title })),
];
