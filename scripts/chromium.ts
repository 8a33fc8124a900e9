import type { Page } from "playwright-core";

// The browser the scripts measure in: Debian's Chromium, the full browser, with the flags that keep it off the closed
// network (README, "Set-up"); the viewports they measure and the tests test at, and how both wait for a page's
// islands. (The tests run in the same Chromium's headless shell: tests/browser/support/browser.ts.)

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
 * hydrated it. An island wakes only as it nears the viewport (gatsby/islands/loader.ts), so each one still asleep
 * is scrolled into view in turn, as a visitor would scroll to it, and the page is then scrolled back to where it
 * was. One more frame lets the hydration's effects run.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const start = await page.evaluate(() => ({ left: scrollX, top: scrollY }));
  let scrolled = false;
  for (;;) {
    const asleep = await page.evaluate(() => {
      const roots = [...document.querySelectorAll("[data-island]")];
      const index = roots.findIndex((root) => !root.hasAttribute("data-hydrated"));
      // The root adds no box (display: contents): its first child is what the visitor sees.
      if (index >= 0) roots[index]!.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" });
      return index;
    });
    if (asleep < 0) break;
    scrolled = true;
    await page.waitForFunction(
      (index) => document.querySelectorAll("[data-island]")[index]?.hasAttribute("data-hydrated") !== false,
      asleep,
    );
  }
  if (scrolled) await page.evaluate((to) => window.scrollTo({ ...to, behavior: "instant" }), start);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
