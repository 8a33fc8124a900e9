import type { Page } from "playwright-core";

// The browser the scripts and the browser tests drive: Debian's Chromium with the flags that keep it off the closed
// network (README, "Set-up"), the viewports they measure and test at, and how they wait for a page's islands.

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

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Waits until the page's islands have hydrated (src/lib/islands): each island's root is marked once Preact has
 * hydrated it. One more frame lets the hydration's effects run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every((root) => root.hasAttribute("data-hydrated")),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
