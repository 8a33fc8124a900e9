import type { Browser, BrowserContext, Page } from "playwright-core";
import { builtPages } from "../helpers/builtSite";
import { baseUrl, DESKTOP, launchBrowser, PHONE, waitForHydration } from "./browser";
import { CONCURRENCY, inPool } from "./pool";

// Gate 1, keyboard: Tab through every page at both viewports. Each stop must be visible, show a
// focus indicator (an outline or box-shadow that appears on focus, on it or on one of its three nearest
// wrappers such as a card or a field box), and sit clear of the
// fixed header and the fixed bottom bar (WCAG 2.4.11); every visible interactive element must be
// reached. Then every disclosure button opens and closes with Enter and Space, and header menus
// close with Escape and give focus back.

const paths = [...builtPages().map((page) => page.urlPath), "/this-page-does-not-exist/"];
const viewports = { phone: PHONE, desktop: DESKTOP } as const;
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

let browser: Browser;
const contexts = new Map<keyof typeof viewports, BrowserContext>();

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [name, viewport] of Object.entries(viewports)) {
    contexts.set(name as keyof typeof viewports, await browser.newContext({ viewport, reducedMotion: "reduce" }));
  }
});

afterAll(async () => {
  await browser.close();
});

async function openAt(path: string, viewport: keyof typeof viewports): Promise<Page> {
  const page = await contexts.get(viewport)!.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
  await waitForHydration(page);
  return page;
}

/** Marks every visible focusable element with its unfocused outline and shadow; returns how many. */
function recordUnfocused(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const visible = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        getComputedStyle(el).visibility !== "hidden" &&
        !el.closest("[hidden], [inert], [aria-hidden='true']")
      );
    };
    let count = 0;
    document.querySelectorAll(selector).forEach((el, index) => {
      const style = getComputedStyle(el);
      el.setAttribute("data-kbd", String(index));
      el.setAttribute(
        "data-kbd-look",
        `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`,
      );
      // A control may draw its ring on a close wrapper (a card or a field box): remember their look too.
      for (let anc = el.parentElement, depth = 0; anc && depth < 3; anc = anc.parentElement, depth += 1) {
        if (anc.hasAttribute("data-kbd-look")) continue;
        const ancStyle = getComputedStyle(anc);
        anc.setAttribute(
          "data-kbd-look",
          `${ancStyle.outlineStyle} ${ancStyle.outlineWidth} ${ancStyle.outlineColor}|${ancStyle.boxShadow}`,
        );
      }
      if (visible(el)) {
        el.setAttribute("data-kbd-visible", "");
        count += 1;
      }
    });
    return count;
  }, FOCUSABLE);
}

interface Stop {
  id: string | null;
  label: string;
  problems: string[];
  isBody: boolean;
}

/** What is wrong with the element that has focus now. */
async function inspectFocus(page: Page): Promise<Stop> {
  return page.evaluate(async () => {
    // Let focus styles and focus scrolling settle (two frames).
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { id: null, label: "body", problems: [], isBody: true };
    const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute("aria-label") ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
    const problems: string[] = [];
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden") problems.push("is not visible");
    if (rect.bottom <= 0 || rect.top >= innerHeight) problems.push("is outside the viewport");
    // The ring may be on the element or on one of its three nearest wrappers, but it must appear on focus.
    const showsRing = (node: Element) => {
      const s = getComputedStyle(node);
      const look = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}|${s.boxShadow}`;
      const ring = (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== "none";
      return ring && look !== node.getAttribute("data-kbd-look");
    };
    let indicated = showsRing(el);
    for (let anc = el.parentElement, depth = 0; !indicated && anc && depth < 3; anc = anc.parentElement, depth += 1)
      indicated = showsRing(anc);
    if (!indicated) problems.push("has no visible focus indicator");
    // Fixed bars that content scrolls under: the header at the top, the bottom bar on phones.
    // Whatever is drawn on top at the element's edges must be the element, not a bar (WCAG 2.4.11).
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    // A control taller than a third of the screen cannot clear both bars at once, and Chrome scrolls a
    // focused text area only far enough to show its caret on the first line, not its whole box. For
    // those, the top edge (where the caret is) must be clear: 2.4.11 asks that focus is not entirely hidden.
    const topOnly = rect.height > innerHeight / 3 || el.tagName === "TEXTAREA";
    const edges = topOnly ? [rect.top + 2] : [rect.top + 2, rect.bottom - 2];
    for (const y of edges.filter((value) => value >= 0 && value < innerHeight)) {
      const top = document.elementFromPoint(x, y);
      const bar = top?.closest("header, nav[aria-label='Quick actions']");
      if (bar && !bar.contains(el) && !el.contains(top)) {
        const where = bar.tagName === "HEADER" ? "the fixed header" : "the fixed bottom bar";
        problems.push(`is under ${where} (at y=${Math.round(y)})`);
        break;
      }
    }
    return { id: el.getAttribute("data-kbd"), label, problems, isBody: false };
  });
}

type Viewport = keyof typeof viewports;

async function tabWalk(path: string, viewport: Viewport): Promise<string[]> {
  const page = await openAt(path, viewport);
  try {
    const total = await recordUnfocused(page);
    const reached = new Set<string>();
    const problems: string[] = [];
    for (let i = 0; i < total + 10; i += 1) {
      await page.keyboard.press("Tab");
      const stop = await inspectFocus(page);
      if (stop.isBody || (stop.id !== null && reached.has(stop.id))) break;
      if (stop.id !== null) reached.add(stop.id);
      problems.push(...stop.problems.map((problem) => `${stop.label} ${problem}`));
    }
    const missed = await page.evaluate(
      (ids) =>
        [...document.querySelectorAll("[data-kbd-visible]")]
          .filter((el) => !ids.includes(el.getAttribute("data-kbd") ?? ""))
          // Tab enters a radio group once; arrow keys move within it. The group counts as reached.
          .filter((el) => {
            const radio = el as HTMLInputElement;
            if (radio.type !== "radio" || !radio.name) return true;
            const group = [...document.querySelectorAll(`input[type="radio"][name="${CSS.escape(radio.name)}"]`)];
            return !group.some((member) => ids.includes(member.getAttribute("data-kbd") ?? ""));
          })
          .map(
            (el) =>
              `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" is never reached by Tab`,
          ),
      [...reached],
    );
    return [...problems, ...missed];
  } finally {
    await page.close();
  }
}

