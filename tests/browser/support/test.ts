import { test as base, type Page } from "@playwright/test";
import { BASE_URL, DESKTOP, watch, type Watched } from "./browser";

interface Reused {
  page: Page;
  watched: Watched;
}

/**
 * Playwright's test, with `watched`: what the test's page did wrong (errors, outside requests, CSP violations);
 * `reused`: one page per worker, with its recorder reset before each test, for the site-wide sweeps, where a new
 * context per test would cost more than the checks; and `shared`: that page as a new test's page would be (the
 * desktop viewport, reduced motion as playwright.config.ts sets it, the pointer at the corner, nothing recorded),
 * with the routes the test adds removed after it, for tests that need nothing of a new context but a new document.
 * A new context costs about a quarter of a second, more than such a test's own load.
 */
export const test = base.extend<{ watched: Watched; shared: Reused }, { reused: Reused }>({
  watched: async ({ page }, use) => {
    await use(await watch(page));
  },
  reused: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: BASE_URL });
      const page = await context.newPage();
      await use({ page, watched: await watch(page) });
      await context.close();
    },
    { scope: "worker" },
  ],
  shared: async ({ reused }, use) => {
    const { page, watched } = reused;
    await page.setViewportSize(DESKTOP);
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Where a new page's pointer is: over nothing the next page could show as hovered.
    await page.mouse.move(0, 0);
    watched.reset();
    watched.ignore = undefined;
    await use(reused);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  },
});

export { expect } from "@playwright/test";
