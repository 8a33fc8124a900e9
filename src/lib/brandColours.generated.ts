// Written by `npm run brand-images` (scripts/make-brand-images.ts) from the tokens src/lib/brand.ts names:
// change a colour in src/styles/_tokens.scss and run it again. src/lib/__tests__/brand.test.ts fails until then.

export const generatedColours = {
  ink: "#0b1430",
  primary: "#3b37c9",
  accent: "#ff6b3d",
  accentOnDark: "#ff9a74",
  onDarkMuted: "#b8c2da",
  inkSoft: "#334155",
  surface: "#ffffff",
  text: "#0f172a",
  textMuted: "#55627a",
  rule: "#dbe1ea",
  tint: "#ecebff",
} as const;
