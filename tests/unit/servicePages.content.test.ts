import fs from "node:fs";
import path from "node:path";
import { routes } from "../../src/lib/routes";
import { comparisonPageSchema } from "../../src/lib/schema/comparisonPage";
import { industryPageSchema } from "../../src/lib/schema/industryPages";
import { landingPageSchema } from "../../src/lib/schema/landingPages";
import { servicePageSchema } from "../../src/lib/schema/servicePages";
import { isLiveHref, tablePath } from "../../src/lib/urls";
import { CONTENT_DIR } from "../helpers/paths";

// SPEC §9 figures and §2 structure of the service, agency, industry, comparison
// and landing pages, checked in their content files.

const CONTENT = CONTENT_DIR;
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT, file), "utf8"));
const service = (id: string) => servicePageSchema.parse(read(`service-pages/${id}.json`));
const industry = (id: string) => industryPageSchema.parse(read(`industry-pages/${id}.json`));
const landing = (id: string) => landingPageSchema.parse(read(`landing-pages/${id}.json`));
const figures = (items: ReadonlyArray<{ title: string; figures?: ReadonlyArray<{ label: string; value: string }> }>) =>
  Object.fromEntries(items.map((item) => [item.title, (item.figures ?? []).map((figure) => figure.value)]));
const statValues = (section: { items: ReadonlyArray<{ value: string }> } | undefined) =>
  section?.items.map((item) => item.value);

// Routes other issues build (SPEC §2); links to them are verified by the lead after merging.
const OTHER_ISSUES_ROUTES = [
  "/services",
  "/results",
  "/case-studies",
  "/contact",
  "/blog",
  "/resources",
  "/tools",
  "/glossary",
  "/careers",
  "/partner-program",
  "/playbooks",
  "/privacy",
  "/terms",
];

describe("service pages (SPEC §9 figures by page)", () => {
  it("paid advertising: PPC figures and the four platforms' average ROAS", () => {
    const page = service("paid-advertising");
    expect(statValues(page.stats)).toEqual(["420%", "-67%", "340%", "30 days"]);
    expect(figures(page.platforms!.items)).toEqual({
      "Google Ads": ["420%"],
      "Facebook & Instagram": ["340%"],
      LinkedIn: ["280%"],
      "Microsoft Ads": ["380%"],
    });
    expect(page.process!.steps.map((step) => step.duration)).toEqual(["1 week", "1-2 weeks", "1-2 weeks", "Ongoing"]);
  });

  it("SEO, conversion and email figures", () => {
    expect(statValues(service("seo-content").stats)).toEqual(["285%", "3.2x", "90%", "90 days"]);
    expect(statValues(service("conversion-websites").stats)).toEqual(["156%", "47%", "-23%", "4.2x"]);
    const email = service("email-lifecycle");
    expect(statValues(email.stats)).toEqual(["£42", "23%", "47%", "8.3%"]);
    expect(email.stats!.items.map((item) => item.description)).toEqual(
      expect.arrayContaining(["Against a 21% industry average", "Against a 2.6% industry average"]),
    );
    expect(figures(email.automations!.items)).toEqual({
      "Welcome series": ["5-7", "14 days"],
      "Abandoned cart": ["3-4", "7 days"],
      "Post-purchase": ["4-6", "30 days"],
      "Win-back": ["4-5", "21 days"],
      "Lead nurturing": ["8-12", "45 days"],
      Onboarding: ["6-8", "30 days"],
    });
    expect(figures(email.emailTypes!.items)).toEqual({
      Transactional: ["85%"],
      Promotional: ["28%"],
      Newsletter: ["35%"],
      Behavioural: ["45%"],
    });
    expect(email.emailPlatforms!.items).toHaveLength(4);
  });

  it("every service page has four steps, guarantees, FAQs and a call to action to /contact", () => {
    for (const id of ["paid-advertising", "seo-content", "conversion-websites", "email-lifecycle"]) {
      const page = service(id);
      expect(page.process!.steps).toHaveLength(4);
      expect(page.guarantees).toBeDefined();
      expect(page.faq!.items.length).toBeGreaterThan(0);
      expect(page.caseStudies!.items.every((story) => story.testimonial)).toBe(true);
      expect(page.cta.primaryCta.href).toBe("/contact");
    }
  });
});

