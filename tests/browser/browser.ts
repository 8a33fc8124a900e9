import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

// Debian's Chromium with the flags that keep it off the closed network (DEVELOPERS.md).
const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export function baseUrl(): string {
  const url = process.env.SITE_BASE_URL;
  if (!url) throw new Error("SITE_BASE_URL is not set: the browser project's globalSetup starts the server");
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Requests that left localhost: there should never be any. */
  externalRequests: string[];
  /** Uncaught page errors and console errors. */
  errors: string[];
}

/** A fresh context and page at a path of the built site, recording errors and outside requests. */
export async function openPage(
  browser: Browser,
  path: string,
  options: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    reducedMotion?: "reduce" | "no-preference";
  } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  const externalRequests: string[] = [];
  const errors: string[] = [];
  const base = new URL(baseUrl());
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.host !== base.host && url.protocol.startsWith("http")) externalRequests.push(request.url());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  return { page, context, externalRequests, errors };
}

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
