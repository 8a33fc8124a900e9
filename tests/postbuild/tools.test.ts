import site from "../../content/site.json";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { canonicalUrl, routeFor } from "../../src/lib/urls";
import { FEATURES_LABEL, NOSCRIPT_NOTE, NOT_STARTED_NOTE } from "../../src/components/tools/ToolPanel/toolCopy";
import { pageScriptFiles, readBuilt } from "../helpers/builtFiles";
import { documentFor, jsonLdBlocks, metaContent } from "../helpers/builtSite";
import { parsedContent } from "../helpers/contentFixtures";

const routes = loadRouteTable();

// The four free tools as built: metadata, structured data, and a useful page before any script runs.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const toolRoutes = routes.filter((route) => route.contentId.startsWith("tools/"));

// What each prerendered page shows from its example inputs.
const prerendered: Record<string, { title: string; result: string }> = {
  "/tools/roi-calculator": {
    title: "Free PPC ROI Calculator: Profit, ROAS and Break-Even",
    result: "bringing in £40,000 in revenue",
  },
  "/tools/google-ads-grader": {
    title: "Free Google Ads Account Grader: Score Your Account",
    result: "Your account scores 37 out of 100",
  },
  "/tools/landing-page-analyzer": {
    title: "Free Landing Page Analyzer: Check Your Page's HTML",
    result: "This page scores 72 out of 100",
  },
  "/tools/seo-estimator": {
    title: "Free SEO Traffic Estimator: Clicks and Value by Rank",
    result: "an estimated 153 organic clicks a month",
  },
};

// Words only each tool's code holds: the heading of its results and one of its own labels or messages.
const ownCode: Record<string, readonly string[]> = {
  "/tools/roi-calculator": ["Your monthly figures", "Break-even ROAS"],
  "/tools/google-ads-grader": ["Your score", "Send real outcomes back to Google Ads"],
  "/tools/landing-page-analyzer": ["Your report", "over the 1 MB limit"],
  "/tools/seo-estimator": ["Estimated organic traffic", "so the import stopped before line"],
};

/** The JavaScript a page loads. */
const pageScripts = (path: string): string =>
  pageScriptFiles(`${path.slice(1)}/index.html`)
    .map(readBuilt)
    .join("\n");

it("builds exactly the four tool pages", () => {
  expect(toolRoutes.map((route) => route.path).sort()).toEqual(Object.keys(prerendered).sort());
});

describe.each(toolRoutes.map((route) => [route.path] as const))("%s", (path) => {
  const document = () => documentFor(`${path}/`);
  const url = canonicalUrl(siteUrl, path);

  it("has its own title and a canonical to itself", () => {
    expect(document().title).toBe(`${prerendered[path]?.title} | ${site.brand}`);
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(metaContent(document(), 'meta[name="description"]')?.length).toBeGreaterThanOrEqual(70);
  });

  it("describes the tool as a free WebApplication in JSON-LD", () => {
    const app = jsonLdBlocks(document()).find((block) => block.id === "ld-webapplication")?.data;
    expect(app).toMatchObject({
      "@type": "WebApplication",
      "@id": `${url}#webapplication`,
      url,
      applicationCategory: "BusinessApplication",
      offers: { "@type": "Offer", price: 0, priceCurrency: "GBP" },
      provider: { "@id": `${siteUrl}/#organization` },
    });
    expect((app?.featureList as string[]).length).toBeGreaterThan(0);
  });

  it("loads its own tool's code and no other tool's", () => {
    const scripts = pageScripts(path);
    for (const [tool, words] of Object.entries(ownCode)) {
      for (const word of words) {
        if (tool === path) expect(scripts).toContain(word);
        else expect(scripts).not.toContain(word);
      }
    }
  });

  it("shows the tool with example inputs and results before any script runs, and says interaction needs JavaScript", () => {
    const tool = document().getElementById("tool");
    expect(tool?.textContent).toContain(prerendered[path]?.result);
    expect(tool?.querySelector("noscript")?.textContent).toContain(NOSCRIPT_NOTE);
    // Hidden by CSS until the script has had a few seconds to start; the script removes it when it does.
    expect(tool?.textContent).toContain(NOT_STARTED_NOTE);
    expect(
      tool?.querySelector('section[aria-labelledby$="-results-title"] [role="status"]')?.textContent?.length,
    ).toBeGreaterThan(20);
  });

  it("gives every input a visible label", () => {
    const inputs = [...document().querySelectorAll("#tool input, #tool textarea")];
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      const wrapped = input.closest("label");
      const labelled = input.id ? document().querySelector(`label[for="${input.id}"]`) : null;
      expect((labelled ?? wrapped)?.textContent?.trim().length ?? 0).toBeGreaterThan(0);
    }
  });

  it("ends with a call to action to /contact", () => {
    const bands = [...document().querySelectorAll("main section")];
    const last = bands[bands.length - 1];
    // Straight to the enquiry form, or with what it is about chosen (/contact/?topic=audit&service=…).
    expect(last?.querySelector('a[href="/contact/"], a[href^="/contact/?"]')).not.toBeNull();
  });
});