describe("agency pages", () => {
  it("PPC and Google Ads link to the PPC guide", () => {
    expect(service("ppc-agency").hero.secondaryCta).toEqual({
      label: "Download PPC Guide",
      href: "/landing/ppc-strategy",
    });
    expect(JSON.stringify(service("google-ads-agency"))).toContain('"href":"/landing/ppc-strategy"');
  });

  it("Google Ads: metrics with the 89% quality score, four campaign types and one success story", () => {
    const page = service("google-ads-agency");
    expect(statValues(page.stats)).toEqual(["420%", "-67%", "340%", "89%", "30 days"]);
    expect(page.campaignTypes!.items).toHaveLength(4);
    expect(page.caseStudies!.items).toHaveLength(1);
    expect(page.whyChoose).toBeDefined();
  });

  it("email marketing: the four automations with emails, days and conversion", () => {
    const page = service("email-marketing-agency");
    expect(figures(page.automations!.items)).toEqual({
      "Welcome Series": ["5-7", "14 days", "12%"],
      "Abandoned Cart": ["3-4", "7 days", "18%"],
      "Lead Nurturing": ["8-12", "30 days", "8%"],
      "Win-Back": ["4-5", "21 days", "6%"],
    });
    expect(page.caseStudies!.items).toHaveLength(1);
    expect(page.whyChoose).toBeDefined();
    expect(page.whatYouGet).toBeDefined();
  });

  it("CRO: problem, services, success stories, steps with deliverables and average results", () => {
    const page = service("conversion-rate-optimization");
    expect(page.problem).toBeDefined();
    expect(page.services).toBeDefined();
    expect(page.caseStudies!.items.length).toBeGreaterThan(1);
    expect(page.process!.steps.every((step) => step.deliverables && step.deliverables.length > 0)).toBe(true);
    expect(statValues(page.averageResults)).toEqual(["156%", "47%", "-23%", "4.2x"]);
  });
});

describe("lead generation page", () => {
  const page = service("get-more-leads-online");

  it("has the hidden summary, the hero links and the SPEC metrics", () => {
    expect(page.hiddenSummary).toBeDefined();
    expect(page.hero.primaryCta).toEqual({ label: "Get More Leads Now", href: "/contact" });
    expect(page.hero.secondaryCta?.href).toBe("#strategies");
    expect(statValues(page.stats)).toEqual(["+340%", "-67%", "89%", "30 days"]);
  });

  it("has strategies with tactics, a story from a marketing director, ten industries and the four steps", () => {
    expect(
      page.strategies!.items.every((strategy) => strategy.icon && strategy.points && strategy.points.length > 0),
    ).toBe(true);
    expect(page.caseStudies!.items[0]!.testimonial?.role).toBe("Marketing Director");
    expect(page.industries!.items).toHaveLength(10);
    expect(page.process!.steps.map((step) => step.title)).toEqual([
      "Audit & Analysis",
      "Strategy Development",
      "Implementation",
      "Scale & Optimize",
    ]);
    expect([page.cta.primaryCta.href, page.cta.secondaryCta?.href]).toEqual(["/contact", "/results"]);
  });
});

describe("industry pages", () => {
  it("legal hub: four cards, each 'Learn More About {title}' to a legal sub-page; ten practice areas; one story", () => {
    const page = industry("legal-firms");
    const cards = page.subPages!.items;
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      expect(card.link.label).toBe(`Learn More About ${card.title}`);
      expect(card.link.href).toMatch(/^\/industries\/legal-firms\/[a-z-]+$/);
      expect(isLiveHref(card.link.href)).toBe(true);
    }
    expect(page.specialties!.items).toHaveLength(10);
    expect(page.caseStudies!.items).toHaveLength(1);
  });

  it("legal PPC: the four CPC and conversion ranges, 24 hours to launch, keywords and challenges", () => {
    const page = industry("legal-ppc");
    expect(Object.values(figures(page.services!.items))).toEqual([
      ["$45-85", "8-12%"],
      ["$35-65", "12-18%"],
      ["$25-45", "10-15%"],
      ["$30-55", "6-10%"],
    ]);
    expect(statValues(page.stats)).toContain("24 hrs");
    expect(
      page.keywords!.rows.every((row) => row.intent === "High" && ["High", "Medium"].includes(row.difficulty)),
    ).toBe(true);
    expect(page.challenges).toBeDefined();
    expect(page.hiddenSummary).toBeDefined();
  });

  it("legal SEO: the four timelines and 90% client retention", () => {
    const page = industry("legal-seo");
    expect(Object.values(figures(page.services!.items)).flat()).toEqual([
      "2-4 weeks",
      "4-8 weeks",
      "6-12 weeks",
      "2-6 weeks",
    ]);
    expect(statValues(page.stats)).toContain("90%");
    expect(page.hiddenSummary).toBeDefined();
  });

  it("dental and healthcare list ten specialties each, with their reach", () => {
    expect(industry("dental-practices").specialties!.items).toHaveLength(10);
    expect(industry("healthcare").specialties!.items).toHaveLength(10);
    expect(statValues(industry("dental-practices").stats)).toContain("50+");
    expect(statValues(industry("healthcare").stats)).toContain("100+");
  });

  it.each([
    "legal-firms",
    "legal-ppc",
    "legal-seo",
    "legal-web-design",
    "legal-content-marketing",
    "law-firm-marketing",
    "dental-practices",
    "healthcare",
  ])("%s (a regulated sector) says when it was last reviewed", (id) =>
    expect(industry(id).lastReviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/),
  );
});

