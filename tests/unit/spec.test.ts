/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { contentAnchors, templateAnchors } from "../../src/lib/anchors";
import {
  glossaryCategories,
  glossaryFilterOptions,
  playbookCategories,
  playbookFilterOptions,
} from "../../src/lib/libraryCategories";
import { collectionOf, pathIn, type Route } from "../../src/lib/routes";
import type { Section, SectionKind } from "../../src/lib/schema/sections";
import { routeFor, tablePath } from "../../src/lib/urls";
import { topicTiles } from "../../src/lib/blog";
import { articleFiles, topicFiles } from "../helpers/blogFixtures";
import { parsedContent, documentDownload } from "../helpers/contentFixtures";
import { CONTENT_DIR } from "../helpers/paths";

// What ../shared/SPEC.md itself fixes, checked in the content: the route table of §2, the structure §2 gives
// each screen (which sections, how many items) and the figures and texts of §1, §2 and §9. Everything else in the
// content is the editors' to change, and the content check (gatsby/content/check.ts) already refuses broken
// schemas, references and links, so nothing here repeats it.

const routes = loadRouteTable();
const site = parsedContent("SiteFacts", "site.json");

// ---- Reading pages ----

type PageSections = { sections: readonly Section[] };
type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

const marketing = (contentId: string) => parsedContent("MarketingPage", `${contentId}.json`);

/** The section of a kind, the one with `id` when given: sections are found by what they are, not their heading. */
function sectionOf<K extends SectionKind>(page: PageSections, kind: K, id?: string): SectionOf<K> {
  const found = page.sections.find(
    (section): section is SectionOf<K> => section.kind === kind && (id === undefined || section.id === id),
  );
  if (!found) throw new Error(`no ${kind} section${id === undefined ? "" : ` with the id "${id}"`}`);
  return found;
}

const hasSection = (page: PageSections, kind: SectionKind) => page.sections.some((section) => section.kind === kind);

/** What a stat tile shows: its own value, or that of the site.json figure it names. */
function shown(item: SectionOf<"stats">["items"][number]) {
  if (!item.figure) return item;
  const figure = site.figures.find((candidate) => candidate.id === item.figure);
  if (!figure) throw new Error(`site.json has no figure ${item.figure}`);
  return figure;
}

const statValues = (section: SectionOf<"stats">) => section.items.map((item) => shown(item).value);

/** The figures of the one card whose title matches `name`, e.g. the Google card of the platforms. */
function cardFigures(section: SectionOf<"detailCards">, name: RegExp): string[] {
  const cards = section.items.filter((card) => name.test(card.title));
  if (cards.length !== 1) throw new Error(`${cards.length} cards match ${name}: expected one`);
  return (cards[0]!.figures ?? []).map((figure) => figure.value);
}

/** Every link a page's hero and closing call to action offer. */
function pageLinks(page: ReturnType<typeof marketing>) {
  return [page.hero.primaryCta, page.hero.secondaryCta, page.cta.primaryCta, page.cta.secondaryCta].flatMap(
    (link) => link ?? [],
  );
}

const caseStudy = (slug: string) => parsedContent("CaseStudy", `case-studies/${slug}.json`);
const testimonial = (slug: string) => parsedContent("Testimonial", `testimonials/${slug}.json`);
const person = (slug: string) => parsedContent("Person", `people/${slug}.json`);

// ---- §2 Screens and routes ----

// Each row of SPEC's route table: the path, and the second path of a page SPEC shows at two.
const SPEC_ROUTES: ReadonlyArray<readonly string[]> = [
  ["/"],
  ["/about", "/agency"],
  ["/services"],
  ["/services/paid-advertising"],
  ["/services/seo-content"],
  ["/services/conversion-websites"],
  ["/services/email-lifecycle"],
  ["/ppc-agency", "/services/ppc-agency"],
  ["/google-ads-agency", "/services/google-ads-agency"],
  ["/seo-agency", "/services/seo-agency"],
  ["/conversion-rate-optimization", "/services/conversion-rate-optimization"],
  ["/email-marketing-agency", "/services/email-marketing-agency"],
  ["/industries/legal-firms"],
  ["/industries/legal-firms/ppc"],
  ["/industries/legal-firms/seo"],
  ["/industries/dental-practices"],
  ["/industries/healthcare"],
  ["/law-firm-marketing"],
  ["/get-more-leads-online"],
  ["/in-house-vs-agency"],
  ["/results", "/case-studies"],
  ["/contact"],
  ["/blog"],
  ["/resources"],
  ["/playbooks"],
  ["/tools"],
  ["/glossary"],
  ["/careers"],
  ["/partner-program"],
  ["/landing/ppc-strategy"],
];

