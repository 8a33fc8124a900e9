import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import glossary from "../../content/pages/glossary.json";
import playbooks from "../../content/pages/playbooks.json";
import resources from "../../content/pages/resources.json";
import site from "../../content/site.json";
import tools from "../../content/pages/tools.json";
import { validateFile } from "../../gatsby/validateContent";
import { termAnchor } from "../../src/components/library/Glossary/GlossaryTerms";
import { glossaryCategories, playbookCategories } from "../../src/lib/libraryCategories";
import { isLiveHref, tablePath } from "../../src/lib/urls";
import { CONTENT_DIR } from "../helpers/paths";

const CONTENT = CONTENT_DIR;
const LIBRARY_FILES = [
  "pages/glossary.json",
  "pages/playbooks.json",
  "pages/resources.json",
  "pages/tools.json",
  "legal/privacy.md",
  "legal/terms.md",
];

// Paths of SPEC §2 that other issues build and these pages link to. Once
// merged, each must be in the route table; this list is what to check.
const BUILT_ELSEWHERE = new Set([
  "/contact",
  "/results",
  "/services",
  "/services/paid-advertising",
  "/services/seo-content",
  "/services/conversion-websites",
  "/services/email-lifecycle",
  "/ppc-agency",
  "/google-ads-agency",
  "/seo-agency",
  "/conversion-rate-optimization",
  "/email-marketing-agency",
  "/industries/dental-practices",
  "/get-more-leads-online",
  "/landing/ppc-strategy",
  "/landing/seo-audit",
  "/landing/cro-audit",
  "/landing/google-ads-strategy",
  "/landing/broad-match-strategy",
  "/landing/technical-seo-playbook",
  "/landing/landing-page-playbook",
  "/landing/email-automation-playbook",
  "/landing/local-seo-playbook",
  "/landing/ecommerce-scaling-playbook",
  "/tools/roi-calculator",
  "/tools/google-ads-grader",
  "/tools/landing-page-analyzer",
  "/tools/seo-estimator",
  "/ppc-management",
  "/local-seo-agency",
  "/link-building-services",
  "/cro-audit",
  "/klaviyo-agency",
  "/technical-seo-services",
]);

/** Every string value in a JSON tree that is an href field. */
function hrefsIn(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["href", "link", "downloadLink"].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => hrefsIn(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => hrefsIn(v, k));
  return [];
}

describe("content library files", () => {
  it.each(LIBRARY_FILES)("%s passes its schema", (file) => {
    expect(validateFile(file, fs.readFileSync(path.join(CONTENT, file), "utf8"))).toEqual([]);
  });

  it.each(LIBRARY_FILES)("%s never writes the brand name (it lives in site.json only)", (file) => {
    expect(fs.readFileSync(path.join(CONTENT, file), "utf8").toLowerCase()).not.toContain(site.brand.toLowerCase());
  });

  it("link only to this site's pages that exist or that SPEC §2 lists for another issue, or to https sites", () => {
    const hrefs = [glossary, playbooks, resources, tools].flatMap((page) => hrefsIn(page));
    expect(hrefs.length).toBeGreaterThan(50);
    const unexpected = hrefs.filter((href) =>
      href.startsWith("/") ? !isLiveHref(href) && !BUILT_ELSEWHERE.has(tablePath(href)) : !href.startsWith("https://"),
    );
    expect(unexpected).toEqual([]);
  });
});

describe("glossary", () => {
  const terms = glossary.glossary.terms;

  it("has 18 terms, each in a SPEC category, and every category has terms", () => {
    expect(terms).toHaveLength(18);
    for (const category of glossaryCategories) expect(terms.some((term) => term.category === category)).toBe(true);
  });

  it("gives every term a unique anchor", () => {
    const anchors = terms.map((term) => termAnchor(term.term));
    expect(new Set(anchors).size).toBe(18);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});

describe("playbooks", () => {
  const items = playbooks.playbooks.items;

  it("has six playbooks covering every SPEC category", () => {
    expect(items).toHaveLength(6);
    for (const category of playbookCategories) expect(items.some((item) => item.category === category)).toBe(true);
  });

  it("downloads each playbook from a lead-magnet landing page", () => {
    for (const item of items) expect(item.downloadLink).toMatch(/^\/landing\/[a-z-]+$/);
  });
});

describe("resources and tools (SPEC §9 counts)", () => {
  it("has 4 guides, 6 templates and 4 tools on /resources", () => {
    expect(resources.guides.items).toHaveLength(4);
    expect(resources.templates.items).toHaveLength(6);
    expect(resources.tools.items).toHaveLength(4);
    expect(resources.guides.items.find((guide) => guide.downloadLink === "/landing/ppc-strategy")?.pages).toBe(67);
  });

  it("has 4 free tools and 5 recommended-tool categories on /tools, some marked affiliate", () => {
    expect(tools.freeTools.items).toHaveLength(4);
    expect(tools.toolStack.categories).toHaveLength(5);
    const all = tools.toolStack.categories.flatMap((category) => category.tools);
    expect(all.some((tool) => "affiliate" in tool && tool.affiliate)).toBe(true);
    for (const tool of all) expect(tool.link).toMatch(/^https:\/\//);
  });
});

describe("legal markdown", () => {
  it.each(["privacy", "terms"])("%s.md starts its headings at h2 (the page's h1 is its title)", (name) => {
    const { content } = matter(fs.readFileSync(path.join(CONTENT, "legal", `${name}.md`), "utf8"));
    expect(content).toMatch(/^## /m);
    expect(content).not.toMatch(/^# /m);
  });

  it("the privacy notice covers what SPEC and UK GDPR need it to", () => {
    const { content } = matter(fs.readFileSync(path.join(CONTENT, "legal", "privacy.md"), "utf8"));
    for (const phrase of [
      "UK GDPR",
      "controller",
      "no cookies",
      "do not send anything yet",
      "newsletter boxes do nothing yet",
      "server logs",
      "Your rights",
      "Information Commissioner's Office",
      "ico.org.uk",
    ]) {
      expect(content).toContain(phrase);
    }
  });
});