// ---- The cards that list the free tools promise only what each tool shows ----

const textOf = (element: Element | null | undefined): string =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The tool itself as built, before any script runs: its fields and its results, without the sample text typed in. */
function interfaceText(document: Document): string {
  const parts = [...document.querySelectorAll('#tool fieldset, #tool section[aria-labelledby$="-results-title"]')];
  return parts
    .map((part) => {
      const copy = part.cloneNode(true) as Element;
      for (const typed of copy.querySelectorAll("textarea")) typed.remove();
      // Text by text node: a label and its value in neighbouring elements ("Break-even ROAS", "2.17x") stay apart.
      const texts: string[] = [];
      const walker = document.createTreeWalker(copy, 4 /* NodeFilter.SHOW_TEXT */);
      while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
      return texts.join(" ").replace(/\s+/g, " ");
    })
    .join(" | ");
}

const escaped = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `term` is in `text` as written: whole words, the same case. */
const showsTerm = (text: string, term: string): boolean => new RegExp(`(?<!\\w)${escaped(term)}(?!\\w)`).test(text);

describe.each([
  ["/tools/", "#free-tools"],
  ["/resources/", "#tools"],
])("the free tool cards on %s (%s)", (pagePath, section) => {
  const cards = () =>
    [...documentFor(pagePath).querySelectorAll(`${section} li`)]
      .filter((item) => item.querySelector("h3"))
      .map((card) => ({
        title: textOf(card.querySelector("h3")),
        href: card.querySelector("a")?.getAttribute("href") ?? "",
        features: [...card.querySelectorAll("ul li")].map(textOf),
      }));

  it("shows one card for each tool page, linking to it", () => {
    expect(
      cards()
        .map((card) => routeFor(card.href, routes)?.path)
        .sort(),
    ).toEqual(Object.keys(prerendered).sort());
  });

  it("lists exactly the features the tool's own page lists above the tool", () => {
    for (const card of cards()) {
      const listed = [...documentFor(card.href).querySelectorAll(`#tool ul[aria-label="${FEATURES_LABEL}"] li`)];
      expect({ card: card.title, features: card.features }).toEqual({ card: card.title, features: listed.map(textOf) });
      expect(card.features.length).toBeGreaterThan(0);
    }
  });

  // Each feature in the tool's file names the words the tool shows that prove it (`shows`): a field's label, a
  // result's label or a check's name. Every one must be in the tool's fields or results as built.
  it("lists only features the tool's fields and results show", () => {
    for (const card of cards()) {
      const route = routeFor(card.href, routes)!;
      const { features } = parsedContent("ToolPage", `${route.contentId}.json`).tool;
      const shown = interfaceText(documentFor(card.href));
      for (const text of card.features) {
        const feature = features.find((candidate) => candidate.text === text);
        expect({ card: card.title, feature: text, inContent: feature !== undefined }).toEqual({
          card: card.title,
          feature: text,
          inContent: true,
        });
        const missing = (feature?.shows ?? []).filter((term) => !showsTerm(shown, term));
        expect({ card: card.title, feature: text, notShownByTheTool: missing }).toEqual({
          card: card.title,
          feature: text,
          notShownByTheTool: [],
        });
      }
    }
  });
});