// Paths SPEC §2 says the header, footer and glossary link to, without saying which screen they show.
const SPEC_LINKED_PATHS = [
  "/services/facebook-ads-agency",
  "/services/content-marketing-agency",
  "/services/landing-page-design",
  "/services/marketing-automation",
  "/industries/real-estate",
  "/industries/professional-services",
  "/industries/ecommerce",
  "/privacy",
  "/terms",
  "/landing/seo-audit",
  "/landing/cro-audit",
  "/landing/google-ads-strategy",
  "/landing/local-seo-playbook",
  "/landing/broad-match-strategy",
  "/landing/landing-page-playbook",
  "/landing/email-automation-playbook",
  "/landing/technical-seo-playbook",
  "/landing/ecommerce-scaling-playbook",
  "/tools/roi-calculator",
  "/tools/google-ads-grader",
  "/tools/landing-page-analyzer",
  "/tools/seo-estimator",
  "/industries/legal-firms/web-design",
  "/industries/legal-firms/content-marketing",
  "/ppc-management",
  "/local-seo-agency",
  "/link-building-services",
  "/cro-audit",
  "/klaviyo-agency",
  "/technical-seo-services",
];

// The in-page anchors SPEC §2 names.
const SPEC_ANCHORS: ReadonlyArray<[string, readonly string[]]> = [
  ["/resources", ["guides", "templates", "tools"]],
  ["/playbooks", ["playbooks"]],
  ["/tools", ["free-tools", "tool-stack"]],
  ["/careers", ["open-roles"]],
  ["/partner-program", ["partner-types"]],
  ["/get-more-leads-online", ["strategies"]],
  ["/in-house-vs-agency", ["comparison"]],
];

function pageAt(pagePath: string): Route {
  const route = routeFor(pagePath, routes);
  if (!route) throw new Error(`the route table has no page at ${pagePath}`);
  return route;
}

describe("SPEC §2 route table", () => {
  it.each(SPEC_ROUTES.map((paths) => [paths.join(" and "), paths] as const))("%s: one page", (_, paths) => {
    const pages = new Set(paths.map(pageAt));
    expect(pages.size).toBe(1);
  });

  it("gives every row of SPEC's table a page of its own", () => {
    expect(new Set(SPEC_ROUTES.map((paths) => pageAt(paths[0]!))).size).toBe(SPEC_ROUTES.length);
  });

  it("builds every other path SPEC links to", () => {
    expect(SPEC_LINKED_PATHS.filter((linked) => !routeFor(linked, routes))).toEqual([]);
  });

  it("keeps aliases (a second copy of a page) for SPEC's own paths only: any other old address is a redirect", () => {
    const specPaths = new Set([...SPEC_ROUTES.flat(), ...SPEC_LINKED_PATHS]);
    expect(routes.flatMap((route) => route.aliases).filter((alias) => !specPaths.has(alias))).toEqual([]);
  });

  it.each(SPEC_ANCHORS)("%s has the anchors %j", (pagePath, anchors) => {
    const route = pageAt(pagePath);
    const data = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, `${route.contentId}.json`), "utf8")) as object;
    expect([...templateAnchors[route.template], ...contentAnchors(data)]).toEqual(expect.arrayContaining(anchors));
  });
});

// ---- §1 and §9 site-wide claims, told once in site.json ----

