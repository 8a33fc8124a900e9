import fs from "node:fs";
import { JSDOM } from "jsdom";
import site from "../../content/site.json";
import { canonicalUrl } from "../../src/lib/urls";
import { builtPages, documentFor, htmlFileFor, PUBLIC_DIR } from "../helpers/builtSite";

// Gate 4: every JSON-LD block of every built page parses, is escaped, has an id no other element
// or block shares, and carries the properties Google documents for its @type. The rules are a
// table by @type, so a type that arrives with a later page is checked as soon as it is built.
// FAQPage questions must be the FAQs the page shows; breadcrumbs must match the visible trail.

type Node = Record<string, unknown>;
type Rule = (node: Node) => string[];

const text = (value: unknown) => typeof value === "string" && value.trim() !== "";
const present = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typesOf = (node: Node) => asArray(node["@type"]).filter((t): t is string => typeof t === "string");

/** The properties are present (any non-empty value). */
const requires =
  (...properties: string[]): Rule =>
  (node) =>
    properties.filter((property) => !present(node[property])).map((property) => `missing "${property}"`);

const breadcrumbList: Rule = (node) => {
  const items = asArray(node.itemListElement) as Node[];
  if (items.length === 0) return ['missing "itemListElement"'];
  return items.flatMap((item, index) => {
    const problems: string[] = [];
    if (item.position !== index + 1) problems.push(`item ${index + 1}: position is ${String(item.position)}`);
    if (!text(item.name)) problems.push(`item ${index + 1}: missing "name"`);
    if (index < items.length - 1 && !text(item.item) && !text((item.item as Node | undefined)?.["@id"])) {
      problems.push(`item ${index + 1}: missing "item" (required on all but the last)`);
    }
    return problems;
  });
};

const faqPage: Rule = (node) => {
  const questions = asArray(node.mainEntity) as Node[];
  if (questions.length === 0) return ['missing "mainEntity"'];
  return questions.flatMap((question, index) => {
    const answer = question.acceptedAnswer as Node | undefined;
    const problems: string[] = [];
    if (!typesOf(question).includes("Question")) problems.push(`mainEntity ${index + 1} is not a Question`);
    if (!text(question.name)) problems.push(`question ${index + 1}: missing "name"`);
    if (!answer || !typesOf(answer).includes("Answer") || !text(answer.text))
      problems.push(`question ${index + 1}: missing "acceptedAnswer" Answer with "text"`);
    return problems;
  });
};

const webPage = requires("name", "url");

/** Google's documented (required and recommended) properties, by @type. */
const RULES: Record<string, Rule> = {
  Organization: requires("name", "url", "logo", "address"),
  WebSite: requires("name", "url"),
  WebPage: webPage,
  AboutPage: webPage,
  ContactPage: webPage,
  CollectionPage: webPage,
  ItemPage: webPage,
  BreadcrumbList: breadcrumbList,
  Service: requires("name", "provider", "areaServed"),
  FAQPage: faqPage,
  Article: requires("headline", "author", "datePublished", "image"),
  BlogPosting: requires("headline", "author", "datePublished", "image"),
  DefinedTermSet: requires("name", "hasDefinedTerm"),
  JobPosting: requires("title", "description", "datePosted", "hiringOrganization", "jobLocation", "employmentType"),
};

/** Every object with an @type, at any depth (blocks may nest or use @graph). */
function typedNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(typedNodes);
  if (!value || typeof value !== "object") return [];
  const node = value as Node;
  const own = node["@type"] ? [node] : [];
  return [...own, ...Object.values(node).flatMap(typedNodes)];
}

/** Every @id a block defines (a node with more than a bare {"@id"} reference). */
function definedIds(value: unknown): string[] {
  return typedNodes(value)
    .map((node) => node["@id"])
    .filter((id): id is string => typeof id === "string");
}

