import { isLaterPage, type Route, type TemplateName } from "./routes";

// The anchors a page has, so the content check can refuse a link to a #fragment that will not exist, before any
// page is rendered. A template's own anchors are listed here; the rest come from the page's content (its
// sections' ids, its glossary terms). tests/postbuild/anchors.test.ts checks every one exists in the built page.

/** A readable HTML id for a heading or item: "A/B Testing" → "a-b-testing", "Cost per Click (CPC)" → "cost-per-click-cpc". */
export function anchorId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Every page: the skip link's target. */
export const everyPageAnchors = ["main-content"] as const;

/** The sections of every tool's page (src/templates/ToolPageView.tsx), whichever tool it holds. */
const toolPageSections = { tool: "tool", explained: "explained", methodology: "methodology" } as const;

/**
 * The sections a template draws itself, by name: the template's view takes each section's id from here, so the
 * id it renders is the one the checks expect.
 */
export const templateSections = {
  HomeTemplate: {},
  AboutTemplate: { mission: "mission", values: "values", team: "team", story: "story" },
  ServicesTemplate: { services: "services", process: "process", whyChooseUs: "why-choose-us" },
  ResultsTemplate: { atAGlance: "at-a-glance", caseStudies: "case-studies", industries: "industries" },
  // Each figure is also anchored by its id in site.json (/results/how-we-count/#average-roas-increase).
  HowWeCountTemplate: { evidence: "evidence" },
  ContactTemplate: { contactMethods: "contact-methods", enquiry: "enquiry", whatHappensNext: "what-happens-next" },
  CareersTemplate: { benefits: "benefits", openRoles: "open-roles" },
  PartnerTemplate: { benefits: "benefits", partnerTypes: "partner-types", howItWorks: "how-it-works" },
  ResourcesTemplate: { guides: "guides", templates: "templates", tools: "tools" },
  PlaybooksTemplate: { playbooks: "playbooks" },
  GlossaryTemplate: { terms: "terms" },
  ToolsTemplate: { freeTools: "free-tools", toolStack: "tool-stack", setupHelp: "setup-help" },
  SearchTemplate: { sections: "sections" },
  LegalTemplate: {},
  BlogTemplate: { featured: "featured", topics: "topics", latest: "latest", freeResources: "free-resources" },
  BlogPostTemplate: { moreArticles: "more-articles" },
  BlogTopicTemplate: { articles: "articles", topics: "topics" },
  BlogAuthorTemplate: { articles: "articles" },
  MarketingPageTemplate: {},
  LandingPageTemplate: { guideForm: "guide-form", whatsInside: "whats-inside" },
  ComparisonTemplate: {
    bottomLine: "bottom-line",
    comparison: "comparison",
    whenToChoose: "when-to-choose",
    costBreakdown: "cost-breakdown",
  },
  RoiCalculatorTemplate: toolPageSections,
  AdsGraderTemplate: toolPageSections,
  LandingPageAnalyzerTemplate: toolPageSections,
  SeoEstimatorTemplate: toolPageSections,
} as const satisfies Record<TemplateName, Readonly<Record<string, string>>>;

/** The list of articles on every page of a list after the first (/blog/page/2, a topic's page 2). */
export const archiveSections = { articles: "articles" } as const;

/** The sections a template draws itself, by their ids. */
export const templateAnchors = idsOf<TemplateName>(templateSections);

function idsOf<K extends string>(table: Record<K, Readonly<Record<string, string>>>): Record<K, readonly string[]> {
  const ids = {} as Record<K, readonly string[]>;
  for (const key in table) ids[key] = Object.values(table[key]);
  return ids;
}

/** A section kind's anchor when its content gives no id: the components use the same. */
export const defaultSectionAnchors: Readonly<Record<string, string>> = {
  serviceCards: "services",
  challenges: "challenges",
  faq: "faq",
  keywords: "keywords",
  caseStudies: "case-studies",
  caseCards: "case-studies",
  testimonials: "testimonials",
  clients: "clients",
};

interface SectionLike {
  kind: string;
  id?: string;
}

/** A section's anchor: its id, else its kind's default, else none. */
export function sectionAnchor(section: SectionLike): string | undefined {
  return section.id ?? defaultSectionAnchors[section.kind];
}

interface PageContent {
  sections?: readonly SectionLike[];
  glossary?: { terms: ReadonlyArray<{ term: string }> };
  /** The playbooks, by file name: each card's anchor is its document's file name. */
  playbooks?: { items: readonly string[] };
}

/** The anchors a page's content gives it, in order, duplicates kept (the content check reports them). */
export function contentAnchors(data: PageContent): string[] {
  return [
    ...(data.sections ?? []).flatMap((section) => sectionAnchor(section) ?? []),
    ...(data.glossary?.terms ?? []).map((entry) => anchorId(entry.term)),
    ...(data.playbooks?.items ?? []),
  ];
}

/**
 * Every anchor of a page: the skip link's, its template's sections and its content's; a later page of a list has
 * only its list.
 */
export function pageAnchors(route: Pick<Route, "template" | "archive">, data: PageContent): string[] {
  if (isLaterPage(route)) return [...everyPageAnchors, ...Object.values(archiveSections)];
  return [...everyPageAnchors, ...templateAnchors[route.template], ...contentAnchors(data)];
}
