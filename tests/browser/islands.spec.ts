import type { Page } from "@playwright/test";
import { ISLANDS_START_BOUND_MS, ISLANDS_WAKE_MARGIN } from "../../gatsby/islands/loader";
import { expect, test } from "./support/test";
import { DESKTOP, waitForHydration } from "./support/browser";
import { templatePaths } from "./support/site";

// The islands on one page per template, in one load of each:
//   1. their modules wait for the page: they are requested only after load and after the first contentful paint is
//      on screen (gatsby/islands/loader.ts), so they never compete with what the visitor came to read; a page
//      without an island requests none;
//   2. Preact hydrates the HTML React prerendered (src/lib/islands). Where the two disagree on an island's text or
//      structure, Preact rewrites the DOM the visitor already sees: a flash, and a sign that the island's state is
//      not what the page showed. Each island root's HTML before any script runs is compared with its HTML the moment
//      Preact has hydrated it (when hydrateIslands marks it, before the island's effects run, which may then change
//      it on purpose).

interface Snapshot {
  island: string;
  before: string;
  after?: string;
}

/** Where two serialisations first differ, with some context either side. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `at ${at}: prerendered ${around(before)}, hydrated ${around(after)}`;
}

/** Run in the page before its own scripts: records each island root's HTML as prerendered and as hydrated. */
function recordIslandSnapshots() {
  const snapshots: Snapshot[] = [];
  let roots: Element[] = [];
  (window as unknown as { __islandSnapshots: Snapshot[] }).__islandSnapshots = snapshots;
  // What a root shows: a textarea's value is its content (React prerenders it as a text child, Preact sets it as the
  // property), and React's empty comments between adjacent texts are no content (Preact drops them).
  const serialise = (root: Element) => {
    const copy = root.cloneNode(true) as Element;
    const values = [...root.querySelectorAll("textarea")].map((textarea) => textarea.value);
    copy.querySelectorAll("textarea").forEach((textarea, index) => (textarea.textContent = values[index]!));
    return copy.outerHTML.replace(/<!-- -->/g, "");
  };
  document.addEventListener("DOMContentLoaded", () => {
    roots = [...document.querySelectorAll("[data-island]")];
    for (const root of roots) snapshots.push({ island: root.getAttribute("data-island")!, before: serialise(root) });
  });
  // hydrateIslands marks a root right after Preact's hydrate() returns for it: read it at that moment.
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name === "data-hydrated") {
      const snapshot = snapshots[roots.indexOf(this)];
      if (snapshot) snapshot.after = serialise(this);
    }
    setAttribute.call(this, name, value);
  };
}

test.describe("the islands", () => {
  for (const path of templatePaths) {
    test(`on ${path} are requested after load and the first contentful paint, and hydrate leaving their prerendered DOM as it was`, async ({
      shared: { page, watched },
    }) => {
      // The worker's page serves every page of this file: the recorder runs in this test's documents only.
      const recorder = await page.addInitScript(recordIslandSnapshots);
      try {
        await page.goto(path);
        await waitForHydration(page);
        // A page without an island has nothing to wait for: its first paint may still be to come.
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
        const { timing, snapshots } = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          return {
            timing: {
              load: navigation!.loadEventStart,
              paint: paint?.startTime,
              islands: performance
                .getEntriesByType("resource")
                .filter((entry) => new URL(entry.name).pathname.startsWith("/islands/"))
                .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
            },
            snapshots: (window as unknown as { __islandSnapshots: Snapshot[] }).__islandSnapshots,
          };
        });

        // 1. Requested after load and the first contentful paint, and only by a page with an island.
        expect(timing.paint).toBeDefined();
        const shown = await page.locator("[data-island]").count();
        // The runtime and the island's bundle, or nothing.
        if (shown > 0) expect(timing.islands.length).toBeGreaterThanOrEqual(2);
        else expect(timing.islands).toEqual([]);
        for (const island of timing.islands) {
          expect(island.start, `${island.path} after load`).toBeGreaterThanOrEqual(timing.load);
          expect(island.start, `${island.path} after the first contentful paint`).toBeGreaterThanOrEqual(timing.paint!);
        }

        // 2. Hydrated without a change: the mark itself is Preact's only legitimate change to a root.
        expect(snapshots.length).toBe(shown);
        const normalise = (html: string) => html.replace(/ data-hydrated=""/, "");
        const changed = snapshots
          .filter(
            (snapshot) => snapshot.after === undefined || normalise(snapshot.after) !== normalise(snapshot.before),
          )
          .map((snapshot) =>
            snapshot.after === undefined
              ? `${snapshot.island}: never hydrated`
              : `${snapshot.island}: ${firstDifference(normalise(snapshot.before), normalise(snapshot.after))}`,
          );
        expect(changed).toEqual([]);
        expect(watched.errors).toEqual([]);
      } finally {
        await recorder.dispose();
      }
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
