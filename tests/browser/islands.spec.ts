import type { Page } from "@playwright/test";
import { ISLANDS_START_BOUND_MS, ISLANDS_WAKE_MARGIN } from "../../gatsby/islands/loader";
import { expect, test } from "./support/test";
import { DESKTOP, waitForHydration } from "./support/browser";

// How the islands wake, beyond what the sweep checks on every page it loads (support/islands.ts: requested after
// load and the first contentful paint, hydrated without changing the prerendered DOM): the bound that starts them
// when the browser reports no paint, an island far below the fold that waits for the visitor to come near, and one
// the visitor types in before that.

test("the islands start within their bound after load when the browser reports no first contentful paint", async ({
  page,
  watched,
}) => {
  // A browser that never delivers the paint's entry (a page loaded in a background tab, say).
  await page.addInitScript(() => {
    const Observer = window.PerformanceObserver;
    class NoPaint extends Observer {
      override observe(options?: PerformanceObserverInit) {
        if (options?.type !== "paint") super.observe(options);
      }
    }
    window.PerformanceObserver = NoPaint;
  });
  await page.goto("/contact/");
  await waitForHydration(page);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      load: navigation!.loadEventStart,
      starts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/islands/"))
        .map((entry) => entry.startTime),
    };
  });
  expect(timing.starts.length).toBeGreaterThanOrEqual(2);
  // Started by the bound's timer, which cannot fire earlier: the paint's entry never came.
  for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.load + ISLANDS_START_BOUND_MS);
  expect(watched.errors).toEqual([]);
});

/** The islands' modules the page has requested so far. */
const islandRequests = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/islands/")),
  );

test("an island far below the fold loads only as the visitor scrolls near it", async ({ page, watched }) => {
  // On /contact/ at the desktop size the form starts well below the first screen and the wake margin.
  await page.goto("/contact/");
  const form = page.locator("[data-island='enquiry-form']");
  const top = await form.evaluate((root) => root.firstElementChild!.getBoundingClientRect().top);
  expect(top).toBeGreaterThan(DESKTOP.height + parseInt(ISLANDS_WAKE_MARGIN, 10));
  // The loader watches from a frame after load and the first contentful paint: let that frame and its task pass.
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(resolve)))),
  );
  expect(await islandRequests(page)).toEqual([]);
  await form.locator("form").scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-hydrated", "");
  expect((await islandRequests(page)).length).toBeGreaterThanOrEqual(2);
  expect(watched.errors).toEqual([]);
});

test("an island the visitor types in before it came near wakes at once and keeps what was typed", async ({ page }) => {
  // Nothing ever comes near here (an observer that never reports), so only the visitor's focus can wake the form.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });
  await page.goto("/contact/");
  const form = page.locator("[data-island='enquiry-form']");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(resolve)))),
  );
  expect(await islandRequests(page)).toEqual([]);
  await page.getByLabel("Full Name").pressSequentially("Ada Lovelace");
  await expect(form).toHaveAttribute("data-hydrated", "");
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
});