const squash = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** How an FAQPage block differs from the FAQ the page shows in <main>. */
function faqProblems(main: Element | null, faq: Node): string[] {
  const entries = asArray(faq.mainEntity) as Node[];
  const questions = entries.map((q) => squash(String(q.name)));
  // Each question's outermost element holding exactly its text (e.g. the h3 around a button and span).
  const candidates = [...(main?.querySelectorAll("*") ?? [])]
    .filter((element) => questions.includes(squash(element.textContent)))
    .filter((element) => squash(element.parentElement?.textContent) !== squash(element.textContent));
  const problems = questions
    .filter((q) => !candidates.some((element) => squash(element.textContent) === q))
    .map((q) => `"${q}" is not shown`);
  const first = candidates[0];
  if (!first) return problems;
  // The visible questions: every element like those (same tag and class) in the smallest part of the page holding them all.
  let container = first.parentElement;
  while (container && !candidates.every((element) => container!.contains(element))) container = container.parentElement;
  const shown = [...(container?.querySelectorAll(first.tagName) ?? [])]
    .filter((element) => element.className === first.className)
    .map((element) => squash(element.textContent));
  if (JSON.stringify(shown) !== JSON.stringify(questions))
    problems.push(`the page shows ${JSON.stringify(shown)}, FAQPage lists ${JSON.stringify(questions)}`);
  const pageText = squash(main?.textContent);
  for (const q of entries) {
    const answer = squash(String((q.acceptedAnswer as Node | undefined)?.text ?? ""));
    if (!pageText.includes(answer)) problems.push(`the answer to "${squash(String(q.name))}" is not shown`);
  }
  return problems;
}

/** How a BreadcrumbList differs from the visible breadcrumb trail. */
function breadcrumbProblems(nav: Element, list: Node): string[] {
  const items = nav.querySelectorAll("li");
  const visible = (items.length > 0 ? [...items] : [...nav.querySelectorAll("a, [aria-current]")]).map((element) =>
    squash(element.textContent),
  );
  const names = (asArray(list.itemListElement) as Node[]).map((item) => squash(String(item.name)));
  return JSON.stringify(visible) === JSON.stringify(names)
    ? []
    : [`the page shows ${JSON.stringify(visible)}, BreadcrumbList names ${JSON.stringify(names)}`];
}

interface Block {
  id: string;
  raw: string;
  data?: unknown;
  error?: string;
}

function blocksOf(document: Document): Block[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => {
    const raw = script.textContent ?? "";
    try {
      return { id: script.id, raw, data: JSON.parse(raw) as unknown };
    } catch (error) {
      return { id: script.id, raw, error: (error as Error).message };
    }
  });
}

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const pages = builtPages();
const documents = [...pages.map((page) => page.urlPath), "404.html"];

