// Navigation timing: how long a visitor waits between clicking a link and seeing the next page's <h1>, for three
// pairs of pages, whatever carries the navigation (a client-side route change or a full page load, prerendered or
// not). Run by `npm run bench`, or alone: `npm run bench:nav` (serves public/ compressed, as the CDN does).
//
// Each trial opens the first page in a fresh browser context (an empty cache), waits until its islands have hydrated,
// rests the pointer on the link for 300 ms (a pointer on its way to a click), clicks, and waits for the second
// page's <h1> to be painted. The click's time is taken in the first page and the paint's in the page that shows
// the <h1>, both on the browser's clock, so the figure holds the whole navigation and nothing of the test's own.
import { chromium } from "playwright-core";
import { CHROMIUM, DESKTOP, waitForHydration } from "./chromium";
import { printAgainstBuiltSite } from "./staticServer";

/** How long the pointer rests on the link before the click, as a visitor's does on its way to clicking. */
const POINTER_REST_MS = 300;

export const NAV_PAIRS: ReadonlyArray<{ from: string; to: string }> = [
  { from: "/", to: "/services/paid-advertising/" },
  { from: "/services/paid-advertising/", to: "/contact/" },
  { from: "/blog/", to: "/blog/technical-seo-checklist/" },
];

/** Kept in localStorage, which every page of the site shares, including a prerendered one. */
const CLICKED = "nav-timing-clicked";
const PAINTED = "nav-timing-painted";

/**
 * Runs in every document: notes the click, and the first frame after it that shows a different <h1>. A string,
 * because the TypeScript loader would wrap a function's inner functions in a helper the page does not have.
 */
const WATCH_NAVIGATION = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const heading = () => document.querySelector("h1")?.textContent?.trim() ?? "";
  document.addEventListener("click", (event) => {
    if (!event.target.closest("a")) return;
    localStorage.setItem("${CLICKED}", JSON.stringify({ at: performance.timeOrigin + event.timeStamp, h1: heading() }));
  }, true);
  const watch = () => {
    const clicked = localStorage.getItem("${CLICKED}");
    const h1 = heading();
    if (clicked && h1 && h1 !== JSON.parse(clicked).h1) {
      requestAnimationFrame(() => setTimeout(() => localStorage.setItem("${PAINTED}", String(now()))));
      return;
    }
    requestAnimationFrame(watch);
  };
  const start = () => requestAnimationFrame(watch);
  if (document.prerendering) document.addEventListener("prerenderingchange", start, { once: true });
  else start();
})();`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface NavFigure {
  from: string;
  to: string;
  medianMs: number;
  runs: number[];
}

export async function measureNavigation(baseUrl: string, trials = 10): Promise<NavFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args });
  const figures: NavFigure[] = [];
  try {
    for (const pair of NAV_PAIRS) {
      const runs: number[] = [];
      for (let trial = 0; trial < trials; trial += 1) {
        const context = await browser.newContext({ viewport: DESKTOP });
        await context.addInitScript(WATCH_NAVIGATION);
        const page = await context.newPage();
        await page.goto(`${baseUrl}${pair.from}`, { waitUntil: "load" });
        await waitForHydration(page);
        const link = page.locator(`main a[href="${pair.to}"]:visible, header a[href="${pair.to}"]:visible`).first();
        await link.scrollIntoViewIfNeeded();
        await link.hover();
        // Not a wait for a condition: the pointer's rest before a click is part of what is measured.
        await page.waitForTimeout(POINTER_REST_MS);
        await link.click();
        await page.waitForFunction((key) => localStorage.getItem(key) !== null, PAINTED, { timeout: 10_000 });
        const { clicked, painted } = await page.evaluate(
          (keys) => ({ clicked: localStorage.getItem(keys.clicked)!, painted: localStorage.getItem(keys.painted)! }),
          { clicked: CLICKED, painted: PAINTED },
        );
        runs.push(Number(painted) - (JSON.parse(clicked) as { at: number }).at);
        await context.close();
      }
      figures.push({ ...pair, medianMs: median(runs), runs });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

export function navTable(figures: NavFigure[]): string {
  return [
    "| click → next page's <h1> painted | median ms | runs (ms) |",
    "|---|---|---|",
    ...figures.map(
      (figure) =>
        `| ${figure.from} → ${figure.to} | ${Math.round(figure.medianMs)} | ${figure.runs.map((run) => Math.round(run)).join(", ")} |`,
    ),
  ].join("\n");
}

if (require.main === module) {
  void printAgainstBuiltSite(async (url) =>
    navTable(await measureNavigation(url, Number(process.env.NAV_TRIALS ?? 10))),
  );
}
