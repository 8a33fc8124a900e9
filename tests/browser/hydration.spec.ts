import { expect, test } from "./support/test";
import { waitForHydration } from "./support/browser";
import { templatePaths } from "./support/site";

// Preact hydrates the HTML React prerendered (src/lib/islands). Where the two disagree on an island's text or
// structure, Preact rewrites the DOM the visitor already sees: a flash, and a sign that the island's state is not
// what the page showed. One page per template: each island root's HTML before any script runs, against its HTML
// the moment Preact has hydrated it (when hydrateIslands marks it, before the island's effects run, which may then
// enhance it on purpose, as the header turns its <details> into buttons).

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

test.describe("Preact's hydration", () => {
  for (const path of templatePaths) {
    test(`leaves the prerendered DOM of every island on ${path} as it was`, async ({ page, watched }) => {
      await page.addInitScript(() => {
        const snapshots: Snapshot[] = [];
        let roots: Element[] = [];
        (window as unknown as { __islandSnapshots: Snapshot[] }).__islandSnapshots = snapshots;
        // What a root shows: a textarea's value is its content (React prerenders it as a text child, Preact sets it
        // as the property), and React's empty comments between adjacent texts are no content (Preact drops them).
        const serialise = (root: Element) => {
          const copy = root.cloneNode(true) as Element;
          const values = [...root.querySelectorAll("textarea")].map((textarea) => textarea.value);
          copy.querySelectorAll("textarea").forEach((textarea, index) => (textarea.textContent = values[index]!));
          return copy.outerHTML.replace(/<!-- -->/g, "");
        };
        document.addEventListener("DOMContentLoaded", () => {
          roots = [...document.querySelectorAll("[data-island]")];
          for (const root of roots)
            snapshots.push({ island: root.getAttribute("data-island")!, before: serialise(root) });
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
      });
      await page.goto(path);
      await waitForHydration(page);
      const snapshots = await page.evaluate(
        () => (window as unknown as { __islandSnapshots: Snapshot[] }).__islandSnapshots,
      );
      expect(snapshots.length).toBeGreaterThan(0);
      // The mark itself is Preact's only legitimate change to a root.
      const normalise = (html: string) => html.replace(/ data-hydrated=""/, "");
      const changed = snapshots
        .filter((snapshot) => snapshot.after === undefined || normalise(snapshot.after) !== normalise(snapshot.before))
        .map((snapshot) =>
          snapshot.after === undefined
            ? `${snapshot.island}: never hydrated`
            : `${snapshot.island}: ${firstDifference(normalise(snapshot.before), normalise(snapshot.after))}`,
        );
      expect(changed).toEqual([]);
      expect(watched.errors).toEqual([]);
    });
  }
});
