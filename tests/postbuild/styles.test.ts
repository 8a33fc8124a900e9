import { builtPages, documentFor } from "../helpers/builtSite";

// Each page inlines the global stylesheet and its own template's, not every template's (see
// gatsby/onCreateWebpackConfig.ts), with the global one first so the page's own rules win ties.

const pages = builtPages().filter((page) => !page.isAlias);
const inlined = (document: Document) =>
  [...document.querySelectorAll("head style[data-href]")].map((style) => ({
    href: style.getAttribute("data-href") ?? "",
    bytes: (style.textContent ?? "").length,
  }));

it.each(pages.map((page) => page.urlPath))("%s inlines the app stylesheet, then its template's", (urlPath) => {
  const styles = inlined(documentFor(urlPath));
  expect(styles.map((style) => style.href.replace(/\.[0-9a-f]+\.css$/, ""))).toEqual([
    "/app",
    expect.stringMatching(/^\/component---src-(templates|pages)-/),
  ]);
});

it("keeps every page's CSS under half of all the CSS the site inlines", () => {
  const perPage = pages.map((page) => ({ page: page.urlPath, styles: inlined(documentFor(page.urlPath)) }));
  const distinct = new Map(perPage.flatMap(({ styles }) => styles.map((style) => [style.href, style.bytes])));
  const all = [...distinct.values()].reduce((sum, bytes) => sum + bytes, 0);
  const heavy = perPage
    .map(({ page, styles }) => ({ page, share: styles.reduce((sum, style) => sum + style.bytes, 0) / all }))
    .filter(({ share }) => share >= 0.5);
  expect(heavy).toEqual([]);
});
