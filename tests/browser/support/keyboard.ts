import type { Page } from "@playwright/test";

// The keyboard gate. Tab through a part of the page: each stop must be visible, show a focus indicator (an
// outline or box-shadow that appears on focus, on it or on one of its three nearest wrappers such as a card or
// a field box), and sit clear of the fixed header and the fixed bottom bar (WCAG 2.4.11); every visible
// interactive element must be reached. Then every disclosure opens and closes with Enter and Space, and header
// menus (<details>) close with Escape and give focus back.

const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex='-1'])";

/** `main`: the page's own content, from the start of <main> until focus leaves it. `page`: everything. */
export type Scope = "main" | "page";
const ROOT: Record<Scope, string> = { main: "main", page: "body" };

/** Marks every visible focusable element in the scope with its unfocused outline and shadow; returns how many. */
function recordUnfocused(page: Page, scope: Scope): Promise<number> {
  return page.evaluate(
    ({ selector, root }) => {
      const visible = (el: Element) => {
        const rect = el.getBoundingClientRect();
        // checkVisibility also sees what a closed <details> hides (its content is skipped, not given no box).
        return (
          rect.width > 0 &&
          rect.height > 0 &&
          getComputedStyle(el).visibility !== "hidden" &&
          el.checkVisibility() &&
          !el.closest("[hidden], [inert], [aria-hidden='true']")
        );
      };
      const look = (el: Element) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
      };
      let count = 0;
      document.querySelectorAll(selector).forEach((el, index) => {
        el.setAttribute("data-kbd", String(index));
        el.setAttribute("data-kbd-look", look(el));
        // A control may draw its ring on a close wrapper (a card or a field box): remember their look too.
        for (let anc = el.parentElement, depth = 0; anc && depth < 3; anc = anc.parentElement, depth += 1) {
          if (!anc.hasAttribute("data-kbd-look")) anc.setAttribute("data-kbd-look", look(anc));
        }
        if (visible(el) && el.closest(root)) {
          el.setAttribute("data-kbd-visible", "");
          count += 1;
        }
      });
      return count;
    },
    { selector: FOCUSABLE, root: ROOT[scope] },
  );
}

interface Stop {
  id: string | null;
  label: string;
  problems: string[];
  /** Focus is on the body or has left the scope: the walk is over. */
  done: boolean;
}

/** What is wrong with the element that has focus now. */
function inspectFocus(page: Page, scope: Scope): Promise<Stop> {
  return page.evaluate(async (root) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || !el.closest(root)) return { id: null, label: "body", problems: [], done: true };
    // Let the focus styles finish: reduced motion makes every change a 0.01 ms transition, and a ring may be drawn
    // by a wrapper. getAnimations() brings styles up to date first, so it sees transitions just started. Each is
    // brought to its end state now, which it would reach by the next frame anyway: waiting for that frame, at every
    // stop of every walk, was most of the walks' time. One that cannot end (an endless animation) is waited for.
    const wrappers = [
      el.parentElement,
      el.parentElement?.parentElement,
      el.parentElement?.parentElement?.parentElement,
    ];
    const running = [el, ...wrappers].flatMap((node) => node?.getAnimations() ?? []);
    for (const animation of running) {
      try {
        animation.finish();
      } catch {
        // Endless: left to run, and waited for below as before.
      }
    }
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    const text = (el.textContent ?? el.getAttribute("aria-label") ?? "").trim().replace(/\s+/g, " ");
    const label = `${el.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
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
    for (let anc = el.parentElement, depth = 0; !indicated && anc && depth < 3; anc = anc.parentElement, depth += 1) {
      indicated = showsRing(anc);
    }
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
    return { id: el.getAttribute("data-kbd"), label, problems, done: false };
  }, ROOT[scope]);
}

/** Tabs through the scope; returns every problem found (none when the page behaves). */
export async function tabWalk(page: Page, scope: Scope): Promise<string[]> {
  const total = await recordUnfocused(page, scope);
  if (scope === "main") {
    // <main> takes focus (tabindex=-1, the skip link's target), so the next Tab lands on its first control.
    await page.locator("main").focus();
  } else {
    // From the top of the page, as a visitor arrives: the first Tab is the skip link's.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
  }
  const reached = new Set<string>();
  const problems: string[] = [];
  for (let i = 0; i < total + 10; i += 1) {
    await page.keyboard.press("Tab");
    const stop = await inspectFocus(page, scope);
    if (stop.done || (stop.id !== null && reached.has(stop.id))) break;
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
          (el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" is never reached by Tab`,
        ),
    [...reached],
  );
  return [...problems, ...missed];
}

/** Every disclosure button and <details> in the scope opens and closes from the keyboard. */
export async function disclosureProblems(page: Page, scope: Scope): Promise<string[]> {
  const root = page.locator(ROOT[scope]);
  const buttons = root.locator("button[aria-expanded][aria-controls]:visible");
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
    let now = await state();
    if (now.expanded !== "true" || !now.visible) problems.push(`${name}: Enter does not open it`);
    await page.keyboard.press("Space");
    now = await state();
    if (now.expanded !== "false" || now.visible) problems.push(`${name}: Space does not close it`);
    await page.keyboard.press("Space");
    if ((await state()).expanded !== "true") problems.push(`${name}: Space does not open it`);
    if (await button.evaluate((el) => el.closest("header") !== null)) {
      await panel.locator("a, button").first().focus();
      await page.keyboard.press("Escape");
      if ((await state()).expanded !== "false") problems.push(`${name}: Escape does not close it`);
      if (!(await button.evaluate((el) => el === document.activeElement))) {
        problems.push(`${name}: Escape does not return focus to it`);
      }
    } else {
      await page.keyboard.press("Enter");
    }
  }
  const summaries = root.locator("details > summary:visible");
  for (let i = 0; i < (await summaries.count()); i += 1) {
    const summary = summaries.nth(i);
    const name = (await summary.textContent())?.trim();
    const open = () => summary.evaluate((el) => (el.parentElement as HTMLDetailsElement).open);
    const before = await open();
    await summary.focus();
    await page.keyboard.press("Enter");
    if ((await open()) === before) problems.push(`${name}: Enter does not toggle it`);
    await page.keyboard.press("Space");
    if ((await open()) !== before) problems.push(`${name}: Space does not toggle it`);
    // The header's menus also close with Escape from inside, and give focus back to their summary.
    if (!before && (await summary.evaluate((el) => el.closest("header") !== null))) {
      await page.keyboard.press("Enter");
      await summary.locator("xpath=..").locator("a").first().focus();
      await page.keyboard.press("Escape");
      if (await open()) problems.push(`${name}: Escape does not close it`);
      if (!(await summary.evaluate((el) => el === document.activeElement))) {
        problems.push(`${name}: Escape does not return focus to it`);
      }
    }
  }
  return problems;
}