describe("SPEC §1 site-wide figures (site.json)", () => {
  const figure = (id: string) => site.figures.find((candidate) => candidate.id === id);

  it("were founded in 2020", () => {
    expect(site.foundingYear).toBe(2020);
  });

  // The ids are also how components name a figure (ContactInfo shows emergency-response), so they must stay.
  it.each([
    ["average-roas-increase", "312%"],
    ["revenue-generated", "$47M+"],
    ["projects", "180+"],
    ["industries", "15"],
    ["average-response", "24 hours"],
    ["business-hours-reply", "1 hour"],
    ["emergency-response", "2 hours"],
    ["newsletter-audience", "5,000+"],
    // §9's figures that more than one page quotes, one meaning each.
    ["ppc-roas-increase", "420%"],
    ["google-ads-roas", "420%"],
    ["meta-ads-roas", "340%"],
    ["linkedin-ads-roas", "280%"],
    ["microsoft-ads-roas", "380%"],
    ["ppc-cpa-reduction", "-67%"],
    ["ppc-qualified-leads", "340%"],
    ["seo-traffic-growth", "285%"],
    ["seo-qualified-leads", "3.2x"],
    ["client-retention", "90%"],
    ["cro-conversion-increase", "156%"],
    ["cro-revenue-per-visitor", "47%"],
    ["cro-bounce-reduction", "-23%"],
    ["cro-roi", "4.2x"],
    ["email-return", "£42"],
    ["guide-downloads", "5,000+"],
    ["law-firms-served", "50+"],
    ["dental-practices-served", "50+"],
    ["healthcare-practices-served", "100+"],
  ])("%s is %s", (id, value) => {
    expect(figure(id)?.value).toBe(value);
  });

  it("counts the 180+ projects across 15 industries", () => {
    expect(figure("projects")?.description).toMatch(/15 industries/);
  });
});

describe("home (SPEC §2)", () => {
  const page = parsedContent("HomePage", "pages/home.json");

  it("has the hero's two calls to action", () => {
    expect([page.hero.primaryCta.label, page.hero.secondaryCta?.label]).toEqual([
      "Get My Free Strategy Call",
      "View Results",
    ]);
  });

  it("shows a client strip, four headline stats, four service cards and three case-study cards", () => {
    expect(hasSection(page, "clients")).toBe(true);
    expect(statValues(sectionOf(page, "stats"))).toEqual(["312%", "$47M+", "180+", "24 hours"]);
    expect(sectionOf(page, "serviceCards").items).toHaveLength(4);
    expect(sectionOf(page, "caseCards").items).toHaveLength(3);
  });

  it("explains SPEC's three steps and shows two five-star testimonials", () => {
    expect(sectionOf(page, "process").steps.map((step) => step.title)).toEqual([
      "Strategy Call",
      "Custom Blueprint",
      "Execute & Scale",
    ]);
    const quotes = sectionOf(page, "testimonials").items.map(testimonial);
    expect(quotes.map((quote) => quote.rating)).toEqual([5, 5]);
  });
});

describe("about (SPEC §2)", () => {
  const page = parsedContent("AboutPage", "pages/about.json");

  it("shows a team of three and a timeline from 2020 to 2025", () => {
    expect(page.team.members).toHaveLength(3);
    const years = page.timeline.items.map((item) => item.year);
    expect([years[0], years.at(-1)]).toEqual([2020, 2025]);
  });
});

// ---- §2 and §9: service pages ----

const SERVICE_PAGES = [
  "services/paid-advertising",
  "services/seo-content",
  "services/conversion-websites",
  "services/email-lifecycle",
];

