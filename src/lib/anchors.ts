import type { TemplateName } from "./routes";

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
const toolPageAnchors = ["tool", "explained", "methodology"] as const;

/** The sections a template draws itself, by their ids. */
export const templateAnchors: Record<TemplateName, readonly string[]> = {
  HomeTemplate: [],
  AboutTemplate: ["mission", "values", "team", "story"],
  ServicesTemplate: ["services", "process", "why-choose-us"],
  ResultsTemplate: ["at-a-glance", "case-studies", "industries"],
  ContactTemplate: ["contact-methods", "enquiry", "what-happens-next"],
  CareersTemplate: ["benefits", "open-roles"],
  PartnerTemplate: ["benefits", "partner-types", "how-it-works"],
  ResourcesTemplate: ["guides", "templates", "tools"],
  PlaybooksTemplate: ["playbooks"],
  GlossaryTemplate: ["terms"],
  ToolsTemplate: ["free-tools", "tool-stack", "setup-help"],
  LegalTemplate: [],
  BlogTemplate: ["featured", "topics", "latest", "free-resources"],
  BlogPostTemplate: ["more-articles"],
  MarketingPageTemplate: [],
  LandingPageTemplate: ["guide-form", "whats-inside"],
  ComparisonTemplate: ["bottom-line", "comparison", "when-to-choose", "cost-breakdown"],
  RoiCalculatorTemplate: toolPageAnchors,
  AdsGraderTemplate: toolPageAnchors,
  LandingPageAnalyzerTemplate: toolPageAnchors,
  SeoEstimatorTemplate: toolPageAnchors,
};

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
  playbooks?: { items: ReadonlyArray<{ title: string }> };
}

/** The anchors a page's content gives it, in order, duplicates kept (the content check reports them). */
export function contentAnchors(data: PageContent): string[] {
  return [
    ...(data.sections ?? []).flatMap((section) => sectionAnchor(section) ?? []),
    ...(data.glossary?.terms ?? []).map((entry) => anchorId(entry.term)),
    ...(data.playbooks?.items ?? []).map((playbook) => anchorId(playbook.title)),
  ];
}
