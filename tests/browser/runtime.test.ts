import type { Browser, BrowserContext, Page } from "playwright-core";
import { builtPages, documentFor } from "../helpers/builtSite";
import { baseUrl, DESKTOP, launchBrowser, waitForHydration } from "./browser";

// Gate 6 in the browser, and gate 8's service-worker check: every page served with public/_headers
// (the test server applies them) loads, hydrates and makes one client-side navigation with no CSP
// violation, no page error and no console error, and never registers a service worker.

const NOT_FOUND = "/this-page-does-not-exist/";
const pages = builtPages();
const built = pages.map((page) => page.urlPath);
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const expectedH1 = (urlPath: string) => squash(documentFor(urlPath).querySelector("h1")?.textContent);

/** 404s that are not defects: an unknown URL, and Gatsby's page-data lookups for it. */
function isExpected404(path: string, source: string): boolean {
  const pathname = new URL(source).pathname.replace(/\/page-data\.json$/, "").replace(/^\/page-data/, "");
  const target = pathname === "/index" ? "/" : pathname;
  return path === NOT_FOUND && target.replace(/\/$/, "") === NOT_FOUND.replace(/\/$/, "");
}

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: DESKTOP });
  // In every document, before any of its scripts: record CSP violations as the page sees them.
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__csp.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
});

afterAll(async () => {
  await browser.close();
});

/** The first visible internal link to another built page: main content first, then the footer. */
async function linkToAnotherPage(page: Page, from: string): Promise<string | undefined> {
  const hrefs = await page
    .locator("main a[href^='/']:visible, footer a[href^='/']:visible, header a[href^='/']:visible")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((href) => built.includes(href) && href !== from);
}

describe.each([...built, NOT_FOUND])("%s", (path) => {
  it("loads under its CSP, hydrates, and navigates client-side with no violation or error", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      const source = message.location().url;
      if (/status of 404/.test(message.text()) && isExpected404(path, source)) return;
      if (message.type() === "error" || /Content.Security.Policy/i.test(message.text()))
        errors.push(`console: ${message.text()} (${source})`);
    });
    try {
      const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      const target = path === NOT_FOUND ? "/" : await linkToAnotherPage(page, path);
      expect(target).toBeDefined();
      await page.locator(`a[href="${target}"]:visible`).first().click();
      await page.waitForURL(`${baseUrl()}${target}`);
      await page.waitForFunction(
        (h1) => document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim() === h1,
        expectedH1(target!),
      );
      // Gatsby's route announcer reads the new page's h1.
      await page.waitForFunction(
        (h1) => document.getElementById("gatsby-announcer")?.textContent === `Navigated to ${h1}`,
        expectedH1(target!),
      );
      // A client-side navigation, not a reload: the document (and the mark on its window) is the same.
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
      expect(errors).toEqual([]);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    } finally {
      await page.close();
    }
  });
});
