import type { Page } from "@playwright/test";

// Debian's Chromium with the flags that keep it off the closed network (README, "Set-up").
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Where playwright.config.ts serves the built site for the tests. */
export const PORT = Number(process.env.BROWSER_TEST_PORT ?? 9323);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Waits until the page has hydrated. Hydration runs as a transition, in slices (gatsby-browser.tsx), so
 * the root's marker is not enough: React marks each element it hydrates with a `__reactFiber$…` key, and
 * the last element of the page (Gatsby's route announcer) is hydrated last. One more frame lets the
 * commit's effects run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const elements = document.querySelectorAll("#___gatsby *");
    const last = elements[elements.length - 1];
    return Boolean(last && Object.keys(last).some((key) => key.startsWith("__reactFiber")));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

export interface Watched {
  /** Uncaught page errors and console errors, with where they came from. */
  errors: string[];
  /** Requests that left the test server: there should never be any. */
  externalRequests: string[];
  /** Requests other than GET (a simulated form send must make none). */
  nonGetRequests: string[];
  /** Content-Security-Policy violations the documents reported. */
  cspViolations: string[];
  /** Console messages to leave out, such as the 404 of a page that is meant to be missing. */
  ignore?: (message: string, url: string) => boolean;
  /** Forgets everything recorded so far (for a page reused by the next test). */
  reset: () => void;
}

/**
 * Records what a page does wrong from now on. Call it before the first navigation: CSP violations are
 * recorded by a script that runs in every document before the page's own.
 */
export async function watch(page: Page): Promise<Watched> {
  const watched: Watched = {
    errors: [],
    externalRequests: [],
    nonGetRequests: [],
    cspViolations: [],
    reset: () => {
      for (const list of [watched.errors, watched.externalRequests, watched.nonGetRequests, watched.cspViolations]) {
        list.length = 0;
      }
    },
  };
  await page.exposeFunction("__reportCsp", (line: string) => watched.cspViolations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCsp?: (line: string) => void }).__reportCsp;
      void report?.(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  page.on("pageerror", (error) => watched.errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    const url = message.location().url;
    if (watched.ignore?.(message.text(), url)) return;
    if (message.type() === "error") watched.errors.push(`console: ${message.text()} (${url})`);
  });
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.hostname !== "127.0.0.1" && url.hostname !== "localhost") {
      watched.externalRequests.push(request.url());
    }
    if (request.method() !== "GET") watched.nonGetRequests.push(`${request.method()} ${request.url()}`);
  });
  return watched;
}
