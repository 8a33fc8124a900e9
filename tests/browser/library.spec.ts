import type { Page } from "@playwright/test";
import glossaryFile from "../../content/pages/glossary.json";
import toolsFile from "../../content/pages/tools.json";
import { PHONE, waitForHydration } from "./support/browser";
import { requestsDuring } from "./support/requests";
import { holdScripts } from "./support/scripts";
import { expect, test } from "./support/test";
import { shown } from "../helpers/contentFixtures";

// Glossary and playbook filtering, URL state, outbound tool links and the resources newsletter in a real browser.

// The content as the page shows it, with its placeholders filled.
const glossary = shown(glossaryFile);
const tools = shown(toolsFile);

const TERMS = glossary.glossary.terms.length;
const status = (page: Page) => page.locator('main [role="status"]');
const visibleHeadings = (page: Page, section: string) => page.locator(`#${section} li h3`).allTextContents();
const searchParams = (page: Page) => new URL(page.url()).searchParams;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("glossary", () => {
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search terms" });

  test(`shows all ${TERMS} terms, narrows live as you type, and reports it politely`, async ({ page, watched }) => {
    await open(page, "/glossary/");
    await expect(status(page)).toHaveText(`Showing ${TERMS} of ${TERMS} terms`);
    await expect(status(page)).toHaveCount(1);
    await search(page).pressSequentially("look");
    await expect(status(page)).toHaveText(`Showing 1 of ${TERMS} terms`);
    expect(await visibleHeadings(page, "terms")).toEqual(["Lookalike Audience"]);
    expect(searchParams(page).get("q")).toBe("look");
    expect(watched.errors).toEqual([]);
  });

  test("wakes card by card on the very terms the page drew, then filters them", async ({ page, watched }) => {
    // Each term's card hydrates in a task of its own, after the search and the buttons
    // (src/lib/islands/hydrateLater.tsx).
    const release = await holdScripts(page);
    await page.goto("/glossary/");
    const cards = page.locator("#terms li:has(h3)");
    await expect(cards).toHaveCount(TERMS);
    await cards.evaluateAll((elements) => elements.forEach((element) => Object.assign(element, { drawn: true })));
    await release();
    expect(await cards.evaluateAll((elements) => elements.filter((element) => "drawn" in element).length)).toBe(TERMS);
    await search(page).pressSequentially("look");
    expect(await visibleHeadings(page, "terms")).toEqual(["Lookalike Audience"]);
    expect(watched.errors).toEqual([]);
  });

  test("appends ' in {category}' when a category is chosen", async ({ page }) => {
    await open(page, "/glossary/");
    const button = page.getByRole("button", { name: "Social Media" });
    await button.click();
    const social = glossary.glossary.terms.filter((term) => term.category === "Social Media").map((term) => term.term);
    await expect(status(page)).toHaveText(`Showing ${social.length} of ${TERMS} terms in Social Media`);
    await expect(button).toHaveAttribute("aria-pressed", "true");
    expect(await visibleHeadings(page, "terms")).toEqual(social);
    expect(searchParams(page).get("category")).toBe("Social Media");
    await page.getByRole("button", { name: "All" }).click();
    await expect(status(page)).toHaveText(`Showing ${TERMS} of ${TERMS} terms`);
    expect(new URL(page.url()).search).toBe("");
  });

  test("shows the empty state when nothing matches", async ({ page }) => {
    await open(page, "/glossary/");
    await search(page).fill("no such marketing term");
    await expect(status(page)).toHaveText(`Showing 0 of ${TERMS} terms`);
    await expect(page.getByRole("heading", { name: "No terms found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(status(page)).toHaveText(`Showing ${TERMS} of ${TERMS} terms`);
  });

  test("matches '(' and '.*' literally, without crashing", async ({ page, watched }) => {
    await open(page, "/glossary/");
    const withBracket = glossary.glossary.terms
      .filter((t) => `${t.term} ${t.definition}`.includes("("))
      .map((t) => t.term);
    await search(page).fill("(");
    await expect(status(page)).toHaveText(`Showing ${withBracket.length} of ${TERMS} terms`);
    expect(await visibleHeadings(page, "terms")).toEqual(withBracket);
    await search(page).fill(".*");
    await expect(status(page)).toHaveText(`Showing 0 of ${TERMS} terms`);
    await expect(page.getByRole("heading", { name: "No terms found" })).toBeVisible();
    await search(page).fill("(cpc)");
    await expect(status(page)).toHaveText(`Showing 1 of ${TERMS} terms`);
    expect(watched.errors).toEqual([]);
  });

  test("restores the search and category from the URL, on a shared link and on reload", async ({ page }) => {
    await open(page, "/glossary/?q=roas&category=PPC");
    await expect(status(page)).toHaveText(`Showing 1 of ${TERMS} terms in PPC`);
    await expect(search(page)).toHaveValue("roas");
    await expect(page.getByRole("button", { name: "PPC" })).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Email" }).click();
    await search(page).fill("cart");
    await expect(status(page)).toHaveText(`Showing 1 of ${TERMS} terms in Email`);
    await page.reload();
    await waitForHydration(page);
    await expect(status(page)).toHaveText(`Showing 1 of ${TERMS} terms in Email`);
    await expect(search(page)).toHaveValue("cart");
    expect(await visibleHeadings(page, "terms")).toEqual(["Abandoned Cart Sequence"]);
  });

  test("keeps the category buttons at least 44px on a phone", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/glossary/");
    const sizes = await page
      .locator('main [role="group"] button')
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(44);
  });
});

test.describe("playbooks", () => {
  const search = (page: Page) => page.getByRole("searchbox", { name: "Search playbooks" });

  test("counts '6 playbooks found', then '1 playbook found' as you type", async ({ page, watched }) => {
    await open(page, "/playbooks/");
    await expect(status(page)).toHaveText("6 playbooks found");
    await search(page).pressSequentially("broad");
    await expect(status(page)).toHaveText("1 playbook found");
    expect(await visibleHeadings(page, "playbooks")).toEqual(["Broad Match Strategy Playbook"]);
    expect(watched.errors).toEqual([]);
  });

  test("filters by category and shows the empty state", async ({ page }) => {
    await open(page, "/playbooks/");
    await page.getByRole("button", { name: "E-commerce" }).click();
    await expect(status(page)).toHaveText("1 playbook found");
    await search(page).fill("local");
    await expect(status(page)).toHaveText("0 playbooks found");
    await expect(page.getByRole("heading", { name: "No playbooks found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria.")).toBeVisible();
  });

  test("matches '(' and '.*' literally, without crashing", async ({ page, watched }) => {
    await open(page, "/playbooks/");
    await search(page).fill("(");
    await expect(status(page)).toHaveText("1 playbook found");
    expect(await visibleHeadings(page, "playbooks")).toEqual(["Technical SEO Playbook"]);
    await search(page).fill(".*");
    await expect(status(page)).toHaveText("0 playbooks found");
    await expect(page.getByRole("heading", { name: "No playbooks found" })).toBeVisible();
    expect(watched.errors).toEqual([]);
  });

  test("restores the filter from the URL after a reload", async ({ page }) => {
    await open(page, "/playbooks/");
    await page.getByRole("button", { name: "Email" }).click();
    await search(page).fill("welcome");
    await expect(status(page)).toHaveText("1 playbook found");
    expect(searchParams(page).get("q")).toBe("welcome");
    expect(searchParams(page).get("category")).toBe("Email");
    await page.reload();
    await waitForHydration(page);
    await expect(status(page)).toHaveText("1 playbook found");
    await expect(search(page)).toHaveValue("welcome");
    await expect(page.getByRole("button", { name: "Email" })).toHaveAttribute("aria-pressed", "true");
    expect(await visibleHeadings(page, "playbooks")).toEqual(["Email Automation Playbook"]);
  });
});

test("/tools/ opens recommended tools in a new tab with safe rel values, sponsored where affiliate", async ({
  page,
  watched,
}) => {
  await open(page, "/tools/");
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
  await expect(page.getByRole("link", { name: "Visit Ahrefs (opens in a new tab)" })).toHaveCount(1);
  expect(watched.externalRequests).toEqual([]);
});

test("the /resources/ newsletter never sends the address or puts it in the URL", async ({ page, watched }) => {
  await page.clock.install();
  await open(page, "/resources/");
  const before = page.url();
  const email = page.getByRole("textbox", { name: "Email address" });
  await email.fill("someone@example.com");
  const requests = await requestsDuring(page, async () => {
    await email.press("Enter");
    await page.getByRole("button", { name: "Subscribe" }).click();
  });
  expect(requests).toEqual([]);
  expect(page.url()).toBe(before);
  expect(watched.externalRequests).toEqual([]);
});
