import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FONT_WEIGHTS, LATIN_RANGE, rangeCharacters, type FontFile, type FontStyle } from "../src/lib/siteFont";
import { digestOf, fileDigests } from "./buildCache";
import { whenUsed } from "./lazyModule";

// The pages' font files (src/lib/siteFont.ts): Fontsource's variable Inter, cut by harfbuzz (subset-font, in
// WebAssembly) to the Latin subset and the weights the style sheets use, 48 KB to 31.5 KB for the upright face.
// Each is written to public/static/fonts/ under a name with its digest, so it can be cached for a year like the
// rest of /static/, and kept in node_modules/.cache/site-font/ for the next build.

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: "woff2"; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;
const subsetFont = whenUsed<SubsetFont>("subset-font");

const ROOT = path.join(__dirname, "..");
const PUBLIC_DIR = path.join(ROOT, "public", "static", "fonts");
const CACHE_DIR = path.join(ROOT, "node_modules", ".cache", "site-font");
export const FONT_URL_DIR = "/static/fonts";

// createRequire: Gatsby bundles gatsby-node's modules, and its bundler drops require.resolve.
const resolve = createRequire(__filename).resolve;
const sourceOf = (style: FontStyle) =>
  path.join(
    path.dirname(resolve("@fontsource-variable/inter/package.json")),
    "files",
    `inter-latin-wght-${style}.woff2`,
  );
const subsetterVersion = () =>
  (JSON.parse(fs.readFileSync(resolve("subset-font/package.json"), "utf8")) as { version: string }).version;

const STYLES: readonly FontStyle[] = ["normal", "italic"];

/** Each face's file name: what it is cut from and how, so a change to either is a new name. */
export function siteFontNames(): Record<FontStyle, string> {
  const recipe = { range: LATIN_RANGE, weights: FONT_WEIGHTS, subsetter: subsetterVersion() };
  return Object.fromEntries(
    STYLES.map((style) => {
      const source = sourceOf(style);
      const digest = digestOf([recipe, fileDigests([source])[source]]).slice(0, 10);
      return [style, `inter-latin-${style}-${digest}.woff2`];
    }),
  ) as Record<FontStyle, string>;
}

/** Where the pages load each face. */
export const siteFontFiles = (): FontFile[] =>
  Object.entries(siteFontNames()).map(([style, name]) => ({
    style: style as FontStyle,
    url: `${FONT_URL_DIR}/${name}`,
  }));

/**
 * Writes each face into public/static/fonts/, which holds nothing else (an older build's faces go), cut anew only
 * when the cache has no file of its name.
 */
export async function writeSiteFonts(): Promise<void> {
  fs.rmSync(PUBLIC_DIR, { recursive: true, force: true });
  fs.mkdirSync(PUBLIC_DIR, { recursive: true });
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  for (const [style, name] of Object.entries(siteFontNames()) as Array<[FontStyle, string]>) {
    const cached = path.join(CACHE_DIR, name);
    if (!fs.existsSync(cached)) {
      const cut = await subsetFont()(fs.readFileSync(sourceOf(style)), rangeCharacters(LATIN_RANGE), {
        targetFormat: "woff2",
        variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
      });
      fs.writeFileSync(`${cached}.part`, cut);
      fs.renameSync(`${cached}.part`, cached);
    }
    fs.copyFileSync(cached, path.join(PUBLIC_DIR, name));
  }
}
