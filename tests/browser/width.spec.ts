import { builtPaths } from "./support/site";
import { expect, test } from "./support/test";

// No page is wider than a phone's screen: at 360 and 390 px, every built page's document is no wider than the
// viewport, so nothing (a long address, a code span, a table) makes the whole page scroll sideways. A table may
// scroll in its own box; the page may not. Without JavaScript, so one load of each page serves both widths, and the
// pages are shared among a few tests, each with one page, since a page's own load costs less than a new context.

test.use({ javaScriptEnabled: false });

const WIDTHS = [360, 390];
const PARTS = 4;

/** What sticks out past the right edge, innermost first: the elements a fix would start from. */
function overflowing(): { width: number; culprits: string[] } {
  const width = document.documentElement.scrollWidth;
  const culprits: string[] = [];
  // Most pages fit: only a page that does not has its elements measured, to name what sticks out.
  if (width <= innerWidth) return { width, culprits };
  for (const element of document.querySelectorAll("body *")) {
    if (culprits.length >= 3) break;
    const rect = element.getBoundingClientRect();
    if (rect.right <= innerWidth + 1 || rect.width === 0) continue;
    // Inside a box that scrolls sideways on its own: that box contains it.
    if (hasScroller(element)) continue;
    if ([...element.children].some((child) => child.getBoundingClientRect().right > innerWidth + 1)) continue;
    const name = `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join("")}`;
    culprits.push(`${name} "${(element.textContent ?? "").trim().slice(0, 50)}" ends at ${Math.round(rect.right)} px`);
  }
  return { width, culprits };

  function hasScroller(element: Element): boolean {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (["auto", "scroll"].includes(getComputedStyle(up).overflowX)) return true;
    }
    return false;
  }
}

for (let part = 0; part < PARTS; part += 1) {
  const paths = builtPaths.filter((_, index) => index % PARTS === part);
  test(`pages ${part + 1} of ${PARTS} (${paths.length}) are no wider than a ${WIDTHS.join(" or ")} px screen`, async ({
    page,
  }) => {
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const found = await page.evaluate(overflowing);
        expect.soft(found.width > width ? found : { width }, `${path} at ${width} px`).toEqual({ width });
      }
    }
  });
}
