import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import {
  FALLBACK_FAMILY,
  fallbackOverrides,
  FONT_FAMILY,
  FONT_WEIGHTS,
  fontFaceCss,
  LATIN_RANGE,
  preloadedFont,
  rangeCharacters,
} from "../siteFont";

const files = [
  { style: "normal" as const, url: "/static/fonts/inter-latin-normal-abc.woff2" },
  { style: "italic" as const, url: "/static/fonts/inter-latin-italic-def.woff2" },
];

describe("rangeCharacters", () => {
  it("spells out single code points and ranges", () => {
    expect(rangeCharacters("U+0041-0043,U+00A3")).toBe("ABC£");
  });

  it("keeps what the site's copy writes: pounds, dashes, curly quotes and the minus sign", () => {
    const latin = rangeCharacters(LATIN_RANGE);
    for (const character of "£€–—‘’“”…−·") expect(latin).toContain(character);
  });
});

describe("fallbackOverrides", () => {
  it("scales Arial's average letter to Inter's width, and its line box to Inter's at that size", () => {
    const scaled = fallbackOverrides();
    const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(scaled.sizeAdjust).toBe(`${(sizeAdjust * 100).toFixed(2)}%`);
    expect(parseFloat(scaled.ascentOverride)).toBeCloseTo((inter.ascent / inter.unitsPerEm / sizeAdjust) * 100, 1);
    expect(parseFloat(scaled.descentOverride)).toBeCloseTo((-inter.descent / inter.unitsPerEm / sizeAdjust) * 100, 1);
    expect(scaled.lineGapOverride).toBe("0.00%");
  });
});

describe("fontFaceCss", () => {
  const css = fontFaceCss(files);
  const faces = css.split("@font-face").filter(Boolean);

  it("declares each of Inter's faces at its address, swapped in, for the weights and characters it holds", () => {
    for (const file of files) {
      const face = faces.find((rule) => rule.includes(file.url))!;
      expect(face).toContain(`font-family:${FONT_FAMILY};`);
      expect(face).toContain(`font-style:${file.style};`);
      expect(face).toContain(`font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
      expect(face).toContain("font-display:swap;");
      expect(face).toContain(`unicode-range:${LATIN_RANGE}`);
    }
  });

  it("declares the fallback from local fonts only, with a face of its own for the bold weights", () => {
    const fallbacks = faces.filter((rule) => rule.includes(`font-family:"${FALLBACK_FAMILY}"`));
    expect(fallbacks.map((rule) => /font-weight:([^;]+);/.exec(rule)?.[1])).toEqual(["100 599", "600 900"]);
    for (const rule of fallbacks) {
      expect(rule).not.toContain("url(");
      expect(rule).toMatch(/src:local\("Arial[^"]*"\)/);
      expect(rule).toMatch(/size-adjust:\d+\.\d+%/);
    }
    expect(fallbacks[0]).toContain(`size-adjust:${fallbackOverrides().sizeAdjust}`);
  });
});

it("preloads the upright face, which sets the hero's heading, and not the italic", () => {
  expect(preloadedFont(files)).toBe(files[0]);
  expect(preloadedFont(files.slice(1))).toBeUndefined();
});
