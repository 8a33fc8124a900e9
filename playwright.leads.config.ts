import { defineConfig } from "@playwright/test";
import { CHROMIUM, DESKTOP } from "./tests/browser/support/browser";

// The forms' delivery (tests/leads/): the site built with LEADS_ENDPOINT, which scripts/test.sh builds in a copy of
// the project (LEADS_SITE is its public/ folder), served as playwright.config.ts serves the default build. One
// worker: the tests share the receiver on the endpoint's fixed port.

const PORT = 9324;

export default defineConfig({
  testDir: "tests/leads",
  testMatch: "**/*.spec.ts",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // As in playwright.config.ts: an assertion waits up to 15 s, for a busy machine.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? "dot" : "list",
  use: { baseURL: `http://127.0.0.1:${PORT}`, viewport: DESKTOP, launchOptions: CHROMIUM },
  webServer: {
    command: "node --import tsx scripts/serve.ts",
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), SITE_ROOT: process.env.LEADS_SITE ?? "" },
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
