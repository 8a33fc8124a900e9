/** @jest-environment node */
import { ISLANDS_LOADER, ISLANDS_START_BOUND_MS } from "../loader";

// The loader's timing, run on a stand-in for the browser: fake timers, a frame only when the test draws one, and
// paint entries only when the test reports them. (tests/browser/islands.spec.ts checks the order in Chromium.)

type Listener = () => void;

function startLoader({
  readyState = "loading",
  prerendering = false,
  paintTiming = true,
}: { readyState?: string; prerendering?: boolean; paintTiming?: boolean | "absent" } = {}) {
  const imported: string[] = [];
  const onLoad: Listener[] = [];
  const frames: Listener[] = [];
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paintTiming === true ? ["paint", "navigation"] : ["navigation"];
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe() {}
    disconnect() {
      onPaint = undefined;
    }
  }
  const document = {
    currentScript: { dataset: { islands: "/islands/runtime.js /islands/chrome.js" } },
    readyState,
    prerendering,
  };
  const body = ISLANDS_LOADER.replace("import(u)", "importModule(u)");
  expect(body).not.toBe(ISLANDS_LOADER);
  new Function("document", "self", "addEventListener", "requestAnimationFrame", "importModule", body)(
    document,
    { PerformanceObserver: paintTiming === "absent" ? undefined : FakeObserver },
    (type: string, listener: Listener) => type === "load" && onLoad.push(listener),
    (frame: Listener) => frames.push(frame),
    (url: string) => {
      imported.push(url);
      return Promise.resolve();
    },
  );
  return {
    imported,
    load: () => onLoad.splice(0).forEach((listener) => listener()),
    paint: (name = "first-contentful-paint") =>
      onPaint?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    frame: () => frames.splice(0).forEach((frame) => frame()),
  };
}

const BOTH = ["/islands/runtime.js", "/islands/chrome.js"];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("starts the islands a frame after both load and the first contentful paint, whichever comes last", () => {
  const page = startLoader();
  page.paint("first-paint");
  page.paint();
  page.frame();
  jest.advanceTimersByTime(0);
  expect(page.imported).toEqual([]);
  page.load();
  jest.advanceTimersByTime(0);
  expect(page.imported).toEqual([]);
  page.frame();
  jest.advanceTimersByTime(0);
  expect(page.imported).toEqual(BOTH);
  // The bound passing later starts nothing twice.
  jest.advanceTimersByTime(ISLANDS_START_BOUND_MS);
  expect(page.imported).toEqual(BOTH);
});

it("starts the islands by the bound after load when no paint entry arrives", () => {
  const page = startLoader();
  page.load();
  page.frame();
  jest.advanceTimersByTime(ISLANDS_START_BOUND_MS - 1);
  expect(page.imported).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(page.imported).toEqual(BOTH);
  page.paint();
  page.frame();
  jest.runAllTimers();
  expect(page.imported).toEqual(BOTH);
});

it("starts them by the bound on a page that draws no frame (a hidden tab), paint reported or not", () => {
  const page = startLoader({ readyState: "complete" });
  page.paint();
  jest.advanceTimersByTime(ISLANDS_START_BOUND_MS - 1);
  expect(page.imported).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(page.imported).toEqual(BOTH);
});

it("does not start them before load, however long the page takes", () => {
  const page = startLoader();
  page.paint();
  page.frame();
  jest.advanceTimersByTime(60_000);
  expect(page.imported).toEqual([]);
});

it.each([
  ["without paint timing", { paintTiming: false }],
  ["without PerformanceObserver", { paintTiming: "absent" as const }],
  ["while the page is prerendered", { prerendering: true }],
])("starts them a frame after load %s", (_, options) => {
  const page = startLoader(options);
  page.load();
  page.frame();
  jest.advanceTimersByTime(0);
  expect(page.imported).toEqual(BOTH);
});
