import inter from "@capsizecss/metrics/inter";
import {
  FALLBACK_FACES,
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
  it("scales a face by its size-adjust, and its line box to Inter's at that size", () => {
    const scaled = fallbackOverrides(1.067);
    expect(scaled.sizeAdjust).toBe("106.70%");
    expect(parseFloat(scaled.ascentOverride)).toBeCloseTo((inter.ascent / inter.unitsPerEm / 1.067) * 100, 1);
    expect(parseFloat(scaled.descentOverride)).toBeCloseTo((-inter.descent / inter.unitsPerEm / 1.067) * 100, 1);
    expect(scaled.lineGapOverride).toBe("0.00%");
  });
});

describe("fontFaceCss", () => {
  const css = fontFaceCss(files);
  const faces = css.split("@font-face").filter(Boolean);

  it("declares each of Inter's faces at its address, used only if it is there by the first paint, for the weights and characters it holds", () => {
    for (const file of files) {
      const face = faces.find((rule) => rule.includes(file.url))!;
      expect(face).toContain(`font-family:${FONT_FAMILY};`);
      expect(face).toContain(`font-style:${file.style};`);
      expect(face).toContain(`font-weight:${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`);
      expect(face).toContain("font-display:optional;");
    }
  });

  it("declares the fallback from local fonts only, a face for each span of weights, regular and bold", () => {
    const fallbacks = faces.filter((rule) => rule.includes(`font-family:"${FALLBACK_FAMILY}"`));
    expect(fallbacks.map((rule) => /font-weight:([^;]+);/.exec(rule)?.[1])).toEqual(
      FALLBACK_FACES.map((face) => face.weights),
    );
    fallbacks.forEach((rule, index) => {
      expect(rule).not.toContain("url(");
      expect(rule).toContain(`src:local("${FALLBACK_FACES[index]!.locals[0]}")`);
      expect(rule).toContain(`size-adjust:${fallbackOverrides(FALLBACK_FACES[index]!.sizeAdjust).sizeAdjust}`);
    });
  });

  it("covers every weight from 100 to 900 once, the bold ones with Arial Bold", () => {
    const spans = FALLBACK_FACES.map((face) => face.weights.split(" ").map(Number) as [number, number]);
    expect(spans[0]![0]).toBe(100);
    expect(spans.at(-1)![1]).toBe(900);
    spans.slice(1).forEach(([from], index) => expect(from).toBe(spans[index]![1] + 1));
    for (const face of FALLBACK_FACES.slice(1)) expect(face.locals[0]).toBe("Arial Bold");
  });
});

it("preloads the upright face, which sets the hero's heading, and not the italic", () => {
  expect(preloadedFont(files)).toBe(files[0]);
  expect(preloadedFont(files.slice(1))).toBeUndefined();
});