describe("service pages (SPEC §2)", () => {
  it.each(SERVICE_PAGES)(
    "%s: metrics, service cards, case studies with testimonials, four steps, guarantees, FAQs",
    (contentId) => {
      const page = marketing(contentId);
      expect(hasSection(page, "stats")).toBe(true);
      expect(hasSection(page, "serviceCards")).toBe(true);
      const stories = sectionOf(page, "caseStudies").items.map(caseStudy);
      expect(stories.every((story) => story.testimonial !== undefined)).toBe(true);
      expect(sectionOf(page, "process").steps).toHaveLength(4);
      expect(sectionOf(page, "features", "guarantees").items.length).toBeGreaterThan(0);
      expect(sectionOf(page, "faq").items.length).toBeGreaterThan(0);
      expect(tablePath(page.cta.primaryCta.href)).toBe("/contact");
    },
  );

  it.each([
    ["services/paid-advertising", "Get Free PPC Audit", "ppc-management"],
    ["services/seo-content", "Free SEO Audit", "seo-services"],
    ["services/conversion-websites", "Free Conversion Audit", "conversion-rate-optimization"],
    ["services/email-lifecycle", "Email Strategy", "email-marketing"],
  ])("%s offers '%s' to /contact, as a free audit of %s, and its results at /results", (contentId, label, service) => {
    const links = pageLinks(marketing(contentId));
    expect(links).toContainEqual({
      label: expect.stringContaining(label),
      href: `/contact?topic=audit&service=${service}`,
    });
    expect(links).toContainEqual({ label: expect.stringMatching(/^View (Results|Case Studies)$/), href: "/results" });
  });

  it("paid advertising: SPEC's extras are platform cards", () => {
    expect(sectionOf(marketing("services/paid-advertising"), "detailCards", "platforms").items).toHaveLength(4);
  });

  it("SEO: SPEC's extras are content-type cards", () => {
    expect(hasSection(marketing("services/seo-content"), "detailCards")).toBe(true);
  });

  it("conversion: SPEC's extras are key optimisation areas and a technology list", () => {
    const page = marketing("services/conversion-websites");
    expect(hasSection(page, "detailCards")).toBe(true);
    expect(hasSection(page, "textList")).toBe(true);
  });

  it("email: SPEC's extras are automation sequences, email types and four platform cards", () => {
    const page = marketing("services/email-lifecycle");
    expect(sectionOf(page, "detailCards", "automations").items.length).toBeGreaterThan(0);
    expect(sectionOf(page, "detailCards", "email-types").items.length).toBeGreaterThan(0);
    expect(sectionOf(page, "detailCards", "email-platforms").items).toHaveLength(4);
  });
});

describe("service pages (SPEC §9 figures by page)", () => {
  it("PPC: 420%, -67%, 340% and 30 days", () => {
    expect(statValues(sectionOf(marketing("services/paid-advertising"), "stats", "metrics"))).toEqual([
      "420%",
      "-67%",
      "340%",
      "30 days",
    ]);
  });

  it("the four ad platforms' average ROAS", () => {
    const platforms = sectionOf(marketing("services/paid-advertising"), "detailCards", "platforms");
    expect(cardFigures(platforms, /google/i)).toEqual(["420%"]);
    expect(cardFigures(platforms, /facebook|instagram/i)).toEqual(["340%"]);
    expect(cardFigures(platforms, /linkedin/i)).toEqual(["280%"]);
    expect(cardFigures(platforms, /microsoft/i)).toEqual(["380%"]);
  });

  it("the paid advertising process: 1 week, 1-2 weeks, 1-2 weeks, ongoing", () => {
    const steps = sectionOf(marketing("services/paid-advertising"), "process").steps;
    expect(steps.map((step) => step.duration?.toLowerCase())).toEqual(["1 week", "1-2 weeks", "1-2 weeks", "ongoing"]);
  });

  it("SEO: 285%, 3.2x, 90% and 90 days", () => {
    expect(statValues(sectionOf(marketing("services/seo-content"), "stats", "metrics"))).toEqual([
      "285%",
      "3.2x",
      "90%",
      "90 days",
    ]);
  });

  it("conversion: 156%, 47%, -23% and 4.2x; results in 30 days, improvement guaranteed within 90", () => {
    const page = marketing("services/conversion-websites");
    expect(statValues(sectionOf(page, "stats", "metrics"))).toEqual(["156%", "47%", "-23%", "4.2x"]);
    expect(JSON.stringify(page.hero)).toContain("30 days");
    expect(JSON.stringify(page)).toMatch(/guaranteed within 90 days/i);
  });

  it("email: £42, 23%, 47% against 21% and 8.3% against 2.6%", () => {
    const stats = sectionOf(marketing("services/email-lifecycle"), "stats", "metrics");
    expect(statValues(stats)).toEqual(["£42", "23%", "47%", "8.3%"]);
    expect(shown(stats.items[2]!).description).toContain("21%");
    expect(shown(stats.items[3]!).description).toContain("2.6%");
  });

  it("email sequences: emails and days of each", () => {
    const automations = sectionOf(marketing("services/email-lifecycle"), "detailCards", "automations");
    expect(cardFigures(automations, /welcome/i)).toEqual(["5-7", "14 days"]);
    expect(cardFigures(automations, /abandoned cart/i)).toEqual(["3-4", "7 days"]);
    expect(cardFigures(automations, /post-purchase/i)).toEqual(["4-6", "30 days"]);
    expect(cardFigures(automations, /win-back/i)).toEqual(["4-5", "21 days"]);
    expect(cardFigures(automations, /nurtur/i)).toEqual(["8-12", "45 days"]);
    expect(cardFigures(automations, /onboarding/i)).toEqual(["6-8", "30 days"]);
  });

  it("email type open rates", () => {
    const types = sectionOf(marketing("services/email-lifecycle"), "detailCards", "email-types");
    expect(cardFigures(types, /transactional/i)).toEqual(["85%"]);
    expect(cardFigures(types, /promotional/i)).toEqual(["28%"]);
    expect(cardFigures(types, /newsletter/i)).toEqual(["35%"]);
    expect(cardFigures(types, /behaviou?ral/i)).toEqual(["45%"]);
  });
});

