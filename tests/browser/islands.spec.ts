import { ISLANDS_START_BOUND_MS } from "../../gatsby/islands/loader";
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/browser";
import { templatePaths } from "./support/site";

// The islands' modules wait for the page: they are requested only after load and after the first contentful paint is
// on screen (gatsby/islands/loader.ts), so they never compete with what the visitor came to read. One page per
// template.

test.describe("the islands' scripts", () => {
  for (const path of templatePaths) {
    test(`on ${path} are requested after load and the first contentful paint, then hydrate`, async ({
      page,
      watched,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return {
          load: navigation!.loadEventStart,
          paint: paint?.startTime,
          islands: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.startsWith("/islands/"))
            .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        };
      });
      expect(timing.paint).toBeDefined();
      // The runtime and at least the site chrome's bundle.
      expect(timing.islands.length).toBeGreaterThanOrEqual(2);
      for (const island of timing.islands) {
        expect(island.start, `${island.path} after load`).toBeGreaterThanOrEqual(timing.load);
        expect(island.start, `${island.path} after the first contentful paint`).toBeGreaterThanOrEqual(timing.paint!);
      }
      expect(watched.errors).toEqual([]);
    });
  }
});

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
  await page.goto("/");
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
