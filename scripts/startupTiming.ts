// Start-up timing: the tasks an interactive page's islands run as they wake at load, on a phone as slow as
// Lighthouse's. Run by `npm run bench` on the representative pages, or alone against public/ as it is:
// `npx tsx scripts/startupTiming.ts [/tools/seo-estimator/,/glossary/]` (the estimator by default; SITE_ROOT serves
// another build's folder, STARTUP_TRIALS sets the trials a page, 5 by default).
//
// Each trial opens the page in a fresh browser context with Lighthouse's phone screen and the main thread slowed
// four times (Lighthouse's simulated phone is its CPU slowed four times), records a trace, and waits until every
// island within the wake margin of the first screen has hydrated, its later parts too (data-hydrated). From the
// first request for an island's module to then, every task of the page's main thread is the islands' start-up:
// their modules' evaluation, their hydration and the rendering it causes. The figure is the longest of them;
// Lighthouse counts any task over 50 ms as blocking. A page with no island near the first screen wakes none at load,
// and says so. Nothing is read from the page through Playwright's own scripts, whose compilation would show in the
// trace as a long task of its own: the page is asked through the DevTools protocol, in its own world.
import { chromium, type Browser } from "playwright-core";
import { ISLANDS_PATH } from "../gatsby/islands/buildIslands";
import { ISLANDS_WAKE_MARGIN } from "../gatsby/islands/loader";
import { CHROMIUM } from "./chromium";
import { median } from "./navTiming";
import { printAgainstBuiltSite } from "./staticServer";

/** Lighthouse's simulated phone: its screen, and its CPU slowed four times. */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 };
export const CPU_SLOWDOWN = 4;
/** Lighthouse's line for a long task, which counts towards total blocking time. */
export const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface StartupTask {
  /** The task's duration on the slowed main thread, in ms. */
  ms: number;
  /** When it started, in ms after the first island module's request (negative: the task that asked for it). */
  at: number;
  /** What took most of it: script, style and layout, paint, or other. */
  mostly: string;
}

export interface StartupFigure {
  path: string;
  /** Per trial, the longest task from the first island module's request to the last island's hydration; none
   * when no island woke at load. */
  longest: Array<StartupTask | undefined>;
  /** Per trial, how many tasks of 10 ms or more ran in that time. */
  tasks: number[];
}

/** What kind of work each trace event is, by its name, for the task's "mostly". */
const KINDS: Array<[RegExp, string]> = [
  [
    /^(FunctionCall|v8\.|EvaluateScript|TimerFire|FireAnimationFrame|BlinkScheduler_PerformMicrotaskCheckpoint|RunMicrotasks|EventDispatch)/,
    "script",
  ],
  [/^(UpdateLayoutTree|Layout|RecalculateStyles|ScheduleStyleRecalculation)$/, "style and layout"],
  [/^(PrePaint|Paint|Layerize|Commit|CompositeLayers|UpdateLayer)$/, "paint"],
];

/** How long a trial waits for the islands near the first screen; they wake within a second or two. */
const HYDRATION_BOUND_MS = 30_000;

const TRACE_CATEGORIES = ["toplevel", "v8.execute", "devtools.timeline", "disabled-by-default-devtools.timeline"];

/** The start-up's tasks in a trace: every task of the main thread from the first island module's request on. */
export function startupTasks(events: TraceEvent[]): StartupTask[] | undefined {
  // The islands' loader asks for their modules on the main thread of the page's renderer.
  const request = events.find(
    (event) =>
      event.name === "ResourceSendRequest" &&
      new URL(event.args?.data?.url ?? "", "http://x").pathname.startsWith(ISLANDS_PATH),
  );
  if (!request) return undefined;
  const onMain = events.filter((event) => event.pid === request.pid && event.tid === request.tid && event.ph === "X");
  const tasks = onMain.filter((event) => event.name === "RunTask" && event.ts + (event.dur ?? 0) >= request.ts);
  return tasks.map((task) => ({
    ms: (task.dur ?? 0) / 1000,
    at: (task.ts - request.ts) / 1000,
    mostly: mostly(task, onMain),
  }));
}

/**
 * What took most of a task: the outermost events of each kind within it, added up by kind (an event within another
 * of a known kind, a layout a script forced, counts as the outer one's).
 */