// ---- §2 and §9: the shared-route agency pages ----

describe("agency pages (SPEC §2, §9)", () => {
  it("the short PPC page offers 'Download PPC Guide' to /landing/ppc-strategy", () => {
    expect(pageLinks(marketing("campaign-pages/ppc-agency"))).toContainEqual({
      label: "Download PPC Guide",
      href: "/landing/ppc-strategy",
    });
  });

  it("Google Ads: 420%, -67%, 340%, 89% and 30 days; four campaign types, one story, reasons, the PPC guide", () => {
    const page = marketing("campaign-pages/google-ads-agency");
    expect(statValues(sectionOf(page, "stats"))).toEqual(["420%", "-67%", "340%", "89%", "30 days"]);
    expect(sectionOf(page, "detailCards", "campaign-types").items).toHaveLength(4);
    expect(sectionOf(page, "caseStudies").items).toHaveLength(1);
    expect(hasSection(page, "features")).toBe(true);
    expect(pageLinks(page).map((link) => link.href)).toContain("/landing/ppc-strategy");
  });

  // SPEC shows £42 "also as $42": one figure, told in the pounds it is earned in.
  it("email marketing: £42 return and the four automations' emails, days and conversion", () => {
    const page = marketing("campaign-pages/email-marketing-agency");
    expect(statValues(sectionOf(page, "stats"))).toEqual(["£42", "23%", "47%", "8.3%"]);
    const automations = sectionOf(page, "detailCards", "automations");
    expect(automations.items).toHaveLength(4);
    expect(cardFigures(automations, /welcome/i)).toEqual(["5-7", "14 days", "12%"]);
    expect(cardFigures(automations, /abandoned cart/i)).toEqual(["3-4", "7 days", "18%"]);
    expect(cardFigures(automations, /nurtur/i)).toEqual(["8-12", "30 days", "8%"]);
    expect(cardFigures(automations, /win-back/i)).toEqual(["4-5", "21 days", "6%"]);
  });

  it("email marketing: a featured story, why choose us and what you get", () => {
    const page = marketing("campaign-pages/email-marketing-agency");
    expect(sectionOf(page, "caseStudies").items).toHaveLength(1);
    expect(hasSection(page, "features")).toBe(true);
    expect(hasSection(page, "textList")).toBe(true);
  });

  it("CRO: the problem, services, success stories, steps with deliverables and the average results", () => {
    const page = marketing("campaign-pages/conversion-rate-optimization");
    expect(hasSection(page, "challenges")).toBe(true);
    expect(hasSection(page, "serviceCards")).toBe(true);
    expect(sectionOf(page, "caseStudies").items.length).toBeGreaterThan(1);
    expect(sectionOf(page, "process").steps.every((step) => (step.deliverables ?? []).length > 0)).toBe(true);
    expect(statValues(sectionOf(page, "stats"))).toEqual(["156%", "47%", "-23%", "4.2x"]);
  });
});

