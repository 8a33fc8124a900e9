/**
 * The settings fixed into the prerendered pages and the islands' bundles alike when the site is built
 * (gatsby/onCreateWebpackConfig.ts, gatsby/islands/buildIslands.ts), so both agree: where the forms deliver
 * (src/lib/leads.ts), where calls are booked (src/lib/booking.ts), where measurements go
 * (src/lib/measurement.ts), where the newsletter boxes sign people up (src/lib/newsletter.ts) and the forms' bot
 * check (src/lib/turnstile.ts). An empty string means unset.
 */
export const BUILD_SETTINGS = [
  "LEADS_ENDPOINT",
  "BOOKING_URL",
  "ANALYTICS_ENDPOINT",
  "GOOGLE_TAG_ID",
  "GOOGLE_ADS_CONVERSION",
  "GOOGLE_TAG_ORIGIN",
  "NEWSLETTER_ENDPOINT",
  "NEWSLETTER_FIELD",
  "TURNSTILE_SITE_KEY",
] as const;

/** Each setting as a bundler's define: `process.env.NAME` → its value as a string literal. */
export const buildSettingDefines = (): Record<string, string> =>
  Object.fromEntries(BUILD_SETTINGS.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? "")]));
