import inter from "@capsizecss/metrics/inter";

// The brand's one typeface, Inter, as the pages load it: one variable face per style, cut to the Latin characters
// and the weights the style sheets use (gatsby/siteFont.ts writes the files), and preloaded. Text is set in it when
// it has arrived by the page's first paint, as it has on any but a slow first visit (Chromium holds the first paint
// briefly for a preloaded font) and on every page after (it is cached for a year). Otherwise the page stays in the
// fallback, a local Arial (or Liberation Sans, with Arial's metrics, on Linux) scaled to Inter's width and line box at each weight, and the
// next page is in Inter: `font-display: optional`, never `swap`. Swapped in late, Inter moved text on 16 of 180 page
// views by more than the layout-shift budget of 0.01 (up to 0.23 on a phone), measured with the font held back until
// after the first paint: however the fallback is scaled, Inter's letters are not Arial's in the same proportions,
// so a line that nearly fills its box breaks in another place (docs/performance.md, "The typeface"). The PDFs and
// share cards are set in the same family (gatsby/downloads/pdf.ts, gatsby/shareImages.ts).

/** The family the style sheets name first (`--font-sans`, src/styles/_tokens.scss). */
export const FONT_FAMILY = "Inter";
/** The local fallback, scaled to Inter's metrics, named second. */
export const FALLBACK_FAMILY = "Inter fallback";

/** The weights the style sheets use, lightest to boldest: the files carry only these. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * Fontsource's Latin subset: the characters the files keep. A character outside it is drawn in the fallback, as
 * any character a face lacks is; the faces need not declare the range, as nothing else of Inter is there to fetch.
 */
export const LATIN_RANGE =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The characters of a unicode-range, as text (what the subsetter keeps). */
export function rangeCharacters(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const [from, to = from] = part.replace(/^U\+/i, "").split("-");
    for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

export type FontStyle = "normal" | "italic";

/** A face the pages load, where it is served. */
export interface FontFile {
  style: FontStyle;
  url: string;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The fallback's faces: Arial (or Liberation Sans) for the regular weights, Arial Bold for the bold ones,
 * each scaled by how much wider Inter runs than it at those weights. A bold drawn from a regular face would keep its
 * narrower letters. Each scale is the median, weighted by length, of Inter's width over Liberation Sans's (whose
 * letters have Arial's widths) across the text of a dozen of the site's pages set at those weights, measured in
 * Chromium: 400 1.067 (the middle 80% 1.054 to 1.075), 600 1.009, 650 1.007, 700 1.021, 800 1.034. The bold face
 * takes 700's, the weight most bold text is set in. Capsize's average-letter method gives 1.071 for 400 and has no
 * bold metrics. Exact to within a line break or two: the page is either in Inter or in this, never both.
 */
export const FALLBACK_FACES = [
  { weights: "100 549", locals: ["Arial", "Liberation Sans"], sizeAdjust: 1.067 },
  { weights: "550 900", locals: ["Arial Bold", "Liberation Sans Bold"], sizeAdjust: 1.021 },
] as const;

/**
 * How a fallback face is scaled: its letters to Inter's width (size-adjust), and its ascent, descent and line gap to
 * Inter's at that size (Capsize's metrics of Inter), so a line of fallback text is as tall as a line of Inter.
 */
export function fallbackOverrides(sizeAdjust: number, font = inter) {
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/** The @font-face rules: Inter's faces and the scaled fallback's. */
export function fontFaceCss(files: readonly FontFile[]): string {
  const faces = files.map(
    ({ style, url }) =>
      `@font-face{font-family:${FONT_FAMILY};font-style:${style};font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};` +
      `font-display:optional;src:url(${url}) format("woff2")}`,
  );
  const fallbacks = FALLBACK_FACES.map((face) => {
    const scaled = fallbackOverrides(face.sizeAdjust);
    return (
      `@font-face{font-family:"${FALLBACK_FAMILY}";font-weight:${face.weights};` +
      `src:${face.locals.map((name) => `local("${name}")`).join(",")};` +
      `size-adjust:${scaled.sizeAdjust};ascent-override:${scaled.ascentOverride};` +
      `descent-override:${scaled.descentOverride};line-gap-override:${scaled.lineGapOverride}}`
    );
  });
  return [...faces, ...fallbacks].join("");
}

/**
 * The face to preload: the upright one, which sets the first screen's largest text (the hero's heading). The
 * italic face loads only on a page that uses it.
 */
export const preloadedFont = (files: readonly FontFile[]): FontFile | undefined =>
  files.find((file) => file.style === "normal");