describe("lead generation page (SPEC §2, §9)", () => {
  const page = marketing("campaign-pages/get-more-leads-online");

  it("has the hidden summary and the hero's links: 'Get More Leads Now' to /contact, and #strategies", () => {
    expect(page.hiddenSummary).toBeDefined();
    expect(page.hero.primaryCta).toEqual({ label: "Get More Leads Now", href: "/contact" });
    expect(page.hero.secondaryCta?.href).toBe("#strategies");
  });

  it("shows +340%, -67%, 89% and 30 days", () => {
    expect(statValues(sectionOf(page, "stats"))).toEqual(["+340%", "-67%", "89%", "30 days"]);
  });

  it("has strategy cards with an icon and tactics, at #strategies", () => {
    const strategies = sectionOf(page, "detailCards", "strategies");
    expect(strategies.items.every((card) => card.icon && (card.points ?? []).length > 0)).toBe(true);
  });

  it("tells a success story whose testimonial is from a marketing director", () => {
    const [story] = sectionOf(page, "caseStudies").items.map(caseStudy);
    expect(story?.testimonial).toBeDefined();
    expect(person(testimonial(story!.testimonial!).person).role).toMatch(/marketing director/i);
  });

  it("lists ten target industries and SPEC's four steps, and closes with /contact and /results", () => {
    expect(sectionOf(page, "textList", "industries").items).toHaveLength(10);
    expect(sectionOf(page, "process").steps.map((step) => step.title)).toEqual([
      "Audit & Analysis",
      "Strategy Development",
      "Implementation",
      "Scale & Optimize",
    ]);
    expect([page.cta.primaryCta.href, page.cta.secondaryCta?.href]).toEqual(["/contact", "/results"]);
  });
});

// ---- §2 and §9: industry pages ----

describe("industry pages (SPEC §2, §9)", () => {
  it("legal hub: four cards, each 'Learn More About {title}' to a page under the hub; ten practice areas; one story", () => {
    const page = marketing("industries/legal-firms");
    const cards = sectionOf(page, "serviceCards").items;
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.link.label).toBe(`Learn More About ${card.title}`);
      expect(collectionOf(pageAt(card.link.href).contentId)?.slug).toMatch(/^legal-firms\//);
    }
    expect(sectionOf(page, "textList", "specialties").items).toHaveLength(10);
    expect(sectionOf(page, "caseStudies").items).toHaveLength(1);
  });

  it("legal hub: 50+ law firms and results in 60 days", () => {
    const values = statValues(sectionOf(marketing("industries/legal-firms"), "stats"));
    expect(values).toEqual(expect.arrayContaining(["50+", "60 days"]));
  });

  it("legal PPC: the four CPC and conversion ranges, 24 hrs to launch, keywords and challenges, hidden summary", () => {
    const page = marketing("industries/legal-firms/ppc");
    expect(sectionOf(page, "detailCards").items.map((card) => card.figures?.map((figure) => figure.value))).toEqual([
      ["$45-85", "8-12%"],
      ["$35-65", "12-18%"],
      ["$25-45", "10-15%"],
      ["$30-55", "6-10%"],
    ]);
    expect(statValues(sectionOf(page, "stats"))).toContain("24 hrs");
    const rows = sectionOf(page, "keywords").rows;
    expect(rows.every((row) => row.intent === "High" && ["High", "Medium"].includes(row.difficulty))).toBe(true);
    expect(hasSection(page, "challenges")).toBe(true);
    expect(page.hiddenSummary).toBeDefined();
  });

  it("legal SEO: the four timelines, 90% client retention, hidden summary", () => {
    const page = marketing("industries/legal-firms/seo");
    expect(sectionOf(page, "detailCards").items.flatMap((card) => card.figures?.map((figure) => figure.value))).toEqual(
      ["2-4 weeks", "4-8 weeks", "6-12 weeks", "2-6 weeks"],
    );
    expect(statValues(sectionOf(page, "stats"))).toContain("90%");
    expect(page.hiddenSummary).toBeDefined();
  });

  it("dental: ten specialties, 50+ practices, results in 60 days", () => {
    const page = marketing("industries/dental-practices");
    expect(sectionOf(page, "textList", "specialties").items).toHaveLength(10);
    expect(statValues(sectionOf(page, "stats"))).toEqual(expect.arrayContaining(["50+", "60 days"]));
  });

  it("healthcare: ten specialties, 100+ practices", () => {
    const page = marketing("industries/healthcare");
    expect(sectionOf(page, "textList", "specialties").items).toHaveLength(10);
    expect(statValues(sectionOf(page, "stats"))).toContain("100+");
  });

  it.each([
    ["industries/legal-firms", "full-service-marketing"],
    ["industries/legal-firms/ppc", "ppc-management"],
    ["industries/legal-firms/seo", "seo-services"],
    ["industries/dental-practices", "full-service-marketing"],
    ["industries/healthcare", "full-service-marketing"],
    ["campaign-pages/law-firm-marketing", "full-service-marketing"],
  ])("%s pushes to /contact for a free audit of %s", (contentId, service) => {
    const { primaryCta } = marketing(contentId).cta;
    expect(primaryCta.label).toMatch(/^Get Free .*Audit$/);
    expect(primaryCta.href).toBe(`/contact?topic=audit&service=${service}`);
  });
});