describe.each(documents)("%s", (urlPath) => {
  const document = () => documentFor(urlPath);
  const blocks = () => blocksOf(document());
  const nodes = () => blocks().flatMap((block) => typedNodes(block.data));

  it("has JSON-LD blocks that parse, with <, > and & escaped", () => {
    expect(blocks().length).toBeGreaterThan(0);
    expect(
      blocks()
        .filter((b) => b.error)
        .map((b) => `#${b.id}: ${b.error}`),
    ).toEqual([]);
    expect(
      blocks()
        .filter((b) => /[<>&]/.test(b.raw))
        .map((b) => `#${b.id} has a raw <, > or &`),
    ).toEqual([]);
    // The prerendered file itself, not only the parsed DOM: no block may close its <script> early.
    const html = fs.readFileSync(urlPath.endsWith(".html") ? `${PUBLIC_DIR}/${urlPath}` : htmlFileFor(urlPath), "utf8");
    const rawBlocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(rawBlocks).toHaveLength(blocks().length);
  });

  it("carries the site's blocks and, on a page of the route table, its breadcrumb and a WebPage at its canonical", () => {
    const types = blocks().flatMap((block) => asArray(block.data).flatMap((top) => typesOf(top as Node)));
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const page = pages.find((p) => p.urlPath === urlPath);
    if (!page) return;
    expect(types).toContain("BreadcrumbList");
    const webPage = blocks().find((block) => block.id === "ld-webpage")?.data as Node | undefined;
    expect(webPage?.url).toBe(canonicalUrl(siteUrl, page.primaryPath));
  });

  it("gives every block an HTML id and an @id that nothing else on the page uses", () => {
    const htmlIds = [...document().querySelectorAll("[id]")].map((element) => element.id);
    const duplicateHtml = blocks()
      .filter((block) => !block.id || htmlIds.filter((id) => id === block.id).length > 1)
      .map((block) => `HTML id "${block.id}"`);
    const ids = blocks().flatMap((block) => asArray(block.data).map((top) => (top as Node)["@id"]));
    const missing = ids.filter((id) => typeof id !== "string").map(() => "a block without @id");
    const defined = blocks().flatMap((block) => definedIds(block.data));
    const duplicateLd = defined.filter((id, i) => defined.indexOf(id) !== i).map((id) => `@id "${id}"`);
    expect([...duplicateHtml, ...missing, ...duplicateLd]).toEqual([]);
  });

  it("carries the properties Google documents for each @type", () => {
    const problems = nodes().flatMap((node) =>
      typesOf(node).flatMap((type) => (RULES[type]?.(node) ?? []).map((problem) => `${type}: ${problem}`)),
    );
    expect(problems).toEqual([]);
  });

  it("lists in FAQPage exactly the questions the page shows, with their answers", () => {
    const main = document().querySelector("main");
    const faqs = nodes().filter((node) => typesOf(node).includes("FAQPage"));
    expect(faqs.flatMap((faq) => faqProblems(main, faq))).toEqual([]);
  });

  it("names in BreadcrumbList the same trail as the visible breadcrumb, where the page shows one", () => {
    const nav = document().querySelector('nav[aria-label="Breadcrumb"]');
    const list = nodes().find((node) => typesOf(node).includes("BreadcrumbList"));
    if (!nav || !list) return;
    expect(breadcrumbProblems(nav, list)).toEqual([]);
  });
});

describe("the rules", () => {
  it("report a missing property, a bad breadcrumb and an FAQ without answers", () => {
    expect(RULES.Organization!({ "@type": "Organization", name: "x", url: "u", logo: "l" })).toEqual([
      'missing "address"',
    ]);
    expect(
      RULES.BreadcrumbList!({
        itemListElement: [
          { position: 1, name: "Home" },
          { position: 3, name: "About" },
        ],
      }),
    ).toEqual(['item 1: missing "item" (required on all but the last)', "item 2: position is 3"]);
    expect(RULES.FAQPage!({ mainEntity: [{ "@type": "Question", name: "Why?" }] })).toEqual([
      'question 1: missing "acceptedAnswer" Answer with "text"',
    ]);
    expect(RULES.JobPosting!({ title: "t", description: "d" })).toHaveLength(4);
  });

  it("compare FAQPage and breadcrumbs with what the page shows", () => {
    const { document } = new JSDOM(`<main>
      <nav aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li>About</li></ol></nav>
      <div class="faq"><h3 class="q"><button><span>Why us?</span></button></h3><p>Because.</p>
      <h3 class="q"><button><span>How fast?</span></button></h3><p>Within a day.</p></div></main>`).window;
    const main = document.querySelector("main");
    const qa = (name: string, text: string) => ({
      "@type": "Question",
      name,
      acceptedAnswer: { "@type": "Answer", text },
    });
    expect(faqProblems(main, { mainEntity: [qa("Why us?", "Because."), qa("How fast?", "Within a day.")] })).toEqual(
      [],
    );
    expect(faqProblems(main, { mainEntity: [qa("Why us?", "Because.")] })).toEqual([
      `the page shows ["Why us?","How fast?"], FAQPage lists ["Why us?"]`,
    ]);
    expect(faqProblems(main, { mainEntity: [qa("Why us?", "No."), qa("How fast?", "Within a day.")] })).toEqual([
      'the answer to "Why us?" is not shown',
    ]);
    const nav = document.querySelector("nav")!;
    expect(breadcrumbProblems(nav, { itemListElement: [{ name: "Home" }, { name: "About" }] })).toEqual([]);
    expect(breadcrumbProblems(nav, { itemListElement: [{ name: "Home" }, { name: "About us" }] })).toHaveLength(1);
  });
});