function mostly(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const known = events
    .filter((event) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
    .flatMap((event) => {
      const kind = KINDS.find(([pattern]) => pattern.test(event.name))?.[1];
      return kind ? [{ event, kind }] : [];
    })
    .sort((a, b) => a.event.ts - b.event.ts || (b.event.dur ?? 0) - (a.event.dur ?? 0));
  const byKind = new Map<string, number>();
  let covered = 0;
  for (const { event, kind } of known) {
    if (event.ts < covered) continue;
    byKind.set(kind, (byKind.get(kind) ?? 0) + (event.dur ?? 0));
    covered = event.ts + (event.dur ?? 0);
  }
  const [top] = [...byKind].sort((a, b) => b[1] - a[1]);
  return top && top[1] >= (task.dur ?? 0) / 4 ? top[0] : "other";
}

/** In the page: whether every island near the first screen has hydrated, and how many there are. */
const NEAR_ISLANDS_HYDRATED = `(() => {
  const margin = parseFloat(${JSON.stringify(ISLANDS_WAKE_MARGIN)});
  const near = [...document.querySelectorAll("[data-island]")].filter((root) =>
    [...root.children].some((child) => {
      const box = child.getBoundingClientRect();
      return box.bottom > -margin && box.top < innerHeight + margin && box.right > -margin && box.left < innerWidth + margin;
    }),
  );
  return JSON.stringify({ near: near.length, hydrated: near.every((root) => root.hasAttribute("data-hydrated")) });
})()`;

async function trial(browser: Browser, url: string): Promise<StartupTask[] | undefined> {
  const context = await browser.newContext({ viewport: LIGHTHOUSE_PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load" });
    const ask = async () =>
      JSON.parse(
        ((await cdp.send("Runtime.evaluate", { expression: NEAR_ISLANDS_HYDRATED, returnByValue: true })).result
          .value as string) ?? "{}",
      ) as { near: number; hydrated: boolean };
    const deadline = Date.now() + HYDRATION_BOUND_MS;
    for (let state = await ask(); state.near > 0 && !state.hydrated; state = await ask()) {
      if (Date.now() > deadline) throw new Error(`${url}: an island near the first screen never hydrated`);
      await cdp.send("Runtime.evaluate", {
        expression: "new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))",
        awaitPromise: true,
      });
    }
    // Two frames more, so the rendering the last hydration causes is traced too.
    await cdp.send("Runtime.evaluate", {
      expression:
        "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))",
      awaitPromise: true,
    });
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return startupTasks(trace.traceEvents);
  } finally {
    await context.close();
  }
}

export async function measureStartup(baseUrl: string, paths: string[], trials = 5): Promise<StartupFigure[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args });
  try {
    const figures: StartupFigure[] = [];
    for (const path of paths) {
      const figure: StartupFigure = { path, longest: [], tasks: [] };
      for (let run = 0; run < trials; run += 1) {
        const tasks = await trial(browser, `${baseUrl}${path}`);
        figure.longest.push(tasks?.reduce((longest, task) => (task.ms > longest.ms ? task : longest)));
        figure.tasks.push(tasks?.filter((task) => task.ms >= 10).length ?? 0);
      }
      figures.push(figure);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** The longest start-up task of a figure's trials; none when no island woke at load in any. */
export const longestOf = (figure: StartupFigure): number | undefined => {
  const values = figure.longest.flatMap((task) => (task ? [task.ms] : []));
  return values.length > 0 ? Math.max(...values) : undefined;
};

export function startupTable(figures: StartupFigure[]): string {
  return [
    `| page | longest task, median ms | longest of all (< ${LONG_TASK_MS}) | longest per run (ms, mostly) | tasks of 10 ms or more, median |`,
    "|---|---|---|---|---|",
    ...figures.map((figure) => {
      const woke = figure.longest.filter((task): task is StartupTask => task !== undefined);
      if (woke.length === 0) return `| ${figure.path} | no island wakes at load | | | |`;
      const longest = longestOf(figure)!;
      const runs = figure.longest.map((task) => (task ? `${Math.round(task.ms)} ${task.mostly}` : "none")).join(", ");
      return `| ${figure.path} | ${Math.round(median(woke.map((task) => task.ms)))} | ${Math.round(longest)} ${longest < LONG_TASK_MS ? "pass" : "FAIL"} | ${runs} | ${median(figure.tasks)} |`;
    }),
  ].join("\n");
}

if (require.main === module) {
  void printAgainstBuiltSite(async (url) =>
    startupTable(
      await measureStartup(
        url,
        (process.argv[2] ?? "/tools/seo-estimator/").split(","),
        Number(process.env.STARTUP_TRIALS ?? 5),
      ),
    ),
  );
}
