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
];
