import { defineConfig } from "@playwright/test";
import { BASE_URL, DESKTOP, PORT, TEST_CHROMIUM } from "./tests/browser/support/browser";

// Browser tests: the built site in public/, served as the production host serves it (scripts/serve.ts applies
// public/_headers and compresses), in Debian's Chromium. One browser per worker, one worker per core.

export default defineConfig({
  testDir: "tests/browser",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: Number(process.env.BROWSER_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // An assertion waits for what it expects for up to 15 s rather than Playwright's 5 s: CI runs these tests
  // while a second build of the site shares the two cores, and a page's script may take seconds to start.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? "dot" : "list",
  use: {
    baseURL: BASE_URL,
    viewport: DESKTOP,
    // As a visitor who asked for less motion: the site's smooth scrolling otherwise slows every action on a control
    // off the screen by the scroll's 0.4-1.5 s before Playwright may act. The smooth scroll itself is tested where
    // it is the subject (services.spec.ts), with no-preference.
    reducedMotion: "reduce",
    launchOptions: TEST_CHROMIUM,
  },
  webServer: {
    command: `node --import tsx scripts/serve.ts`,
    url: `${BASE_URL}/`,
    env: { PORT: String(PORT) },
    // Never another checkout's server that happens to hold the port: its site is not this one.
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