// ---- §2 and §9: the comparison page ----

describe("in-house vs agency (SPEC §2, §9)", () => {
  const page = parsedContent("ComparisonPage", "pages/in-house-vs-agency.json");
  const dollars = (value: string) => Number(/\$([\d,]+)/.exec(value)?.[1]?.replace(/,/g, ""));
  const { inHouse, agency, saving } = page.costBreakdown;

  it("has the hero's links: 'Get Custom Recommendation' to /contact, about full-service marketing, and #comparison", () => {
    expect(page.hero.primaryCta).toEqual({
      label: "Get Custom Recommendation",
      href: "/contact?service=full-service-marketing",
    });
    expect(page.hero.secondaryCta?.href).toBe("#comparison");
  });

  it("compares SPEC's five categories", () => {
    expect(page.comparison.categories.map((category) => category.category)).toEqual([
      "Cost",
      "Expertise",
      "Speed to Results",
      "Scalability",
      "Tools & Technology",
    ]);
  });

  it("costs an in-house manager $85,000 + $25,500 + $6,500 + $5,000 + $3,000 + $24,000 = $149,000 a year", () => {
    const values = inHouse.rows.map((row) => row.value);
    expect(values).toEqual(["$85,000", "$25,500", "$6,500", "$5,000", "$3,000", "$24,000"]);
    expect(inHouse.total.value).toBe("$149,000");
    expect(values.reduce((sum, value) => sum + dollars(value), 0)).toBe(dollars(inHouse.total.value));
  });

  it("costs the agency $5,000 a month, $60,000 a year, saving $89,000: the difference", () => {
    expect(agency.rows[0]?.value).toBe("$5,000");
    expect(agency.total.value).toBe("$60,000");
    expect(dollars(agency.rows[0]!.value) * 12).toBe(dollars(agency.total.value));
    expect(dollars(saving.value)).toBe(89000);
    expect(dollars(saving.value)).toBe(dollars(inHouse.total.value) - dollars(agency.total.value));
  });

  it("states SPEC's times, savings and thresholds", () => {
    const text = JSON.stringify(page);
    for (const figure of [
      "6-12 months",
      "2-3 months",
      "1-2 months",
      "30-60 days",
      "50-70%",
      "$2K-5K+",
      "$10K+",
      "$200K+",
    ])
      expect(text).toContain(figure);
  });
});

// ---- §2 and §9: the PPC guide ----

describe("PPC guide landing page (SPEC §2, §9)", () => {
  const page = parsedContent("LandingPage", "landing/ppc-strategy.json");

  // "67 pages" is counted from the built PDF, and shown beside these: tests/postbuild/downloads.test.ts.
  it("has the FREE DOWNLOAD badge and 5,000+ downloads", () => {
    expect(page.hero.eyebrow).toBe("FREE DOWNLOAD");
    expect(page.hero.highlights).toEqual(expect.arrayContaining(["5,000+ downloads"]));
  });

  it("lists the 8 included items and who it is for", () => {
    expect(page.included.items).toHaveLength(8);
    expect(sectionOf(page, "textList").items.length).toBeGreaterThan(0);
  });

  it("shows 420%, -67%, $47M+ and 30 days", () => {
    expect(statValues(sectionOf(page, "stats"))).toEqual(["420%", "-67%", "$47M+", "30 days"]);
  });

  it("has two testimonials, each with a star rating and a result tag", () => {
    const quotes = sectionOf(page, "testimonials").items.map(testimonial);
    expect(quotes).toHaveLength(2);
    for (const quote of quotes) {
      expect(quote.rating).toBeGreaterThanOrEqual(1);
      expect(quote.result).toBeTruthy();
    }
  });

  // Its 67 pages are counted from the built PDF: tests/postbuild/downloads.test.ts.
  it("is a guide /resources lists", () => {
    expect(parsedContent("ResourcesPage", "pages/resources.json").guides.items).toContain("ppc-strategy");
  });
});

