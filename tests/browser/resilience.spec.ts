import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { readingProblems } from "./support/reading";
import { documentFor } from "../helpers/builtSite";
import { builtPaths, expectedH1, templatePaths } from "./support/site";

// When the islands' scripts fail to load (a stale deploy, a flaky network, a blocker), the page keeps its prerendered
// content, its links still lead on and its header menus still open: they are <details>, and need no island's code.
// One page per template that has an island, each on the worker's page (a new context would cost more than the
// check). A template without one asks for no island's script, so blocking them changes nothing there: the sweep
// already reads it before its scripts run, opens its menus and follows a link from it (sweep.spec.ts).

/** The first visible link to another built page: main content first, then footer and header. */
async function linkToAnotherPage(page: Page, from: string): Promise<string | undefined> {
  const hrefs = await page
    .locator("main a[href^='/']:visible, footer a[href^='/']:visible, header a[href^='/']:visible")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((href) => builtPaths.includes(href) && href !== from);
}

test.describe("when the islands' scripts fail to load", () => {
  for (const path of templatePaths.filter((page) => documentFor(page).querySelector("[data-island]"))) {
    test(`${path} still shows its prerendered content, its menus open and its links navigate`, async ({
      shared: { page, watched },
    }) => {
      let blocked = 0;
      await page.route("**/islands/*.js", (route) => {
        blocked += 1;
        return route.abort();
      });
      await page.goto(path, { waitUntil: "load" });
      // The loader asks for an island's modules a frame after the first paint, once the island is near the
      // viewport: bring it there, and look again every 20 ms until the loader has asked.
      await page.locator("[data-island] > *").first().scrollIntoViewIfNeeded();
      await expect.poll(() => blocked, { intervals: [20] }).toBeGreaterThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.locator("h1")).toHaveText(expectedH1(path));
      expect(await readingProblems(page, { mainOnly: true })).toEqual([]);
      const menu = page.getByRole("navigation", { name: "Main" }).locator("summary").first();
      await menu.click();
      await expect(page.locator("header details[open] a").first()).toBeVisible();
      await menu.click();
      const target = await linkToAnotherPage(page, path);
      expect(target).toBeDefined();
      await page.locator(`a[href="${target}"]:visible`).first().click();
      await page.waitForURL(target!);
      await expect(page.locator("h1")).toHaveText(expectedH1(target!));
      // The blocked scripts are all that went wrong.
      expect(watched.errors.filter((error) => !/ERR_FAILED/.test(error))).toEqual([]);
    });
  }
});
