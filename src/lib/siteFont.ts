import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";

// The brand's one typeface, Inter, as the pages load it: one variable face per style, cut to the Latin characters
// and the weights the style sheets use (gatsby/siteFont.ts writes the files), shown with `font-display: swap`. Until
// it arrives, text is set in a local Arial (or a font with Arial's metrics: Liberation Sans, Arimo) scaled to
// Inter's width and line box, so the swap moves nothing. The PDFs and share cards are set in the same family
// (gatsby/downloads/pdf.ts, gatsby/shareImages.ts).

/** The family the style sheets name first (`--font-sans`, src/styles/_tokens.scss). */
export const FONT_FAMILY = "Inter";
/** The local fallback, scaled to Inter's metrics, named second. */
export const FALLBACK_FAMILY = "Inter fallback";

/** The weights the style sheets use, lightest to boldest: the files carry only these. */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * Fontsource's Latin subset: the characters the files keep, and the range the faces declare, so that a character
 * outside it is taken from the fallback without the browser fetching anything.
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
 * Inter at 800, the headings' weight, against Arial Bold: 1.036 times as wide over the same text, measured in Chromium
 * on a sample of the site's headings and copy, with Liberation Sans Bold standing in for Arial Bold (its letters
 * have Arial Bold's widths). Capsize's metrics give the regular weights only.
 */
const BOLD_SIZE_ADJUST = 1.036;

/** Inter's and Arial's metrics; for the weights from 600 up, Arial's width scaled to give BOLD_SIZE_ADJUST. */
function metricsOf(bold: boolean) {
  if (!bold) return { font: inter, fallback: arial };
  const xWidthAvg = (inter.xWidthAvg / inter.unitsPerEm / BOLD_SIZE_ADJUST) * arial.unitsPerEm;
  return { font: inter, fallback: { ...arial, xWidthAvg } };
}

/**
 * How the fallback is scaled: its average Latin letter as wide as Inter's (size-adjust), and its ascent, descent
 * and line gap as Inter's at that size, the method of Capsize's metrics (next/font and fontaine use it too).
 */
export function fallbackOverrides({ font, fallback } = metricsOf(false)) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

/**
 * Local fonts with Arial's metrics, regular and bold: Windows and macOS have Arial, Linux usually Liberation Sans.
 * The bold weights get a face of their own, since a bold drawn from the regular face keeps its narrower letters.
 */
const FALLBACK_LOCALS = {
  regular: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
  bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold", "Arimo Bold"],
};

/** The @font-face rules: Inter's faces and the scaled fallback. */
export function fontFaceCss(files: readonly FontFile[]): string {
  const faces = files.map(
    ({ style, url }) =>
      `@font-face{font-family:${FONT_FAMILY};font-style:${style};font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};` +
      `font-display:swap;src:url(${url}) format("woff2");unicode-range:${LATIN_RANGE}}`,
  );
  const fallbacks = (["regular", "bold"] as const).map((weight) => {
    const scaled = fallbackOverrides(metricsOf(weight === "bold"));
    return (
      `@font-face{font-family:"${FALLBACK_FAMILY}";font-weight:${weight === "bold" ? "600 900" : "100 599"};` +
      `src:${FALLBACK_LOCALS[weight].map((name) => `local("${name}")`).join(",")};` +
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