// ---- §2 and §9: the library and the blog ----

describe("library pages (SPEC §2, §9 counts)", () => {
  it("glossary: 18 terms, filtered by All and SPEC's six categories, each of which has terms", () => {
    const terms = parsedContent("GlossaryPage", "pages/glossary.json").glossary.terms;
    expect(terms).toHaveLength(18);
    expect(glossaryFilterOptions).toEqual(["All", "PPC", "SEO", "Analytics", "CRO", "Email", "Social Media"]);
    for (const category of glossaryCategories) expect(terms.some((term) => term.category === category)).toBe(true);
  });

  it("playbooks: six, filtered by All and SPEC's six categories, each of which has a playbook", () => {
    const items = parsedContent("PlaybooksPage", "pages/playbooks.json").playbooks.items;
    expect(items).toHaveLength(6);
    expect(playbookFilterOptions).toEqual(["All", "PPC", "SEO", "CRO", "Email", "Local Marketing", "E-commerce"]);
    const categories = items.map((slug) => documentDownload(slug).category);
    for (const category of playbookCategories) expect(categories).toContain(category);
  });

  it("resources: 4 guides, 6 templates and 4 tools", () => {
    const page = parsedContent("ResourcesPage", "pages/resources.json");
    expect([page.guides.items.length, page.templates.items.length, page.tools.items.length]).toEqual([4, 6, 4]);
  });

  it("tools: 4 free tools, one for each tool page, and 5 categories of recommended tools", () => {
    const page = parsedContent("ToolsPage", "pages/tools.json");
    const toolPages = routes.filter((route) => route.contentId.startsWith("tools/")).map((route) => route.path);
    expect(page.freeTools.items.map((tool) => pageAt(pathIn("tools", tool)).path).sort()).toEqual(toolPages.sort());
    expect(toolPages).toHaveLength(4);
    expect(page.toolStack.categories).toHaveLength(5);
  });
});

describe("blog (SPEC §2)", () => {
  const page = parsedContent("BlogPage", "pages/blog.json");

  // SPEC's counts (All Posts 47, PPC 12 …) were placeholders: each tile counts the articles filed under its topic.
  it("shows SPEC's topic tiles, each counting the articles filed under its topic", () => {
    const articles = articleFiles();
    const byTopic = new Map<string, number>();
    for (const { data } of articles) byTopic.set(String(data.category), (byTopic.get(String(data.category)) ?? 0) + 1);
    const tiles = topicTiles(page.categories.allPosts, topicFiles(), { total: articles.length, byTopic });
    expect(tiles.map((tile) => tile.name).sort()).toEqual(
      ["All Posts", "PPC", "SEO", "CRO", "Email Marketing", "Strategy"].sort(),
    );
    expect(tiles[0]).toMatchObject({ name: "All Posts", count: articles.length, path: "/blog" });
    for (const tile of tiles.slice(1)) {
      const slug = tile.path.replace("/blog/topic/", "");
      expect([tile.name, tile.count]).toEqual([
        tile.name,
        articles.filter(({ data }) => data.category === slug).length,
      ]);
      expect(routes.some((route) => route.path === tile.path)).toBe(true);
    }
  });

  it("has three free resources", () => {
    expect(page.resources.items).toHaveLength(3);
  });

  it("has the articles to fill the featured slot and the six latest", () => {
    expect(routes.filter((route) => route.template === "BlogPostTemplate").length).toBeGreaterThanOrEqual(7);
  });
});
