import { defineConfig } from "@playwright/test";
import { DESKTOP, TEST_CHROMIUM } from "./tests/browser/support/browser";
import { edgeArgs, edgeConfig, TEST_ONLY_SETTINGS, WRANGLER, workerSettingNames } from "./tests/helpers/edge";

// The forms' delivery (tests/connected/): the site built with LEADS_ENDPOINT=/api/leads, which scripts/test.sh builds in
// a copy of the project (CONNECTED_SITE is its public/ folder), served as the host serves it, by workerd (`wrangler dev`,
// tests/helpers/edge.ts), through the site's Worker and its lead receiver, with its settings from scripts/test.sh.
// One worker: the tests share the stand-ins on their fixed ports.

/**
 * The Worker's settings the tests give it, as the host's secrets would: those a deploy sets (.dev.vars.example) and
 * the stand-ins' addresses, each from scripts/test.sh's environment when it sets it.
 */
const RECEIVER_SETTINGS = [...workerSettingNames(), ...TEST_ONLY_SETTINGS];
const vars = Object.fromEntries(
  RECEIVER_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
);

const PORT = 9324;

export default defineConfig({
  testDir: "tests/connected",
  testMatch: "**/*.spec.ts",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // As in playwright.config.ts: an assertion waits up to 15 s, for a busy machine.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? "dot" : "list",
  use: { baseURL: `http://127.0.0.1:${PORT}`, viewport: DESKTOP, launchOptions: TEST_CHROMIUM },
  webServer: {
    // The tests send many leads from one address: the host's limit is raised for them (tests/postbuild/edge.test.ts
    // holds the receiver to the limit wrangler.toml sets).
    command: [
      "node",
      WRANGLER,
      ...edgeArgs(edgeConfig({ assets: process.env.CONNECTED_SITE ?? "public", leadsAMinute: 1000 }), PORT, vars),
    ]
      .map((arg) => JSON.stringify(arg))
      .join(" "),
    url: `http://127.0.0.1:${PORT}/`,
    env: { WRANGLER_SEND_METRICS: "false" },
    reuseExistingServer: false,
    stdout: "ignore",
  },
});
