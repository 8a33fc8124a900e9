import type { Page } from "@playwright/test";
import { FONT_FAMILY } from "../../src/lib/siteFont";
import { VIEWPORTS, type ViewportName } from "./support/browser";
import { templatePaths } from "./support/site";
import { expect, test } from "./support/test";

// The brand's typeface as a visitor gets it (src/lib/siteFont.ts): Inter, from the site's own origin, whenever it
// has arrived by the first paint; on a slow connection that it has not, the page stays in the scaled fallback and
// nothing moves. One page of each template, at a phone's and a desktop's width. Which font the text is drawn in is
// read from the browser (DevTools' platform fonts of a node), not from the style sheet, which names Inter either way.

/** The fonts the browser drew the page's h1 and first paragraph of its main content in. */
async function fontsDrawn(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument", { depth: 0 });
  const families: string[] = [];
  for (const selector of ["main h1", "main p"]) {
    const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
    families.push(...fonts.map((font) => font.familyName));
  }
  return [...new Set(families)];
}

const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe("the typeface", () => {
  for (const path of templatePaths) {
    test(`${path} is drawn in Inter, from the site's own origin`, async ({ page, baseURL }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await afterTwoFrames(page);
      expect(await fontsDrawn(page)).toEqual([FONT_FAMILY]);
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => /\.(woff2?|ttf|otf)(\?|$)/.test(name)),
      );
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(new URL(file).origin).toBe(new URL(baseURL!).origin);
    });
  }
});

/**
 * A load over a slow connection, with the fonts held back until after the first paint: the layout shift from then
 * until the fonts have arrived and two frames have been drawn, and the fonts the text is drawn in then. Shifts a
 * visitor caused (none here) do not count, as in Cumulative Layout Shift.
 */
async function slowLoad(page: Page, path: string): Promise<{ shift: number; fonts: string[] }> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  const session = await page.context().newCDPSession(page);
  await session.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/static/fonts/*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  release();
  await page.waitForFunction(
    (family) =>
      document.fonts.status === "loaded" &&
      [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
    FONT_FAMILY,
  );
  await afterTwoFrames(page);
  const shift = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  return { shift, fonts: await fontsDrawn(page) };
}

test.describe("a font that arrives after the first paint moves nothing", () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test.describe(viewport, () => {
      test.use({ viewport: VIEWPORTS[viewport] });
      for (const path of templatePaths) {
        test(`${path}: the page stays in the fallback, with a layout shift of at most 0.01`, async ({ page }) => {
          const { shift, fonts } = await slowLoad(page, path);
          expect(fonts).not.toContain(FONT_FAMILY);
          expect(shift).toBeLessThanOrEqual(0.01);
        });
      }
    });
  }
});
