import type { Page } from "@playwright/test";
import { a11yStates } from "./a11yStates";
import { noJsContent } from "./noJsContent";
import { axeViolations } from "./support/axe";
import { VIEWPORTS, waitForHydration, type ViewportName } from "./support/browser";
import { recordIslands } from "./support/islands";
import { disclosureProblems, tabWalk } from "./support/keyboard";
import { readingProblems } from "./support/reading";
import { holdScripts } from "./support/scripts";
import { builtPaths, chromePaths, expectedH1, NOT_FOUND, sweptPathsWith } from "./support/site";
import { expect, test } from "./support/test";
import navigation from "../../content/navigation.json";

// The site-wide gates, in one load of each page swept (every template in every part its content can draw, the
// chrome pages, the pages with registered states and the 404 page: support/site.ts) at each viewport:
//   1. before its scripts run, the page reads as it would without JavaScript (h1, main content, navigation,
//      the lists registered in noJsContent.ts);
//   2. axe finds no violation (WCAG 2.0-2.2 A and AA, best practice), nor in the states registered in
//      a11yStates.ts;
//   3. the keyboard reaches every control of <main> with a visible focus ring clear of the fixed bars, and every
//      disclosure works from the keyboard (on the chrome pages: the whole page, and axe with each menu open);
//   4. its islands' modules are requested only after load and the first paint, and Preact hydrates each island
//      leaving its prerendered DOM as it was (support/islands.ts);
//   5. a link from it leads to the next page, which hydrates too, with no CSP violation, console or page error,
//      request to another site or service worker on either.

/** The site chrome around <main>. */
const CHROME = ["a[href='#main-content']", "header", "footer", "nav[aria-label='Quick actions']"];

/** The one 404 that is not a defect: the unknown URL's own, which the browser reports as a console error. */
function isExpected404(path: string, message: string, source: string): boolean {
  return path === NOT_FOUND && /status of 404/.test(message) && new URL(source).pathname === NOT_FOUND;
}

/** The first visible internal link to another built page: main content first, then footer and header. */
async function linkToAnotherPage(page: Page, from: string): Promise<string | undefined> {
  const hrefs = await page
    .locator("main a[href^='/']:visible, footer a[href^='/']:visible, header a[href^='/']:visible")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((href) => builtPaths.includes(href) && href !== from);
}

/** Axe with each header menu open (desktop) or the mobile menu open (phone), on a chrome page. */
async function menuViolations(page: Page, viewport: ViewportName): Promise<string[]> {
  const toggles =
    viewport === "phone"
      ? [page.locator("header summary", { hasText: "Menu" })]
      : navigation.header.groups.map((group) =>
          page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: group.name }),
        );
  const violations: string[] = [];
  for (const toggle of toggles) {
    await toggle.click();
    // What the summary opens: the rest of its <details>.
    const panel = toggle.locator("xpath=following-sibling::*[1]");
    await panel.waitFor({ state: "visible" });
    const name = `${(await toggle.textContent())?.trim()} open`;
    violations.push(...(await axeViolations(page, "header")).map((line) => `${name}: ${line}`));
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
  }
  return violations;
}

const sweptPaths = sweptPathsWith([...noJsContent, ...a11yStates].map((entry) => entry.path));

for (const [viewportName, viewport] of Object.entries(VIEWPORTS) as Array<[ViewportName, typeof VIEWPORTS.phone]>) {
  test.describe(`at ${viewportName}`, () => {
    for (const path of sweptPaths) {
      test(path, async ({ reused: { page, watched } }) => {
        // One page per worker serves every test (a context per test costs more than the checks): set it up.
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        watched.reset();
        watched.ignore = (message, source) => isExpected404(path, message, source);
        const chrome = chromePaths.includes(path);

        // 1. Before the scripts: what a visitor without JavaScript reads.
        const islands = await recordIslands(page);
        const release = await holdScripts(page);
        const response = await page.goto(path, { waitUntil: "domcontentloaded" });
        expect.soft(response?.status(), "status").toBe(path === NOT_FOUND ? 404 : 200);
        expect.soft(response?.headers()["content-security-policy"], "CSP").toMatch(/script-src 'self' 'sha256-/);
        expect.soft(await readingProblems(page), "reading without JavaScript").toEqual([]);
        for (const list of noJsContent.filter((entry) => entry.path === path)) {
          const shown = await list
            .items(page)
            .evaluateAll((items) => items.filter((el) => el.getBoundingClientRect().height > 0).length);
          expect.soft(shown, `${list.name} without JavaScript`).toBe(list.count);
        }
        // The scripts go on, and the page hydrates (4).
        await release();
        expect.soft(await islands.problems(), "islands").toEqual([]);
        // The chrome is the same on every page: checked in full on the chrome pages, left out elsewhere.
        const axeScope = chrome ? undefined : { exclude: CHROME };
        expect.soft(await axeViolations(page, axeScope), "axe").toEqual([]);
        expect.soft(await tabWalk(page, chrome ? "page" : "main"), "Tab walk").toEqual([]);
        expect.soft(await disclosureProblems(page, chrome ? "page" : "main"), "disclosures").toEqual([]);
        if (chrome) expect.soft(await menuViolations(page, viewportName), "axe with menus open").toEqual([]);
        for (const state of a11yStates.filter((s) => s.path === path && (s.viewport ?? "desktop") === viewportName)) {
          await page.goto(path);
          await waitForHydration(page);
          await state.action(page);
          expect.soft(await axeViolations(page, state.scope), `axe, ${state.name}`).toEqual([]);
        }
        // 5. Following a link: the next page loads (no page runs a client-side router) with its islands hydrated.
        const target = path === NOT_FOUND ? "/" : await linkToAnotherPage(page, path);
        expect(target, "a link to another page").toBeDefined();
        await page.locator(`a[href="${target}"]:visible`).first().click();
        await page.waitForURL(target!);
        await expect(page.locator("h1")).toHaveText(expectedH1(target!));
        await waitForHydration(page);
        expect.soft(watched.cspViolations, "CSP violations").toEqual([]);
        expect.soft(watched.errors, "errors").toEqual([]);
        expect.soft(watched.externalRequests, "requests to other sites").toEqual([]);
        const workers = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
        expect.soft(workers, "service workers").toBe(0);
      });
    }
  });
}
