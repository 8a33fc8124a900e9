import type { Page } from "@playwright/test";
import searchFile from "../../content/pages/search.json";
import { searchCopy } from "../../src/lib/siteSearch";
import { PHONE, waitForHydration } from "./support/browser";
import { expectedH1 } from "./support/site";
import { expect, test } from "./support/test";

// The site search (src/lib/siteSearch.ts) in a real browser, against the index the build wrote: Pagefind's script,
// WebAssembly and index load on the search page under its own Content-Security-Policy.

const SEARCH = "/search/";
const ARTICLE = "/blog/broad-match-smart-bidding/";
/** A word that only that article's text has (content/blog/broad-match-smart-bidding.md). */
const ONLY_IN_ARTICLE = "flooding";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: searchFile.search.label });
const status = (page: Page) => page.getByRole("main").getByRole("status");
const results = (page: Page) => page.getByRole("list", { name: searchCopy.resultsLabel }).getByRole("listitem");

async function open(page: Page, path = SEARCH): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe("the search page", () => {
  test("finds an article by a word only its text has, and shows its section, title and a passage", async ({
    page,
    watched,
  }) => {
    await open(page);
    await searchBox(page).fill(ONLY_IN_ARTICLE);
    await expect(status(page)).toHaveText(searchCopy.countLine(1, ONLY_IN_ARTICLE));
    await expect(status(page)).toHaveAttribute("role", "status");
    const result = results(page).first();
    await expect(result.getByText("Blog", { exact: true })).toBeVisible();
    const title = result.getByRole("link", { name: expectedH1(ARTICLE) });
    await expect(title).toHaveAttribute("href", ARTICLE);
    await expect(result.locator("mark")).toContainText([new RegExp(ONLY_IN_ARTICLE, "i")]);
    await expect(result).toContainText("burst pipe flooding kitchen");
    await title.click();
    await page.waitForURL(ARTICLE);
    await expect(page.locator("h1")).toHaveText(expectedH1(ARTICLE));
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
    expect(watched.externalRequests).toEqual([]);
  });

  test("keeps the query in the address as ?q=, through a reload and back from a result", async ({ page }) => {
    await open(page);
    await searchBox(page).fill("smart bidding");
    await expect(results(page).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get("q")).toBe("smart bidding");
    const count = await status(page).textContent();

    await page.reload();
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue("smart bidding");
    await expect(status(page)).toHaveText(count!);

    await results(page).first().getByRole("link").click();
    await page.waitForURL((url) => url.pathname !== SEARCH);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === SEARCH);
    await expect(searchBox(page)).toHaveValue("smart bidding");
    await expect(status(page)).toHaveText(count!);
  });

  test("searches for the ?q= of a shared link", async ({ page }) => {
    await open(page, `${SEARCH}?q=${ONLY_IN_ARTICLE}`);
    await expect(searchBox(page)).toHaveValue(ONLY_IN_ARTICLE);
    await expect(results(page)).toHaveCount(1);
  });

  for (const query of ["(.*", ".*?", "\\"]) {
    test(`takes ${query} as typed: no page matches, no error`, async ({ page, watched }) => {
      await open(page);
      await searchBox(page).fill(query);
      await expect(status(page)).toHaveText(searchCopy.countLine(0, query));
      await expect(page.getByText(searchFile.search.noMatchHint)).toBeVisible();
      await expect(results(page)).toHaveCount(0);
      await page.getByRole("link", { name: searchFile.browse.title }).click();
      await expect(page.getByRole("heading", { name: searchFile.browse.title })).toBeInViewport();
      expect(new URL(page.url()).searchParams.get("q")).toBe(query);
      expect(watched.errors).toEqual([]);
    });
  }

  test("works from the keyboard: type, Tab to the results, Enter to open one, and more on request", async ({
    page,
  }) => {
    await open(page);
    await searchBox(page).focus();
    await page.keyboard.type("marketing");
    // The results for the whole word: on a busy machine the typing pauses, and a part of it ("market") may be
    // searched and shown first. "Show more" asked of that would be reset by the word's own results.
    await expect(status(page)).toHaveText(/pages match “marketing”$/);
    await expect(results(page).first()).toBeVisible();
    const total = Number(/^(\d+)/.exec((await status(page).textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(10);
    await expect(results(page)).toHaveCount(10);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const first = results(page).first().getByRole("link");
    await expect(first).toBeFocused();

    await page.getByRole("button", { name: searchCopy.moreResults }).focus();
    await page.keyboard.press("Enter");
    await expect(results(page)).toHaveCount(Math.min(total, 20));
    const eleventh = results(page).nth(10).getByRole("link");
    await expect(eleventh).toBeFocused();
    const href = await eleventh.getAttribute("href");
    await page.keyboard.press("Enter");
    await page.waitForURL(href!);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page says search needs JavaScript and links to the main sections", async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.locator("h1")).toHaveText(searchFile.intro.title);
    // getByText leaves <noscript> out, so the note is found by where it is.
    await expect(page.locator("main noscript p")).toHaveText(searchFile.search.noScript);
    await expect(page.locator("main noscript p")).toBeVisible();
    await expect(searchBox(page)).toBeHidden();
    const sections = page.locator("#sections");
    for (const link of searchFile.browse.links) {
      await expect(sections.getByRole("link", { name: new RegExp(`^${link.label}`) })).toHaveAttribute(
        "href",
        `${link.href}/`,
      );
    }
  });

  test("the header's search link leads there", async ({ page }) => {
    await page.goto("/");
    await page.locator("header").getByRole("link", { name: "Search", exact: true }).click();
    await page.waitForURL(SEARCH);
    await expect(page.locator("h1")).toHaveText(searchFile.intro.title);
  });
});

test.describe("the header's search entry", () => {
  test("leads to the search page, and marks it as the current page there", async ({ page }) => {
    await open(page, "/");
    const link = page.locator("header").getByRole("link", { name: "Search", exact: true });
    await link.click();
    await page.waitForURL(SEARCH);
    await expect(page.locator("h1")).toHaveText(searchFile.intro.title);
    await waitForHydration(page);
    await expect(link).toHaveAttribute("aria-current", "page");
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: PHONE });

    test("the mobile menu's search entry leads to the search page", async ({ page }) => {
      await open(page, "/");
      await page.locator("header summary", { hasText: "Menu" }).click();
      const mobile = page.getByRole("navigation", { name: "Mobile" });
      await mobile.getByRole("link", { name: "Search", exact: true }).click();
      await page.waitForURL(SEARCH);
      await expect(page.locator("h1")).toHaveText(searchFile.intro.title);
    });
  });
});
