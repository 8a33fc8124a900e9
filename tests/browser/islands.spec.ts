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
