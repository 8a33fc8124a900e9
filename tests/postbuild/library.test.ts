import glossaryFile from "../../content/pages/glossary.json";
import playbooksFile from "../../content/pages/playbooks.json";
import resourcesFile from "../../content/pages/resources.json";
import site from "../../content/site.json";
import toolsFile from "../../content/pages/tools.json";
import { termAnchor } from "../../src/components/library/Glossary/GlossaryTerms";
import { pageTitle } from "../../src/lib/searchListing";
import { canonicalUrl } from "../../src/lib/urls";
import { documentFor, jsonLdBlocks, metaContent } from "../helpers/builtSite";
import { shown, documentDownload } from "../helpers/contentFixtures";

// The content library pages as built in public/: what crawlers and no-JS readers get, against the content as the
// pages show it, with placeholders filled.

const glossary = shown(glossaryFile);
const playbooks = shown(playbooksFile);
const resources = shown(resourcesFile);
const tools = shown(toolsFile);

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");

const pages = [
  {
    path: "/resources/",
    title: resources.seo.title,
    description: resources.seo.description,
    anchors: ["guides", "templates", "tools"],
  },
  { path: "/playbooks/", title: playbooks.seo.title, description: playbooks.seo.description, anchors: ["playbooks"] },
  { path: "/glossary/", title: glossary.seo.title, description: glossary.seo.description, anchors: ["terms"] },
  {
    path: "/tools/",
    title: tools.seo.title,
    description: tools.seo.description,
    anchors: ["free-tools", "tool-stack"],
  },
  {
    path: "/privacy/",
    title: "Privacy Notice: How We Handle Your Data",
    description: "How we handle personal data under UK GDPR",
    anchors: [],
  },
  { path: "/terms/", title: "Website Terms of Use", description: "The terms for using our website", anchors: [] },
];

const main = (path: string) => {
  const element = documentFor(path).querySelector("main");
  if (!element) throw new Error(`${path} has no main element`);
  return element;
};
const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => el.textContent?.trim());

describe.each(pages)("$path", ({ path, title, description }) => {
  const document = () => documentFor(path);

  it("has its own title, description and canonical", () => {
    expect(document().title).toBe(pageTitle(title, site.brand));
    expect(metaContent(document(), 'meta[name="description"]')).toContain(description);
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonicalUrl(siteUrl, path));
  });

  it("has exactly one h1", () => {
    expect(document().querySelectorAll("h1")).toHaveLength(1);
  });
});

describe("anchors", () => {
  const cases = pages.flatMap(({ path, anchors }) => anchors.map((anchor) => [path, anchor] as const));

  it.each(cases)("%s has #%s", (path, anchor) => {
    expect(documentFor(path).getElementById(anchor)).not.toBeNull();
  });
});

describe("/glossary/", () => {
  const terms = glossary.glossary.terms;

  it("prerenders all 18 terms, each at its anchor, with the unfiltered count line", () => {
    const root = main("/glossary/");
    for (const term of terms) {
      const item = root.querySelector(`#${termAnchor(term.term)}`);
      expect(item?.querySelector("h3")?.textContent).toBe(term.term);
      expect(item?.textContent).toContain(term.definition);
    }
    expect(root.querySelectorAll("li[id] > div > h3")).toHaveLength(18);
    expect(root.querySelector('[role="status"]')?.textContent).toBe("Showing 18 of 18 terms");
  });

  it("has search and category controls, All pressed", () => {
    const root = main("/glossary/");
    expect(root.querySelector('form[role="search"] input[type="search"][name="q"]')).not.toBeNull();
    expect(texts(root, '[role="group"] button[aria-pressed]')).toEqual([
      "All",
      "PPC",
      "SEO",
      "Analytics",
      "CRO",
      "Email",
      "Social Media",
    ]);
    expect(root.querySelector('button[aria-pressed="true"]')?.textContent).toBe("All");
  });

  it("describes the terms as a DefinedTermSet whose term URLs point at anchors on the page", () => {
    const block = jsonLdBlocks(documentFor("/glossary/")).find((b) => b.id === "ld-glossary");
    const url = canonicalUrl(siteUrl, "/glossary");
    expect(block?.data).toMatchObject({ "@type": "DefinedTermSet", "@id": `${url}#defined-terms`, url });
    const defined = block?.data.hasDefinedTerm as Array<Record<string, unknown>>;
    expect(defined).toHaveLength(18);
    for (const [i, entry] of defined.entries()) {
      const term = terms[i]!;
      expect(entry).toEqual({
        "@type": "DefinedTerm",
        "@id": `${url}#${termAnchor(term.term)}`,
        name: term.term,
        description: term.definition,
        url: `${url}#${termAnchor(term.term)}`,
        inDefinedTermSet: { "@id": `${url}#defined-terms` },
      });
      expect(documentFor("/glossary/").getElementById(termAnchor(term.term))).not.toBeNull();
    }
  });
});

