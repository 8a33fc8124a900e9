// The brand's colours for what is drawn outside the style sheets: the browser's theme colour, the web app
// manifest, the share cards and the brand images. Their values live once, in src/styles/_tokens.scss; this file
// says which token plays which part.

import { generatedColours } from "./brandColours.generated";

/** The token (src/styles/_tokens.scss) behind each brand colour. */
export const brandColourTokens = {
  /** The dark bands, the share cards' and the favicon's ground. */
  ink: "--color-surface-dark",
  /** The theme colour; the mark's gradient starts here. */
  primary: "--color-primary",
  /** The mark's gradient ends here. */
  accent: "--color-accent",
  accentOnDark: "--color-accent-on-dark",
  onDarkMuted: "--color-on-dark-muted",
  inkSoft: "--color-ink-soft",
  /** The manifest's background. */
  surface: "--color-surface",
  /** The PDFs' text, secondary text, rules and tinted boxes. */
  text: "--color-ink",
  textMuted: "--color-muted",
  rule: "--color-line",
  tint: "--color-primary-soft",
} as const;

export type BrandColour = keyof typeof brandColourTokens;

/** Each brand colour's value, as `npm run brand-images` last read its token: one for each colour named above. */
export const brandColours = generatedColours satisfies Readonly<Record<BrandColour, string>>;

/** Where the site's feeds and manifest are served, for the links every page's head carries. */
export const sitePaths = { feed: "/rss.xml", manifest: "/manifest.webmanifest", llms: "/llms.txt" } as const;
