// The brand's colours for what is drawn outside the style sheets: the browser's theme colour, the web app
// manifest and the share cards. They are the values of src/styles/_tokens.scss, which the pages use.

export const brandColours = {
  /** --color-surface-dark: the dark bands, the favicon's ground. */
  ink: "#0b1430",
  /** --color-primary */
  primary: "#3b37c9",
  /** --color-accent */
  accent: "#ff6b3d",
  /** --color-accent-on-dark */
  accentOnDark: "#ff9a74",
  /** --color-on-dark-muted */
  onDarkMuted: "#b8c2da",
  /** --color-surface */
  surface: "#ffffff",
} as const;

/** Where the site's feeds and manifest are served, for the links every page's head carries. */
export const sitePaths = { feed: "/rss.xml", manifest: "/manifest.webmanifest", llms: "/llms.txt" } as const;