describe("/playbooks/", () => {
  const items = playbooks.playbooks.items.map((slug) => documentDownload(slug));

  it("prerenders all 6 playbooks with the unfiltered count line", () => {
    const root = main("/playbooks/");
    expect(texts(root, "#playbooks li > h3")).toEqual(items.map((item) => item.title));
    expect(root.querySelector('[role="status"]')?.textContent).toBe("6 playbooks found");
  });

  it("shows difficulty badges in their colours' tones", () => {
    const badges = [...main("/playbooks/").querySelectorAll("[data-tone]")].filter((el) =>
      el.textContent?.startsWith("Difficulty"),
    );
    expect(badges.map((el) => [el.textContent?.replace("Difficulty: ", ""), el.getAttribute("data-tone")])).toEqual(
      items.map((item) => [
        item.difficulty,
        { Beginner: "success", Intermediate: "warning", Advanced: "danger" }[item.difficulty ?? "Beginner"],
      ]),
    );
  });

  it("lists the playbooks as an ItemList linking to their download pages", () => {
    const block = jsonLdBlocks(documentFor("/playbooks/")).find((b) => b.id === "ld-playbooks");
    expect(block?.data["@type"]).toBe("ItemList");
    expect((block?.data.itemListElement as Array<{ url: string }>).map((entry) => entry.url)).toEqual(
      items.map((item) => canonicalUrl(siteUrl, item.downloadLink)),
    );
  });
});

describe("/resources/", () => {
  it("shows 4 guides, 6 templates and 4 tools", () => {
    const document = documentFor("/resources/");
    expect(document.querySelectorAll("#guides li h3")).toHaveLength(4);
    expect(document.querySelectorAll("#templates li h3")).toHaveLength(6);
    expect(document.querySelectorAll("#tools li h3")).toHaveLength(4);
  });

  it("downloads each template's workbook from a plain link, with no dead button", () => {
    const section = documentFor("/resources/").getElementById("templates")!;
    const links = [...section.querySelectorAll("a")].filter((a) => a.textContent?.startsWith("Download Template"));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      resources.templates.items.map((slug) => `/downloads/${slug}.xlsx`),
    );
    for (const link of links) expect(link.hasAttribute("download")).toBe(true);
    expect(section.querySelector("button")).toBeNull();
  });

  it("has a newsletter box that cannot submit: labelled email input, type=button, no form", () => {
    const box = documentFor("/resources/").getElementById("newsletter")!;
    const input = box.querySelector('input[type="email"]')!;
    expect(box.querySelector(`label[for="${input.id}"]`)?.textContent).toBe("Email address");
    expect(input.closest("form")).toBeNull();
    expect(input.hasAttribute("name")).toBe(false);
    expect(box.querySelector("button")?.getAttribute("type")).toBe("button");
    expect(box.textContent).toContain("not sent or stored");
  });
});

describe("/tools/", () => {
  const recommended = tools.toolStack.categories.flatMap((category) => category.tools);

  it("shows the four free tools and five categories of recommended tools", () => {
    const document = documentFor("/tools/");
    expect(document.querySelectorAll("#free-tools li h3")).toHaveLength(4);
    expect(document.querySelectorAll("#tool-stack h3")).toHaveLength(5);
    expect(document.querySelectorAll("#tool-stack h4")).toHaveLength(recommended.length);
  });

  it("opens every outbound link in a new tab with noopener noreferrer, sponsored for affiliates, and says so", () => {
    const outbound = [...main("/tools/").querySelectorAll('a[href^="http"]')];
    expect(outbound).toHaveLength(recommended.length);
    for (const tool of recommended) {
      const link = outbound.find((a) => a.getAttribute("href") === tool.link);
      expect(link?.getAttribute("target")).toBe("_blank");
      const rel = link?.getAttribute("rel")?.split(" ") ?? [];
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      expect(rel.includes("sponsored")).toBe("affiliate" in tool && tool.affiliate === true);
      expect(link?.textContent).toContain("(opens in a new tab)");
    }
  });

  it("labels affiliate tools visibly", () => {
    const affiliates = recommended.filter((tool) => "affiliate" in tool && tool.affiliate);
    const badges = [...main("/tools/").querySelectorAll("#tool-stack span")].filter(
      (el) => el.textContent === "Affiliate link",
    );
    expect(badges).toHaveLength(affiliates.length);
  });
});

describe.each(["/privacy/", "/terms/"])("%s", (path) => {
  it("renders the markdown body under one h1, with the date and our details from site facts", () => {
    const root = main(path);
    expect(root.querySelectorAll("h1")).toHaveLength(1);
    expect(root.querySelectorAll("h2").length).toBeGreaterThan(5);
    expect(root.querySelector("time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(root.textContent).toContain(site.brand);
    expect(root.textContent).toContain(site.address.postalCode);
    expect(root.querySelector(`a[href="mailto:${site.email}"]`)).not.toBeNull();
  });
});

describe("/privacy/ content", () => {
  it("says what the site does and does not collect, and how to complain to the ICO", () => {
    const text = main("/privacy/").textContent ?? "";
    expect(text).toContain("UK GDPR");
    expect(text).toContain("no advertising or tracking scripts");
    expect(text).toContain("do not send anything yet");
    expect(text).toContain("newsletter boxes do nothing yet");
    expect(text).toContain("Server logs");
    expect(main("/privacy/").querySelector('a[href="https://ico.org.uk/make-a-complaint/"]')).not.toBeNull();
  });
});
