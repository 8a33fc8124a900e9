import { loadRouteTable } from "../../gatsby/content/readContent";
import { withTrailingSlash } from "../../src/lib/urls";
import { DESKTOP, PHONE } from "./support/browser";
import { builtPaths, NOT_FOUND } from "./support/site";
import { expect, test } from "./support/test";

// The one grid, on every built page, as a visitor sees it at a phone's, a tablet's and a desktop's width:
//   - the page's first heading starts at the header's left edge, where the brand's mark starts;
//   - no row of cards ends short of its grid's right edge while another row reaches it (no 5 + 1, no empty slot).
// Without JavaScript (the layout is the style sheets'), so one load of each page serves every width; the pages are
// shared among a few tests, each with one page.

test.use({ javaScriptEnabled: false });

const WIDTHS = [360, 390, 768, 1440];
const PARTS = 4;

/** How far the page's h1 starts from the header's brand link, in px (0 when they line up). */
function headingOffset(): { h1: number; header: number } {
  const brand = document.querySelector("header a[href='/']")!;
  const h1 = document.querySelector("main h1")!;
  return { h1: Math.round(h1.getBoundingClientRect().left), header: Math.round(brand.getBoundingClientRect().left) };
}

/**
 * The grids of cards whose rows do not fill alike: a grid whose children are all cards (each with a border, a
 * background or a shadow of its own or of its first part), laid out in two or more rows, where one row reaches the
 * grid's right edge and another stops short of it. A form's fields are no cards.
 */
function unevenRows(): string[] {
  const boxed = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      parseFloat(style.borderTopWidth) > 0 ||
      style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
      style.boxShadow !== "none" ||
      [...element.children].some((child) => {
        const inner = getComputedStyle(child);
        return parseFloat(inner.borderTopWidth) > 0 || inner.backgroundColor !== "rgba(0, 0, 0, 0)";
      })
    );
  };
  const found: string[] = [];
  for (const grid of document.querySelectorAll("main *")) {
    const style = getComputedStyle(grid);
    if (style.display !== "grid" || style.gridTemplateAreas !== "none") continue;
    if (grid.closest("form, fieldset") || grid.querySelector("input, select, textarea")) continue;
    const cards = [...grid.children].filter((child) => {
      const box = child.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    if (cards.length < 3 || !cards.every(boxed)) continue;
    const rowEnds = new Map<number, number>();
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      const top = Math.round(box.top);
      rowEnds.set(top, Math.max(rowEnds.get(top) ?? 0, box.right));
    }
    if (rowEnds.size < 2) continue;
    const edge = grid.getBoundingClientRect().right - parseFloat(style.paddingRight);
    const ends = [...rowEnds.values()];
    if (ends.some((end) => end >= edge - 2) && ends.some((end) => end < edge - 2)) {
      const counts = [...rowEnds.keys()].map(
        (top) => cards.filter((card) => Math.round(card.getBoundingClientRect().top) === top).length,
      );
      found.push(
        `${grid.tagName.toLowerCase()} "${(grid.textContent ?? "").trim().slice(0, 40)}" in rows of ${counts.join(" + ")}`,
      );
    }
  }
  return found;
}

const paths = [...builtPaths, NOT_FOUND];

for (let part = 0; part < PARTS; part += 1) {
  const share = paths.filter((_, index) => index % PARTS === part);
  test(`pages ${part + 1} of ${PARTS} (${share.length}) start their heading on the header's edge and fill their rows of cards`, async ({
    page,
  }) => {
    for (const path of share) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const offset = await page.evaluate(headingOffset);
        expect
          .soft(
            offset.h1,
            `${path} at ${width} px: its h1 starts at ${offset.h1} px, the header at ${offset.header} px`,
          )
          .toBe(offset.header);
        expect.soft(await page.evaluate(unevenRows), `${path} at ${width} px`).toEqual([]);
      }
    }
  });
}

const articles = loadRouteTable()
  .filter((route) => route.template === "BlogPostTemplate")
  .map((route) => withTrailingSlash(route.path));

test(`an article's text starts on the first screen at ${PHONE.width} and ${DESKTOP.width} px (${articles.length} articles)`, async ({
  page,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of articles) {
      await page.goto(path);
      // The first paragraph of the article's own text, below its header, clear of the phone's bottom bar.
      const { top, visibleTo } = await page.evaluate(() => {
        const paragraph = document.querySelector("main article > header + div p")!;
        const bar = document.querySelector("nav[aria-label='Quick actions']");
        const barTop = bar && getComputedStyle(bar).display !== "none" ? bar.getBoundingClientRect().top : innerHeight;
        return { top: paragraph.getBoundingClientRect().top, visibleTo: barTop };
      });
      expect.soft(top, `${path} at ${viewport.width} px`).toBeLessThan(visibleTo - 24);
    }
  }
});