async function disclosures(path: string, viewport: Viewport): Promise<string[]> {
  const page = await openAt(path, viewport);
  try {
    const buttons = page.locator("button[aria-expanded][aria-controls]:visible");
    const problems: string[] = [];
    for (let i = 0; i < (await buttons.count()); i += 1) {
      const button = buttons.nth(i);
      const name = (await button.textContent())?.trim() ?? `button ${i + 1}`;
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
      const state = async () => ({
        expanded: await button.getAttribute("aria-expanded"),
        visible: await panel.isVisible(),
      });
      await button.focus();
      await page.keyboard.press("Enter");
      if ((await state()).expanded !== "true" || !(await state()).visible)
        problems.push(`${name}: Enter does not open it`);
      await page.keyboard.press("Space");
      if ((await state()).expanded !== "false" || (await state()).visible)
        problems.push(`${name}: Space does not close it`);
      await page.keyboard.press("Space");
      if ((await state()).expanded !== "true") problems.push(`${name}: Space does not open it`);
      const inHeader = await button.evaluate((el) => el.closest("header") !== null);
      if (inHeader) {
        await panel.locator("a, button").first().focus();
        await page.keyboard.press("Escape");
        if ((await state()).expanded !== "false") problems.push(`${name}: Escape does not close it`);
        if (!(await button.evaluate((el) => el === document.activeElement)))
          problems.push(`${name}: Escape does not return focus to it`);
      } else {
        await page.keyboard.press("Enter");
      }
    }
    const summaries = page.locator("details > summary:visible");
    for (let i = 0; i < (await summaries.count()); i += 1) {
      const summary = summaries.nth(i);
      const open = () => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
      const before = await open();
      await summary.focus();
      await page.keyboard.press("Enter");
      if ((await open()) === before)
        problems.push(`${(await summary.textContent())?.trim()}: Enter does not toggle it`);
      await page.keyboard.press("Space");
      if ((await open()) !== before)
        problems.push(`${(await summary.textContent())?.trim()}: Space does not toggle it`);
    }
    return problems;
  } finally {
    await page.close();
  }
}

const cases = paths.flatMap((path) =>
  (["phone", "desktop"] as const).map((viewport) => ({ key: `${path} at ${viewport}`, path, viewport })),
);
const results = new Map<string, string[] | Error>();

beforeAll(
  async () => {
    const jobs = cases.flatMap((c) => [
      { key: `walk ${c.key}`, run: () => tabWalk(c.path, c.viewport) },
      { key: `disclosures ${c.key}`, run: () => disclosures(c.path, c.viewport) },
    ]);
    await inPool(jobs, CONCURRENCY, async (job) => {
      results.set(job.key, await job.run().catch((error: Error) => error));
    });
  },
  60 * 60 * 1000,
);

const outcome = (key: string) => {
  const result = results.get(key);
  if (result instanceof Error) throw result;
  return result;
};

describe("Tab walk: every stop visible, visibly focused and clear of fixed bars; every interactive element reached", () => {
  it.each(cases.map((c) => c.key))("%s", (key) => {
    expect(outcome(`walk ${key}`)).toEqual([]);
  });
});

describe("disclosures: Enter and Space toggle each one; Escape closes header menus and returns focus", () => {
  it.each(cases.map((c) => c.key))("%s", (key) => {
    expect(outcome(`disclosures ${key}`)).toEqual([]);
  });
});
