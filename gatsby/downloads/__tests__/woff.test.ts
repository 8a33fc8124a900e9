/** @jest-environment node */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import { woffToSfnt } from "../woff";

// The PDFs' fonts, unpacked from WOFF (woff.ts): the OpenType file opens as the same font, glyph for glyph.

const FONT_DIR = path.join(path.dirname(createRequire(__filename).resolve("@fontsource/inter/package.json")), "files");
const woff = fs.readFileSync(path.join(FONT_DIR, "inter-latin-700-italic.woff"));

type Font = fontkit.Font & { type: string };

it("unpacks a WOFF font into the OpenType font it wraps, with the same glyphs and metrics", () => {
  const sfnt = woffToSfnt(woff);
  const packed = fontkit.create(woff) as Font;
  const unpacked = fontkit.create(sfnt) as Font;
  expect(packed.type).toBe("WOFF");
  expect(unpacked.type).toBe("TTF");
  expect(unpacked.postscriptName).toBe(packed.postscriptName);
  expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
  expect(unpacked.unitsPerEm).toBe(packed.unitsPerEm);
  const text = "Kitelight: 312% more leads, £40k/month";
  const [a, b] = [packed, unpacked].map((font) => font.layout(text));
  expect(b!.glyphs.map((glyph) => glyph.id)).toEqual(a!.glyphs.map((glyph) => glyph.id));
  expect(b!.positions).toEqual(a!.positions);
  expect(b!.glyphs.map((glyph) => glyph.path.toSVG())).toEqual(a!.glyphs.map((glyph) => glyph.path.toSVG()));
});

it("refuses a file that is not WOFF 1.0, rather than writing a broken font", () => {
  expect(() => woffToSfnt(Buffer.from("wOF2 and some bytes that are not a font at all, long enough"))).toThrow(
    "not a WOFF 1.0 font",
  );
});
