import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { readingProblems } from "./support/reading";
import { builtPaths, expectedH1, templatePaths } from "./support/site";

// When a template's chunk or a page's data fails to load (a stale deploy, a flaky network), Gatsby gives up
// on rendering React and the page keeps its prerendered content; its links must still lead on. One page per
// template: pages of a template load the same chunk.

/** Resolves when Gatsby reports that it will not render the page (a console error or an uncaught error). */
function gatsbyGivesUp(page: Page): Promise<void> {
  const gaveUp = (text: string) => text.includes("Not rendering React");
  return new Promise((resolve) => {
    page.on("console", (message) => gaveUp(message.text()) && resolve());
    page.on("pageerror", (error) => gaveUp(error.message) && resolve());
  });
}

/** The first visible link to another built page: main content first, then footer and header. */
async function linkToAnotherPage(page: Page, from: string): Promise<string | undefined> {
  const hrefs = await page
    .locator("main a[href^='/']:visible, footer a[href^='/']:visible, header a[href^='/']:visible")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((href) => builtPaths.includes(href) && href !== from);
}

for (const [what, pattern] of [
  ["a template chunk", "**/component---*.js"],
  ["its page-data.json", "**/page-data/**/page-data.json"],
] as const) {
  test.describe(`when ${what} fails to load`, () => {
    for (const path of templatePaths) {
      test(`${path} still shows its prerendered content, and its links still navigate`, async ({ page }) => {
        await page.route(pattern, (route) => route.abort());
        const gaveUp = gatsbyGivesUp(page);
        await page.goto(path);
        await gaveUp;
        await expect(page.locator("h1")).toHaveText(expectedH1(path));
        expect(await readingProblems(page, { mainOnly: true })).toEqual([]);
        const target = await linkToAnotherPage(page, path);
        expect(target).toBeDefined();
        await page.locator(`a[href="${target}"]:visible`).first().click();
        await page.waitForURL(target!);
        await expect(page.locator("h1")).toHaveText(expectedH1(target!));
      });
    }
  });
}
