import type { Browser, BrowserContext, Page } from "playwright-core";
import { builtPages } from "../helpers/builtSite";
import { a11yStates, EVERY_PAGE } from "./a11yStates";
import { axeViolations } from "./axe";
import { baseUrl, DESKTOP, launchBrowser, PHONE, waitForHydration } from "./browser";
import { CONCURRENCY, inPool } from "./pool";

// Gate 1: axe (WCAG 2.0-2.2 A and AA, then best practice) on every route and alias and the 404
// page, at 390x844 and 1440x900, and in every registered state (tests/browser/a11yStates.ts):
// 0 violations. One browser, one context per viewport; the sweep runs in a few tabs at once
// before the tests (one load per page and viewport serves its first state too), and each test
// reports one page or state.

const NOT_FOUND = "/this-page-does-not-exist/";
const paths = [...builtPages().map((page) => page.urlPath), NOT_FOUND];
const viewports = { phone: PHONE, desktop: DESKTOP } as const;
type Viewport = keyof typeof viewports;

interface Case {
  key: string;
  path: string;
  viewport: Viewport;
  action?: (page: Page) => Promise<void>;
  scope?: string;
}

const loadCases: Case[] = paths.flatMap((path) =>
  (["phone", "desktop"] as const).map((viewport) => ({ key: `${path} at ${viewport}`, path, viewport })),
);
const stateCases: Case[] = a11yStates.flatMap((state) =>
  (state.path === EVERY_PAGE ? paths : [state.path]).map((path) => {
    const viewport = state.viewport ?? "desktop";
    return {
      key: `${path} with ${state.name} (${viewport})`,
      path,
      viewport,
      action: state.action,
      scope: state.scope,
    };
  }),
);

let browser: Browser;
const contexts = new Map<Viewport, BrowserContext>();
const results = new Map<string, string[] | Error>();

async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await contexts.get(viewport)!.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  await waitForHydration(page);
  return page;
}

/** One page load per path and viewport: axe as it loads, then its first state in the same tab; other states reload. */
async function sweep(load: Case): Promise<void> {
  const states = stateCases.filter((c) => c.path === load.path && c.viewport === load.viewport);
  let page: Page | undefined;
  try {
    page = await open(load.path, load.viewport);
    results.set(load.key, await axeViolations(page).catch((error: Error) => error));
    for (const [index, state] of states.entries()) {
      try {
        if (index > 0) {
          await page.close();
          page = await open(state.path, state.viewport);
        }
        await state.action!(page);
        results.set(state.key, await axeViolations(page, state.scope));
      } catch (error) {
        results.set(state.key, error as Error);
      }
    }
  } catch (error) {
    for (const c of [load, ...states]) if (!results.has(c.key)) results.set(c.key, error as Error);
  } finally {
    await page?.close();
  }
}

beforeAll(
  async () => {
    browser = await launchBrowser();
    for (const [name, viewport] of Object.entries(viewports)) {
      contexts.set(name as Viewport, await browser.newContext({ viewport, reducedMotion: "reduce" }));
    }
    // States of pages outside the route table still get a load case of their own.
    const loads = [
      ...loadCases,
      ...stateCases
        .filter((s) => !loadCases.some((c) => c.path === s.path && c.viewport === s.viewport))
        .map((s) => ({ key: `${s.path} at ${s.viewport}`, path: s.path, viewport: s.viewport })),
    ].filter((c, i, all) => all.findIndex((other) => other.key === c.key) === i);
    await inPool(loads, CONCURRENCY, sweep);
  },
  60 * 60 * 1000,
);

afterAll(async () => {
  await browser.close();
});

const outcome = (key: string) => {
  const result = results.get(key);
  if (result instanceof Error) throw result;
  return result;
};

describe("axe: every page as it loads", () => {
  it.each(loadCases.map((c) => c.key))("%s has no violations", (key) => {
    expect(outcome(key)).toEqual([]);
  });
});

describe("axe: registered states", () => {
  it.each(stateCases.map((c) => c.key))("%s has no violations", (key) => {
    expect(outcome(key)).toEqual([]);
  });
});
