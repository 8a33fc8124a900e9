import fs from "node:fs";
import path from "node:path";
import { readFrontMatter } from "../../gatsby/content/frontMatter";
import site from "../../content/site.json";
import { type Route, type TemplateName } from "../../src/lib/routes";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { canonicalUrl, isLiveHref, withTrailingSlash } from "../../src/lib/urls";
import { shownJson } from "../helpers/contentFixtures";
import { CONTENT_DIR } from "../helpers/paths";
import { qualifyingQuestion } from "../../src/components/forms/GuideForm/guideFormCopy";
import { documentFor, jsonLdBlocks, metaContent, PUBLIC_DIR } from "../helpers/builtSite";

const routes = loadRouteTable();

// The built service, agency, industry, comparison and landing pages: metadata
// from their own content, JSON-LD that matches what the page shows, and the
// anchors and form the SPEC describes.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const FAMILIES: readonly TemplateName[] = ["MarketingPageTemplate", "LandingPageTemplate", "ComparisonTemplate"];
const ownRoutes = routes.filter((route) => FAMILIES.includes(route.template));
const sellsAService = (route: Route) => route.template === "MarketingPageTemplate";

interface PageContent {
  seo: { title: string; description: string };
  serviceType?: string;
  lastReviewed?: string;
  sections?: Array<{ kind: string; items?: unknown[] }>;
}
const contentOf = (route: Route): PageContent => shownJson(`${route.contentId}.json`) as PageContent;
const hasFaq = (content: PageContent) => (content.sections ?? []).some((section) => section.kind === "faq");

const pathsOf = (route: Route) =>
  [route.path, ...(route.aliases ?? [])].map((p) => ({ urlPath: withTrailingSlash(p), route }));
const allPaths = ownRoutes.flatMap(pathsOf);
const blockOfType = (document: Document, type: string) =>
  jsonLdBlocks(document).find((block) => block.data["@type"] === type)?.data;
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe.each(allPaths)("$urlPath", ({ urlPath, route }) => {
  const document = () => documentFor(urlPath);
  const content = contentOf(route);
  const canonical = canonicalUrl(siteUrl, route.path);

  it("has the title and description of its own content file and a canonical to its primary path", () => {
    expect(document().title).toBe(`${content.seo.title} | ${site.brand}`);
    expect(metaContent(document(), 'meta[name="description"]')).toBe(content.seo.description);
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonical);
    expect(document().querySelectorAll("h1")).toHaveLength(1);
  });

  it("links only to pages and files that exist", () => {
    const hrefs = [...document().querySelectorAll("main a[href^='/']")].map((a) => a.getAttribute("href")!);
    // A file the page offers (a guide's PDF) is one the build wrote.
    const isBuiltFile = (href: string) => /\.[a-z]+$/.test(href) && fs.existsSync(path.join(PUBLIC_DIR, href));
    expect(hrefs.filter((href) => !isLiveHref(href, routes) && !isBuiltFile(href))).toEqual([]);
  });

  it("has every same-page anchor it links to", () => {
    for (const link of document().querySelectorAll("main a[href^='#']")) {
      expect(document().getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull();
    }
  });

  if (sellsAService(route)) {
    it("has a Service JSON-LD block for the page's service, provided by the organisation in GB", () => {
      expect(blockOfType(document(), "Service")).toEqual({
        "@context": "https://schema.org",
        "@type": "Service",
        "@id": `${canonical}#service`,
        name: content.seo.title,
        description: content.seo.description,
        url: canonical,
        serviceType: content.serviceType,
        provider: { "@id": `${siteUrl}/#organization` },
        areaServed: "GB",
      });
    });
  }

  if (hasFaq(content)) {
    it("has FAQPage JSON-LD with exactly the questions and answers shown on the page", () => {
      const faq = blockOfType(document(), "FAQPage") as {
        mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
      };
      const shown = [...document().querySelectorAll("#faq details")].map((details) => ({
        question: text(details.querySelector("summary")),
        answer: text(details.querySelector("summary + *")),
      }));
      expect(shown.length).toBeGreaterThan(0);
      expect(faq.mainEntity.map((entry) => ({ question: entry.name, answer: entry.acceptedAnswer.text }))).toEqual(
        shown,
      );
    });
  } else {
    it("has no FAQPage JSON-LD, because it shows no questions", () => {
      expect(blockOfType(document(), "FAQPage")).toBeUndefined();
    });
  }

  if (content.lastReviewed) {
    it("shows when the page was last reviewed", () => {
      const time = document().querySelector(`main time[datetime="${content.lastReviewed}"]`);
      expect(time).not.toBeNull();
      expect(text(time?.parentElement)).toMatch(/^Last reviewed: \d{1,2} [A-Z][a-z]+ \d{4}/);
    });
  }
});

