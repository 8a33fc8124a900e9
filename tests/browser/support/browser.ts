import type { Page } from "@playwright/test";
import { CHROMIUM, DESKTOP, PHONE, waitForHydration } from "../../../scripts/chromium";

// The viewports and hydration wait are the scripts' too (scripts/chromium.ts): the tests take them there.
export { DESKTOP, PHONE, waitForHydration };

/**
 * The tests' browser: Chromium's headless shell, from Debian's package of that name. It is the same Chromium (its
 * Blink and V8, at the same version) without the full browser's windows and interface, and it is what Playwright
 * runs headless tests in by default. The browser tests took 143 s in it where the full browser took 220-240 s: a
 * new page or context costs a fraction. The bench measures in the full browser (scripts/chromium.ts), as visitors'
 * browsers are, with the same flags but the headless mode's, which is the shell's only one.
 */
export const TEST_CHROMIUM = {
  executablePath: "/usr/bin/chromium-headless-shell",
  args: CHROMIUM.args.filter((arg) => !arg.startsWith("--headless")),
};

/** Where playwright.config.ts serves the built site for the tests. */
export const PORT = Number(process.env.BROWSER_TEST_PORT ?? 9323);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Stops the page's clock (page.clock, installed before the page loaded) a minute ahead of the page's time: what
 * the page had scheduled so far has run, and what it schedules from now on waits for clock.runFor.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
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

/** Starts the console line by which a page reports a CSP violation to watch(). */
const CSP_MARK = "[csp violation] ";

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
  // Reported through the console, which is watched anyway: a function exposed to the page would cost each new
  // page a binding in every frame.
  await page.addInitScript((mark) => {
    const debug = console.debug.bind(console);
    document.addEventListener("securitypolicyviolation", (event) => {
      debug(`${mark}${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  }, CSP_MARK);
  page.on("pageerror", (error) => watched.errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "debug" && message.text().startsWith(CSP_MARK)) {
      watched.cspViolations.push(message.text().slice(CSP_MARK.length));
      return;
    }
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
