import type { Page } from "@playwright/test";

// The islands of a page, as the sweep checks them in its one load of each page (sweep.spec.ts):
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

/**
 * Starts recording the islands of the page's next document (call it before page.goto). `problems`, once the page
 * has hydrated, lists what is wrong with them (none: []) and stops recording, so later documents run as they are.
 */
export async function recordIslands(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const recorder = await page.addInitScript(recordIslandSnapshots);
  return {
    problems: async () => {
      try {
        // A page without an island has nothing to wait for: its first paint may still be to come.
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
        const { timing, snapshots, shown } = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
          const paint = performance.getEntriesByName("first-contentful-paint")[0];
          return {
            timing: {
              load: navigation!.loadEventStart,
              paint: paint!.startTime,
              islands: performance
                .getEntriesByType("resource")
                .filter((entry) => new URL(entry.name).pathname.startsWith("/islands/"))
                .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
            },
            snapshots: (window as unknown as { __islandSnapshots: Snapshot[] }).__islandSnapshots,
            shown: document.querySelectorAll("[data-island]").length,
          };
        });
        const problems: string[] = [];
        // 1. Requested after load and the first contentful paint, and only by a page with an island: the runtime and
        // the island's bundle, or nothing.
        if (shown > 0 && timing.islands.length < 2) {
          problems.push(`${shown} islands, but ${timing.islands.length} island modules requested`);
        }
        if (shown === 0 && timing.islands.length > 0) {
          problems.push(`no island, but requested ${timing.islands.map((island) => island.path).join(", ")}`);
        }
        for (const island of timing.islands) {
          if (island.start < timing.load) problems.push(`${island.path} requested before load`);
          if (island.start < timing.paint) problems.push(`${island.path} requested before the first contentful paint`);
        }
        // 2. Hydrated without a change: the mark itself is Preact's only legitimate change to a root.
        if (snapshots.length !== shown) problems.push(`${shown} islands, ${snapshots.length} recorded`);
        const normalise = (html: string) => html.replace(/ data-hydrated=""/, "");
        for (const snapshot of snapshots) {
          if (snapshot.after === undefined) problems.push(`${snapshot.island}: never hydrated`);
          else if (normalise(snapshot.after) !== normalise(snapshot.before)) {
            problems.push(
              `${snapshot.island}: ${firstDifference(normalise(snapshot.before), normalise(snapshot.after))}`,
            );
          }
        }
        return problems;
      } finally {
        await recorder.dispose();
      }
    },
  };
}
