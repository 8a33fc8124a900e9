import { test as base, type Page } from "@playwright/test";
import { BASE_URL, watch, type Watched } from "./browser";

interface Reused {
  page: Page;
  watched: Watched;
}

/**
 * Playwright's test, with `watched`: what the test's page did wrong (errors, outside requests, CSP violations);
 * and `reused`: one page per worker, with its recorder reset before each test, for the site-wide sweeps, where
 * a new context per test would cost more than the checks.
 */
export const test = base.extend<{ watched: Watched }, { reused: Reused }>({
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
});

export { expect } from "@playwright/test";
