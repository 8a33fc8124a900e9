// Reads the colour tokens of src/styles/_tokens.scss, the design's one home for colours, for what is drawn outside
// the style sheets (src/lib/brand.ts). Pure, so the build, the scripts and the tests read the file the same way.

/** The path of the tokens file from the repository's root. */
export const TOKENS_FILE = "src/styles/_tokens.scss";

/** Every custom property the tokens file sets to a six-digit hex colour, by name ("--color-primary" → "#3b37c9"). */
export function colourTokens(scss: string): ReadonlyMap<string, string> {
  return new Map(
    [...scss.matchAll(/(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\s*;/g)].map((match) => [match[1]!, match[2]!.toLowerCase()]),
  );
}

/** The colours of the tokens named, by the keys they are named under; fails naming a token the file does not set. */
export function pickColours<K extends string>(
  scss: string,
  names: Readonly<Record<K, string>>,
): Readonly<Record<K, string>> {
  const tokens = colourTokens(scss);
  const picked = {} as Record<K, string>;
  for (const key in names) {
    const value = tokens.get(names[key]);
    if (!value) throw new Error(`${TOKENS_FILE} sets no hex colour ${names[key]}`);
    picked[key] = value;
  }
  return picked;
}