describe("in-house vs agency (SPEC §9)", () => {
  const page = comparisonPageSchema.parse(read("pages/in-house-vs-agency.json"));
  const dollars = (value: string) => Number(value.replace(/[$,]/g, ""));

  it("breaks down the in-house cost to exactly $149,000 and the agency to $60,000, saving $89,000", () => {
    const rows = Object.fromEntries(page.costBreakdown.inHouse.rows.map((row) => [row.label, row.value]));
    expect(rows).toEqual({
      "Base salary": "$85,000",
      "Benefits (30%)": "$25,500",
      "Payroll taxes": "$6,500",
      "Equipment and office": "$5,000",
      Training: "$3,000",
      Tools: "$24,000",
    });
    expect(Object.values(rows).reduce((sum, value) => sum + dollars(value), 0)).toBe(149000);
    expect(page.costBreakdown.inHouse.total.value).toBe("$149,000");
    expect(page.costBreakdown.agency.rows[0]).toEqual({ label: "Monthly retainer", value: "$5,000" });
    expect(page.costBreakdown.agency.total.value).toBe("$60,000");
    expect(page.costBreakdown.saving.value).toBe("$89,000 per year");
  });

  it("compares the five SPEC categories with a rating on both sides", () => {
    expect(page.comparison.categories.map((category) => category.category)).toEqual([
      "Cost",
      "Expertise",
      "Speed to Results",
      "Scalability",
      "Tools & Technology",
    ]);
    expect(page.hero.primaryCta).toEqual({ label: "Get Custom Recommendation", href: "/contact" });
    expect(page.hero.secondaryCta?.href).toBe("#comparison");
  });
});

describe("PPC guide landing page (SPEC §9)", () => {
  const page = landing("ppc-strategy");

  it("has the FREE DOWNLOAD badge, 67 pages, 5,000+ downloads, 8 items and the four stat tiles", () => {
    expect(page.hero.eyebrow).toBe("FREE DOWNLOAD");
    expect(page.hero.highlights).toEqual(expect.arrayContaining(["67 pages", "5,000+ downloads"]));
    expect(page.included.items).toHaveLength(8);
    expect(page.perfectFor.items.length).toBeGreaterThan(0);
    expect(page.stats!.items.map((item) => [item.value, item.label])).toEqual([
      ["420%", "ROAS increase"],
      ["-67%", "CPA"],
      ["$47M+", "Revenue generated"],
      ["30 days", "To results"],
    ]);
  });

  it("has two five-star testimonials, each with a result tag", () => {
    expect(page.testimonials!.items).toHaveLength(2);
    for (const item of page.testimonials!.items) {
      expect(item.rating).toBe(5);
      expect(item.result).toBeTruthy();
    }
  });
});

describe("links in these pages", () => {
  const families = ["service-pages", "industry-pages", "landing-pages"];
  const files = [
    ...families.flatMap((dir) => fs.readdirSync(path.join(CONTENT, dir)).map((file) => `${dir}/${file}`)),
    "pages/in-house-vs-agency.json",
  ];

  it.each(files)("%s links only to pages that exist or that SPEC §2 has another issue build", (file) => {
    const hrefs = [...fs.readFileSync(path.join(CONTENT, file), "utf8").matchAll(/"href": "(\/[^"]*)"/g)].map(
      (m) => m[1]!,
    );
    const dead = hrefs.filter((href) => !isLiveHref(href) && !OTHER_ISSUES_ROUTES.includes(tablePath(href)));
    expect(dead).toEqual([]);
  });

  it("every linked path of SPEC §2 that this issue owns resolves to a page", () => {
    const owned = [
      "/services/facebook-ads-agency",
      "/services/content-marketing-agency",
      "/services/landing-page-design",
      "/services/marketing-automation",
      "/industries/real-estate",
      "/industries/professional-services",
      "/industries/ecommerce",
      "/landing/seo-audit",
      "/landing/cro-audit",
      "/landing/google-ads-strategy",
      "/landing/local-seo-playbook",
      "/landing/broad-match-strategy",
      "/landing/landing-page-playbook",
      "/landing/email-automation-playbook",
      "/landing/technical-seo-playbook",
      "/landing/ecommerce-scaling-playbook",
      "/industries/legal-firms/web-design",
      "/industries/legal-firms/content-marketing",
      "/ppc-management",
      "/local-seo-agency",
      "/link-building-services",
      "/cro-audit",
      "/klaviyo-agency",
      "/technical-seo-services",
    ];
    const built = new Set(routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]));
    expect(owned.filter((p) => !built.has(p))).toEqual([]);
  });
});
