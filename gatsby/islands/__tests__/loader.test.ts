/** @jest-environment node */
import { ISLANDS_LOADER, ISLANDS_START_BOUND_MS, ISLANDS_WAKE_MARGIN } from "../loader";

// The loader's timing, run on a stand-in for the browser: fake timers, a frame only when the test draws one, paint
// entries only when the test reports them, and islands that come into view only when the test says so.
// (tests/browser/islands.spec.ts checks the same in Chromium.)

type Listener = () => void;

interface FakeRoot {
  name: string;
  children: object[];
  listeners: Map<string, Listener>;
  addEventListener: (type: string, listener: Listener) => void;
}

const root = (name: string, children = 1): FakeRoot => {
  const listeners = new Map<string, Listener>();
  return {
    name,
    children: Array.from({ length: children }, () => ({})),
    listeners,
    addEventListener: (type, listener) => listeners.set(type, listener),
  };
};

function startLoader({
  readyState = "loading",
  prerendering = false,
  paintTiming = true,
  intersection = true,
  roots = [root("form"), root("tool")],
}: {
  readyState?: string;
  prerendering?: boolean;
  paintTiming?: boolean | "absent";
  intersection?: boolean;
  roots?: FakeRoot[];
} = {}) {
  const imported: string[] = [];
  const onLoad: Listener[] = [];
  const frames: Listener[] = [];
  let onPaint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  class FakePaintObserver {
    static supportedEntryTypes = paintTiming === true ? ["paint", "navigation"] : ["navigation"];
    constructor(callback: typeof onPaint) {
      onPaint = callback;
    }
    observe() {}
    disconnect() {
      onPaint = undefined;
    }
  }
  /** Each element an island's observer watches, with its observer. */
  const watched = new Map<object, FakeIntersectionObserver>();
  const margins: string[] = [];
  class FakeIntersectionObserver {
    disconnected = false;
    constructor(
      readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
      options: { rootMargin: string },
    ) {
      margins.push(options.rootMargin);
    }
    observe(target: object) {
      watched.set(target, this);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const document = {
    currentScript: {
      dataset: { islands: "/islands/runtime.js form=/islands/form.js tool=/islands/tools.js" },
    },
    readyState,
    prerendering,
    querySelectorAll: (selector: string) =>
      roots.filter((candidate) => selector === `[data-island="${candidate.name}"]`),
  };
  const body = ISLANDS_LOADER.replace("import(x)", "importModule(x)");
  expect(body).not.toBe(ISLANDS_LOADER);
  new Function("document", "self", "addEventListener", "requestAnimationFrame", "importModule", body)(
    document,
    {
      PerformanceObserver: paintTiming === "absent" ? undefined : FakePaintObserver,
      IntersectionObserver: intersection ? FakeIntersectionObserver : undefined,
    },
    (type: string, listener: Listener) => type === "load" && onLoad.push(listener),
    (frame: Listener) => frames.push(frame),
    (url: string) => {
      imported.push(url);
      return Promise.resolve();
    },
  );
  return {
    imported,
    margins,
    load: () => onLoad.splice(0).forEach((listener) => listener()),
    paint: (name = "first-contentful-paint") =>
      onPaint?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    /** The island's first element comes near the viewport. */
    near: (island: FakeRoot) => {
      const observer = watched.get(island.children[0]!);
      if (observer && !observer.disconnected) observer.callback([{ isIntersecting: true }]);
    },
    watching: () => watched.size,
  };
}

const FORM = ["/islands/runtime.js", "/islands/form.js"];
const EVERY = [...FORM, "/islands/runtime.js", "/islands/tools.js"];

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("watches the islands a frame after both load and the first contentful paint, and wakes each as it comes near", () => {
  const [form, tool] = [root("form"), root("tool", 2)];
  const page = startLoader({ roots: [form, tool] });
  page.paint("first-paint");
  page.paint();
  page.frame();
  jest.advanceTimersByTime(0);
  expect(page.watching()).toBe(0);
  page.load();
  jest.advanceTimersByTime(0);
  expect(page.watching()).toBe(0);
  page.frame();
  jest.advanceTimersByTime(0);
  // Each element of each island is watched, with the margin ahead of the viewport.
  expect(page.watching()).toBe(3);
  expect(page.margins).toEqual([ISLANDS_WAKE_MARGIN, ISLANDS_WAKE_MARGIN]);
  expect(page.imported).toEqual([]);
  page.near(form);
  expect(page.imported).toEqual(FORM);
  page.near(tool);
  expect(page.imported).toEqual(EVERY);
  // The bound passing later starts nothing twice.
  jest.advanceTimersByTime(ISLANDS_START_BOUND_MS);
  expect(page.imported).toEqual(EVERY);
});

it("wakes an island at once when the visitor touches or focuses it, even before load, and only once", () => {
  const [form, tool] = [root("form"), root("tool")];
  const page = startLoader({ roots: [form, tool] });
  form.listeners.get("focusin")!();
  expect(page.imported).toEqual(FORM);
  form.listeners.get("pointerdown")!();
  page.load();
  page.paint();
  page.frame();
  jest.advanceTimersByTime(0);
  page.near(form);
  expect(page.imported).toEqual(FORM);
  tool.listeners.get("pointerdown")!();
  expect(page.imported).toEqual(EVERY);
});

it("starts watching by the bound after load when no paint entry arrives", () => {
  const page = startLoader();
  page.load();
  page.frame();
  jest.advanceTimersByTime(ISLANDS_START_BOUND_MS - 1);
  expect(page.watching()).toBe(0);
  jest.advanceTimersByTime(1);
  expect(page.watching()).toBe(2);
});

it("starts watching by the bound on a page that draws no frame (a hidden tab), paint reported or not", () => {
  const page = startLoader({ readyState: "complete" });
  page.paint();
  jest.advanceTimersByTime(ISLANDS_START_BOUND_MS - 1);
  expect(page.watching()).toBe(0);
  jest.advanceTimersByTime(1);
  expect(page.watching()).toBe(2);
});

it("does not start before load, however long the page takes", () => {
  const page = startLoader();
  page.paint();
  page.frame();
  jest.advanceTimersByTime(60_000);
  expect(page.watching()).toBe(0);
  expect(page.imported).toEqual([]);
});

it.each([
  ["without paint timing", { paintTiming: false }],
  ["without PerformanceObserver", { paintTiming: "absent" as const }],
  ["while the page is prerendered", { prerendering: true }],
])("starts watching a frame after load %s", (_, options) => {
  const page = startLoader(options);
  page.load();
  page.frame();
  jest.advanceTimersByTime(0);
  expect(page.watching()).toBe(2);
});

it("wakes every island after load where the browser has no IntersectionObserver, or an island has no element", () => {
  const page = startLoader({ intersection: false });
  page.load();
  page.paint();
  page.frame();
  jest.advanceTimersByTime(0);
  expect(page.imported).toEqual(EVERY);
  const empty = startLoader({ roots: [root("form", 0), root("tool")] });
  empty.load();
  empty.paint();
  empty.frame();
  jest.advanceTimersByTime(0);
  expect(empty.imported).toEqual(FORM);
});
