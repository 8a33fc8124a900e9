import type { Browser, Page } from "playwright-core";
import glossary from "../../content/pages/glossary.json";
import tools from "../../content/pages/tools.json";
import { launchBrowser, openPage, PHONE, waitForHydration } from "./browser";

// Glossary and playbook filtering, URL state and outbound tool links in a real browser.

// The browser project's testTimeout in jest.config.js does not reach tests (jest reads it only as a
// global option), and a busy 2-core machine needs longer than jest's default 5 s.
jest.setTimeout(60_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Errors other than the 404s of prefetching links to pages another branch builds. */
const uncaught = (errors: string[]) => errors.filter((error) => !error.startsWith("Failed to load resource"));

async function waitForStatus(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('main [role="status"]')?.textContent === expected,
    text,
    { timeout: 15_000 },
  );
}

const visibleHeadings = (page: Page, section: string) =>
  page.locator(`#${section} li h3`).evaluateAll((headings) => headings.map((h) => h.textContent));

const searchParams = (page: Page) => new URL(page.url()).searchParams;

describe("glossary", () => {
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search terms" });

  it("shows all 18 terms, narrows live as you type, and reports it politely", async () => {
    const { page, context, errors } = await openPage(browser, "/glossary/");
    await waitForHydration(page);
    await waitForStatus(page, "Showing 18 of 18 terms");
    expect(await page.locator('main [role="status"]').count()).toBe(1);
    await search(page).pressSequentially("look");
    await waitForStatus(page, "Showing 1 of 18 terms");
    expect(await visibleHeadings(page, "terms")).toEqual(["Lookalike Audience"]);
    expect(searchParams(page).get("q")).toBe("look");
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it("appends ' in {category}' when a category is chosen", async () => {
    const { page, context } = await openPage(browser, "/glossary/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Social Media" });
    await button.click();
    await waitForStatus(page, "Showing 2 of 18 terms in Social Media");
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    expect(await visibleHeadings(page, "terms")).toEqual(["Lookalike Audience", "Retargeting"]);
    expect(searchParams(page).get("category")).toBe("Social Media");
    await page.getByRole("button", { name: "All" }).click();
    await waitForStatus(page, "Showing 18 of 18 terms");
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("shows the empty state when nothing matches", async () => {
    const { page, context } = await openPage(browser, "/glossary/");
    await waitForHydration(page);
    await search(page).fill("no such marketing term");
    await waitForStatus(page, "Showing 0 of 18 terms");
    expect(await page.getByRole("heading", { name: "No terms found" }).isVisible()).toBe(true);
    expect(await page.getByText("Try adjusting your search or filter criteria.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await waitForStatus(page, "Showing 18 of 18 terms");
    await context.close();
  });

  it("matches '(' and '.*' literally, without crashing", async () => {
    const { page, context, errors } = await openPage(browser, "/glossary/");
    await waitForHydration(page);
    const withBracket = glossary.glossary.terms
      .filter((t) => `${t.term} ${t.definition}`.includes("("))
      .map((t) => t.term);
    await search(page).fill("(");
    await waitForStatus(page, `Showing ${withBracket.length} of 18 terms`);
    expect(await visibleHeadings(page, "terms")).toEqual(withBracket);
    await search(page).fill(".*");
    await waitForStatus(page, "Showing 0 of 18 terms");
    expect(await page.getByRole("heading", { name: "No terms found" }).isVisible()).toBe(true);
    await search(page).fill("(cpc)");
    await waitForStatus(page, "Showing 1 of 18 terms");
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it("restores the search and category from the URL, on a shared link and on reload", async () => {
    const { page, context } = await openPage(browser, "/glossary/?q=roas&category=PPC");
    await waitForHydration(page);
    await waitForStatus(page, "Showing 1 of 18 terms in PPC");
    expect(await search(page).inputValue()).toBe("roas");
    expect(await page.getByRole("button", { name: "PPC" }).getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("button", { name: "Email" }).click();
    await search(page).fill("cart");
    await waitForStatus(page, "Showing 1 of 18 terms in Email");
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await waitForStatus(page, "Showing 1 of 18 terms in Email");
    expect(await search(page).inputValue()).toBe("cart");
    expect(await visibleHeadings(page, "terms")).toEqual(["Abandoned Cart Sequence"]);
    await context.close();
  });

  it("shows every term without JavaScript", async () => {
    const { page, context } = await openPage(browser, "/glossary/", { javaScriptEnabled: false });
    expect(await visibleHeadings(page, "terms")).toHaveLength(18);
    await context.close();
  });

  it("keeps the category buttons at least 44px on a phone", async () => {
    const { page, context } = await openPage(browser, "/glossary/", { viewport: PHONE });
    const sizes = await page
      .locator('main [role="group"] button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(sizes).toHaveLength(7);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});

describe("playbooks", () => {
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search playbooks" });

  it("counts '6 playbooks found', then '1 playbook found' as you type", async () => {
    const { page, context, errors } = await openPage(browser, "/playbooks/");
    await waitForHydration(page);
    await waitForStatus(page, "6 playbooks found");
    await search(page).pressSequentially("broad");
    await waitForStatus(page, "1 playbook found");
    expect(await visibleHeadings(page, "playbooks")).toEqual(["Broad Match Strategy Playbook"]);
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it("filters by category and shows the empty state", async () => {
    const { page, context } = await openPage(browser, "/playbooks/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "E-commerce" }).click();
    await waitForStatus(page, "1 playbook found");
    await search(page).fill("local");
    await waitForStatus(page, "0 playbooks found");
    expect(await page.getByRole("heading", { name: "No playbooks found" }).isVisible()).toBe(true);
    expect(await page.getByText("Try adjusting your search or filter criteria.").isVisible()).toBe(true);
    await context.close();
  });

  it("matches '(' and '.*' literally, without crashing", async () => {
    const { page, context, errors } = await openPage(browser, "/playbooks/");
    await waitForHydration(page);
    await search(page).fill("(");
    await waitForStatus(page, "1 playbook found");
    expect(await visibleHeadings(page, "playbooks")).toEqual(["Technical SEO Playbook"]);
    await search(page).fill(".*");
    await waitForStatus(page, "0 playbooks found");
    expect(await page.getByRole("heading", { name: "No playbooks found" }).isVisible()).toBe(true);
    expect(uncaught(errors)).toEqual([]);
    await context.close();
  });

  it("restores the filter from the URL after a reload", async () => {
    const { page, context } = await openPage(browser, "/playbooks/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Email" }).click();
    await search(page).fill("welcome");
    await waitForStatus(page, "1 playbook found");
    expect(searchParams(page).get("q")).toBe("welcome");
    expect(searchParams(page).get("category")).toBe("Email");
    await page.reload({ waitUntil: "load" });
    await waitForHydration(page);
    await waitForStatus(page, "1 playbook found");
    expect(await search(page).inputValue()).toBe("welcome");
    expect(await page.getByRole("button", { name: "Email" }).getAttribute("aria-pressed")).toBe("true");
    expect(await visibleHeadings(page, "playbooks")).toEqual(["Email Automation Playbook"]);
    await context.close();
  });
});

describe("tools", () => {
  it("opens recommended tools in a new tab with safe rel values, sponsored where affiliate", async () => {
    const { page, context, externalRequests } = await openPage(browser, "/tools/");
    await waitForHydration(page);
    const links = await page.locator('#tool-stack a[href^="https://"]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute("href"),
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    const recommended = tools.toolStack.categories.flatMap((category) => category.tools);
    expect(links).toHaveLength(recommended.length);
    for (const tool of recommended) {
      const link = links.find((l) => l.href === tool.link);
      expect(link?.target).toBe("_blank");
      const rel = link?.rel?.split(" ") ?? [];
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      expect(rel.includes("sponsored")).toBe("affiliate" in tool && tool.affiliate === true);
    }
    const name = await page.getByRole("link", { name: "Visit Ahrefs (opens in a new tab)" }).count();
    expect(name).toBe(1);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});

describe("resources newsletter", () => {
  it("never sends the address or puts it in the URL", async () => {
    const { page, context, externalRequests } = await openPage(browser, "/resources/");
    await waitForHydration(page);
    const before = page.url();
    const email = page.getByRole("textbox", { name: "Email address" });
    await email.fill("someone@example.com");
    await email.press("Enter");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
    expect(page.url()).not.toContain("example.com");
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});