describe("legal sub-pages", () => {
  it.each(["/industries/legal-firms/ppc/", "/industries/legal-firms/seo/"])(
    "%s shows Home / Legal Firms / the page, the same trail as its BreadcrumbList",
    (urlPath) => {
      const document = documentFor(urlPath);
      const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
      const visible = [...(nav?.querySelectorAll("li") ?? [])].map((li) => {
        const link = li.querySelector("a");
        return { name: text(li), item: link ? canonicalUrl(siteUrl, link.getAttribute("href")!) : undefined };
      });
      const list = blockOfType(document, "BreadcrumbList") as {
        itemListElement: Array<{ position: number; name: string; item: string }>;
      };
      expect(visible.map((crumb) => crumb.name)).toEqual([
        "Home",
        "Legal Firms",
        urlPath.endsWith("/ppc/") ? "Legal PPC" : "Legal SEO",
      ]);
      expect(list.itemListElement.map((entry) => entry.name)).toEqual(visible.map((crumb) => crumb.name));
      expect(list.itemListElement.map((entry) => entry.position)).toEqual([1, 2, 3]);
      expect(list.itemListElement.slice(0, 2).map((entry) => entry.item)).toEqual(
        visible.slice(0, 2).map((crumb) => crumb.item),
      );
      expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe(visible[2]!.name);
    },
  );

  it.each(["/industries/legal-firms/ppc/", "/industries/legal-firms/seo/", "/get-more-leads-online/"])(
    "%s has a visually hidden heading and summary for search engines",
    (urlPath) => {
      const heading = documentFor(urlPath).getElementById("page-summary");
      expect(heading?.tagName).toBe("H2");
      expect(text(heading?.nextElementSibling).length).toBeGreaterThan(50);
    },
  );
});

describe("anchors", () => {
  it("/get-more-leads-online links its hero to the #strategies section", () => {
    const document = documentFor("/get-more-leads-online/");
    expect(document.querySelector('section[aria-labelledby="page-title"] a[href="#strategies"]')).not.toBeNull();
    expect(document.getElementById("strategies")?.tagName).toBe("SECTION");
  });

  it("/in-house-vs-agency links its hero to the #comparison section of five categories", () => {
    const document = documentFor("/in-house-vs-agency/");
    expect(document.querySelector('section[aria-labelledby="page-title"] a[href="#comparison"]')).not.toBeNull();
    const comparison = document.getElementById("comparison");
    expect([...(comparison?.querySelectorAll("h3") ?? [])].map(text)).toEqual([
      "Cost",
      "Expertise",
      "Speed to Results",
      "Scalability",
      "Tools & Technology",
    ]);
    expect(text(comparison)).toContain("Rating: Expensive, a drawback");
    expect(text(document.getElementById("cost-breakdown"))).toMatch(
      /Total per year\s*\$149,000.*Total per year\s*\$60,000.*You save: \$89,000 per year/,
    );
  });
});

describe("/landing/ppc-strategy", () => {
  const document = () => documentFor("/landing/ppc-strategy/");

  it("prerenders a POST form to itself with a disabled submit button and uncontrolled fields", () => {
    const form = document().querySelector("#guide-form form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/landing/ppc-strategy/");
    const submit = form?.querySelector('button[type="submit"]');
    expect(submit?.hasAttribute("disabled")).toBe(true);
    expect(form?.querySelector('input[name="name"]')?.hasAttribute("required")).toBe(true);
    expect(form?.querySelector('input[name="email"]')?.getAttribute("type")).toBe("email");
    expect(form?.querySelector('input[name="company"]')?.hasAttribute("required")).toBe(false);
    expect([...(form?.querySelectorAll('select[name="currentSpend"] option') ?? [])].map(text)).toEqual([
      "Select spend range",
      "Under $5,000/month",
      "$5,000 - $15,000/month",
      "$15,000 - $50,000/month",
      "$50,000+ /month",
      "Just getting started",
    ]);
  });

  it.each(loadRouteTable().filter((route) => route.template === "LandingPageTemplate"))(
    "$path asks the one question its document's channel needs, and no other",
    ({ path: urlPath, contentId }) => {
      const slug = contentId.replace(/^.*\//, "");
      const channel = readFrontMatter(fs.readFileSync(path.join(CONTENT_DIR, "documents", `${slug}.md`), "utf8")).data
        .channel as string;
      const question = qualifyingQuestion(channel);
      const form = documentFor(withTrailingSlash(urlPath)).querySelector("#guide-form form")!;
      const selects = [...form.querySelectorAll("select")];
      expect(selects.map((select) => select.getAttribute("name"))).toEqual([question.field]);
      expect(text(selects[0]!.closest("label"))).toContain(question.label);
      expect([...selects[0]!.querySelectorAll("option")].map(text)).toEqual([
        question.placeholder,
        ...question.options,
      ]);
    },
  );

  it("shows the badge, the guide's figures, eight items, two rated testimonials and four stat tiles", () => {
    const main = text(document().querySelector("main"));
    expect(main).toContain("FREE DOWNLOAD");
    expect(main).toContain("67 pages");
    expect(main).toContain("5,000+ downloads");
    expect(document().querySelectorAll("#whats-inside li")).toHaveLength(8);
    expect(document().querySelectorAll("#testimonials [aria-label='Rated 5 out of 5']")).toHaveLength(2);
    expect([...document().querySelectorAll("#guide-results li")].map((li) => text(li.querySelector("span")))).toEqual([
      "420%",
      "-67%",
      "$47M+",
      "30 days",
    ]);
  });

  it("every guide posts to its own page", () => {
    for (const route of routes.filter((r) => r.template === "LandingPageTemplate")) {
      const path = withTrailingSlash(route.path);
      expect(documentFor(path).querySelector("#guide-form form")?.getAttribute("action")).toBe(path);
    }
  });
});
