/** @jest-environment node */
import { longestOf, startupTable, startupTasks, type StartupFigure } from "../startupTiming";

// How the bench reads a trace of a page's start-up (scripts/startupTiming.ts): times in microseconds, as Chromium
// writes them.

const MAIN = { pid: 7, tid: 1 };
const task = (ts: number, dur: number) => ({ ...MAIN, name: "RunTask", ph: "X", ts, dur });
const event = (name: string, ts: number, dur: number) => ({ ...MAIN, name, ph: "X", ts, dur });
const request = (url: string, ts: number, thread = MAIN) => ({
  ...thread,
  name: "ResourceSendRequest",
  ph: "I",
  ts,
  args: { data: { url } },
});

describe("startupTasks", () => {
  it("counts the main thread's tasks from the first island module's request on, each with what took most of it", () => {
    const tasks = startupTasks([
      // Before the request: the page's own parsing and first layout, which its no-JS copy does too.
      task(0, 90_000),
      event("Layout", 1_000, 80_000),
      request("http://127.0.0.1:9000/favicon.svg", 95_000),
      // The loader's task that asks for the modules.
      task(100_000, 4_000),
      request("http://127.0.0.1:9000/islands/runtime-AAAA1111.js", 101_000),
      // A hydration: script, with the layout it forced inside it.
      task(150_000, 42_000),
      event("BlinkScheduler_PerformMicrotaskCheckpoint", 150_000, 41_000),
      event("Layout", 170_000, 15_000),
      // The rendering that follows.
      task(200_000, 12_000),
      event("UpdateLayoutTree", 200_000, 3_000),
      event("Paint", 204_000, 7_000),
      // Another renderer's thread is not the page's.
      { pid: 8, tid: 1, name: "RunTask", ph: "X", ts: 160_000, dur: 300_000 },
    ]);
    expect(tasks).toEqual([
      { ms: 4, at: -1, mostly: "other" },
      { ms: 42, at: 49, mostly: "script" },
      { ms: 12, at: 99, mostly: "paint" },
    ]);
  });

  it("finds no start-up where no island's module was asked for", () => {
    expect(startupTasks([task(0, 90_000), request("http://127.0.0.1:9000/favicon.svg", 95_000)])).toBeUndefined();
  });
});

describe("the start-up table", () => {
  const figure = (path: string, longest: number[]): StartupFigure => ({
    path,
    longest: longest.map((ms) => ({ ms, at: 10, mostly: "script" })),
    tasks: longest.map(() => 2),
  });

  it("holds every trial's longest task to the long-task line, and says when no island woke", () => {
    const figures = [
      figure("/glossary/", [31, 29, 44]),
      figure("/tools/seo-estimator/", [30, 52.4, 20]),
      { path: "/contact/", longest: [undefined, undefined], tasks: [0, 0] },
    ];
    expect(figures.map(longestOf)).toEqual([44, 52.4, undefined]);
    expect(startupTable(figures).split("\n").slice(2)).toEqual([
      "| /glossary/ | 31 | 44 pass | 31 script, 29 script, 44 script | 2 |",
      "| /tools/seo-estimator/ | 30 | 52 FAIL | 30 script, 52 script, 20 script | 2 |",
      "| /contact/ | no island wakes at load | | | |",
    ]);
  });
});
