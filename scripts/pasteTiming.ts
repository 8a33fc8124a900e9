// Paste timing: how long the page stops responding when a visitor pastes a very long list into the SEO estimator's
// CSV box and imports it. Run by `npm run bench`, or alone against public/ as it is:
// `npx tsx scripts/pasteTiming.ts` (SITE_ROOT serves another build's folder).
//
// Each trial opens the estimator in a fresh browser context, waits until it has hydrated, puts the lines on the
// clipboard and pastes them into the box with Ctrl+V (a real paste: typing them, or Playwright's insertText, costs
// Chromium's editor time that grows with the square of the lines), clicks "Replace the table" and waits for the
// import's message. A PerformanceObserver, started before the page's own scripts, records every long task (over
// 50 ms of the main thread in one go); the figure is the longest, and the sum of them all, from the paste to
// the message.
import { chromium } from "playwright-core";
import { CHROMIUM, DESKTOP, waitForHydration } from "./chromium";
import { median } from "./navTiming";
import { printAgainstBuiltSite } from "./staticServer";

const TOOL = "/tools/seo-estimator/";

/** What is pasted: every line valid, or every line refused, each 100,000 lines long. */
export const PASTES: ReadonlyArray<{ name: string; lines: () => string }> = [
  {
    name: "100,000 valid lines",
    lines: () => Array.from({ length: 100_000 }, (_, i) => `dentist ${i},${1000 + i},${(i % 20) + 1}`).join("\n"),
  },
  {
    name: "100,000 refused lines",
    lines: () => Array.from({ length: 100_000 }, (_, i) => `歯医者 東京 ${i},many,${i}`).join("\n"),
  },
];

/** Runs in every document, before its scripts: keeps every long task's duration. */
const OBSERVE_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
})();`;

export interface PasteFigure {
  name: string;
  /** Per trial, the longest task from the paste to the import's message. */
  longestMs: number[];
  /** Per trial, every long task added up. */
  blockedMs: number[];
}

async function trial(baseUrl: string, text: string): Promise<{ longest: number; blocked: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args });
  try {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    await context.addInitScript(OBSERVE_LONG_TASKS);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${TOOL}`, { waitUntil: "load" });
    await waitForHydration(page);
    const status = page.locator("#seo-csv ~ [role=status]");
    await page.evaluate((lines) => navigator.clipboard.writeText(lines), text);
    // Only what happens from the paste on is measured: loading and hydrating the page are not.
    await page.evaluate(() => {
      (window as unknown as { __longTasks: number[] }).__longTasks = [];
    });
    await page.getByLabel("Paste keywords as CSV").focus();
    await page.keyboard.press("Control+V");
    await page.getByRole("button", { name: "Replace the table" }).click();
    await status.filter({ hasText: /^(Replaced|No keywords)/ }).waitFor({ timeout: 120_000 });
    // Two frames more, so the tasks that render the message are counted too.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return { longest: Math.max(0, ...tasks), blocked: tasks.reduce((sum, task) => sum + task, 0) };
  } finally {
    await browser.close();
  }
}

export async function measurePaste(baseUrl: string, trials = 3): Promise<PasteFigure[]> {
  const figures: PasteFigure[] = [];
  for (const paste of PASTES) {
    const text = paste.lines();
    const figure: PasteFigure = { name: paste.name, longestMs: [], blockedMs: [] };
    for (let run = 0; run < trials; run += 1) {
      const { longest, blocked } = await trial(baseUrl, text);
      figure.longestMs.push(longest);
      figure.blockedMs.push(blocked);
    }
    figures.push(figure);
  }
  return figures;
}

export function pasteTable(figures: PasteFigure[]): string {
  const runs = (values: number[]) => values.map((value) => Math.round(value)).join(", ");
  return [
    "| pasted into the SEO estimator, then imported | longest task, median ms | long tasks added up, median ms | longest per run (ms) |",
    "|---|---|---|---|",
    ...figures.map(
      (figure) =>
        `| ${figure.name} | ${Math.round(median(figure.longestMs))} | ${Math.round(median(figure.blockedMs))} | ${runs(figure.longestMs)} |`,
    ),
  ].join("\n");
}

if (require.main === module) {
  void printAgainstBuiltSite(async (url) => pasteTable(await measurePaste(url, Number(process.env.PASTE_TRIALS ?? 3))));
}
