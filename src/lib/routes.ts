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
  ServicePageTemplate: "ServicePage",
  IndustryPageTemplate: "IndustryPage",
  LandingPageTemplate: "LandingPage",
  ComparisonTemplate: "ComparisonPage",
  ToolPageTemplate: "ToolPage",
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
  ...blogArticles.map(([slug, title]): Route => ({
    path: `/blog/${slug}`,
    template: "BlogPostTemplate",
    contentId: slug,
    label: title,
  })),

  // Service pages (content/service-pages). Footer and glossary links to narrower
  // services are aliases of the page that covers that service in full.
  {
    path: "/services/paid-advertising",
    // The paid-advertising page has the Facebook & Instagram platform card and campaigns.
    aliases: ["/services/facebook-ads-agency"],
    template: "ServicePageTemplate",
    contentId: "paid-advertising",
    label: "Paid Advertising",
  },
  {
    path: "/services/seo-content",
    // Content marketing and link building are two of this page's services.
    aliases: ["/services/content-marketing-agency", "/link-building-services"],
    template: "ServicePageTemplate",
    contentId: "seo-content",
    label: "SEO & Content",
  },
  {
    path: "/services/conversion-websites",
    // Landing-page design is this page's first service.
    aliases: ["/services/landing-page-design"],
    template: "ServicePageTemplate",
    contentId: "conversion-websites",
    label: "Conversion & Websites",
  },
  {
    path: "/services/email-lifecycle",
    // The automation sequences and platforms of marketing automation are all on this page.
    aliases: ["/services/marketing-automation"],
    template: "ServicePageTemplate",
    contentId: "email-lifecycle",
    label: "Email & Lifecycle",
  },
  // Shared-route agency pages: SPEC serves each at both paths. Glossary links
  // for the same offer are aliases too.
  {
    path: "/ppc-agency",
    // "PPC management" is what this page sells.
    aliases: ["/services/ppc-agency", "/ppc-management"],
    template: "ServicePageTemplate",
    contentId: "ppc-agency",
    label: "PPC Agency",
  },
  {
    path: "/google-ads-agency",
    aliases: ["/services/google-ads-agency"],
    template: "ServicePageTemplate",
    contentId: "google-ads-agency",
    label: "Google Ads Agency",
  },
  {
    path: "/seo-agency",
    // Local and technical SEO are services on this page; the free SEO audit is its main offer.
    aliases: ["/services/seo-agency", "/local-seo-agency", "/technical-seo-services", "/landing/seo-audit"],
    template: "ServicePageTemplate",
    contentId: "seo-agency",
    label: "SEO Agency",
  },
  {
    path: "/conversion-rate-optimization",
    // A CRO audit is this page's first step and its call to action.
    aliases: ["/services/conversion-rate-optimization", "/cro-audit", "/landing/cro-audit"],
    template: "ServicePageTemplate",
    contentId: "conversion-rate-optimization",
    label: "Conversion Rate Optimisation",
  },
  {
    path: "/email-marketing-agency",
    // We build on Klaviyo for most e-commerce clients; the page says so.
    aliases: ["/services/email-marketing-agency", "/klaviyo-agency"],
    template: "ServicePageTemplate",
    contentId: "email-marketing-agency",
    label: "Email Marketing Agency",
  },
  {
    path: "/get-more-leads-online",
    template: "ServicePageTemplate",
    contentId: "get-more-leads-online",
    label: "Get More Leads Online",
  },

  // Industry pages (content/industry-pages). Every industry in the menus is a page of its own.
  { path: "/industries/legal-firms", template: "IndustryPageTemplate", contentId: "legal-firms", label: "Legal Firms" },
  { path: "/industries/legal-firms/ppc", template: "IndustryPageTemplate", contentId: "legal-ppc", label: "Legal PPC" },
  { path: "/industries/legal-firms/seo", template: "IndustryPageTemplate", contentId: "legal-seo", label: "Legal SEO" },
  {
    path: "/industries/legal-firms/web-design",
    // The legal hub's cards promise a page per service, so these two are pages, not aliases.
    template: "IndustryPageTemplate",
    contentId: "legal-web-design",
    label: "Legal Web Design",
  },
  {
    path: "/industries/legal-firms/content-marketing",
    template: "IndustryPageTemplate",
    contentId: "legal-content-marketing",
    label: "Legal Content Marketing",
  },
  {
    path: "/industries/dental-practices",
    template: "IndustryPageTemplate",
    contentId: "dental-practices",
    label: "Dental Practices",
  },
  { path: "/industries/healthcare", template: "IndustryPageTemplate", contentId: "healthcare", label: "Healthcare" },
  { path: "/industries/ecommerce", template: "IndustryPageTemplate", contentId: "ecommerce", label: "E-commerce" },
  { path: "/industries/real-estate", template: "IndustryPageTemplate", contentId: "real-estate", label: "Real Estate" },
  {
    path: "/industries/professional-services",
    template: "IndustryPageTemplate",
    contentId: "professional-services",
    label: "Professional Services",
  },
  {
    path: "/law-firm-marketing",
    template: "IndustryPageTemplate",
    contentId: "law-firm-marketing",
    label: "Law Firm Marketing",
  },

  {
    path: "/in-house-vs-agency",
    template: "ComparisonTemplate",
    contentId: "in-house-vs-agency",
    label: "In-house vs Agency",
  },

  // Lead magnets (content/landing-pages). Audits are requests, not downloads:
  // /landing/seo-audit and /landing/cro-audit are aliases of the audit offers above.
  {
    path: "/landing/ppc-strategy",
    // The PPC guide's chapters are the Google Ads strategy, including broad match.
    aliases: ["/landing/google-ads-strategy", "/landing/broad-match-strategy"],
    template: "LandingPageTemplate",
    contentId: "ppc-strategy",
    label: "PPC Strategy Guide",
  },
  {
    path: "/landing/local-seo-playbook",
    template: "LandingPageTemplate",
    contentId: "local-seo-playbook",
    label: "Local SEO Playbook",
  },
  {
    path: "/landing/technical-seo-playbook",
    template: "LandingPageTemplate",
    contentId: "technical-seo-playbook",
    label: "Technical SEO Playbook",
  },
  {
    path: "/landing/landing-page-playbook",
    template: "LandingPageTemplate",
    contentId: "landing-page-playbook",
    label: "Landing Page Playbook",
  },
  {
    path: "/landing/email-automation-playbook",
    template: "LandingPageTemplate",
    contentId: "email-automation-playbook",
    label: "Email Automation Playbook",
  },
  {
    path: "/landing/ecommerce-scaling-playbook",
    template: "LandingPageTemplate",
    contentId: "ecommerce-scaling-playbook",
    label: "E-commerce Scaling Playbook",
  },
  // The four free tools share one template; each contentId also picks the tool component.
  { path: "/tools/roi-calculator", template: "ToolPageTemplate", contentId: "roi-calculator", label: "ROI calculator" },
  {
    path: "/tools/google-ads-grader",
    template: "ToolPageTemplate",
    contentId: "google-ads-grader",
    label: "Google Ads grader",
  },
  {
    path: "/tools/landing-page-analyzer",
    template: "ToolPageTemplate",
    contentId: "landing-page-analyzer",
    label: "Landing page analyzer",
  },
  { path: "/tools/seo-estimator", template: "ToolPageTemplate", contentId: "seo-estimator", label: "SEO estimator" },
];
