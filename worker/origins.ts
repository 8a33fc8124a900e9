// The origins a setting lists (LEADS_ALLOWED_ORIGINS, CMS_ALLOWED_ORIGINS): comma-separated addresses, each read
// once, as a browser writes its Origin header, so "https://kitelight.co.uk/" matches a post from
// https://kitelight.co.uk. An entry that is not a site's address stops the Worker as it starts (worker/index.ts),
// naming the setting and the entry.

/** The settings that list origins, besides the site's own address. */
export const ORIGIN_SETTINGS = ["LEADS_ALLOWED_ORIGINS", "CMS_ALLOWED_ORIGINS"] as const;
export type OriginSettings = Partial<Record<(typeof ORIGIN_SETTINGS)[number], string>>;

type Parsed = { origin: string } | { problem: string };

/** One entry as an origin ("https://example.com"), or what is wrong with it. */
function parsedOrigin(entry: string): Parsed {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return { problem: `"${entry}" is not an address: write it whole, as https://www.example.com` };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    return { problem: `"${entry}" is not a website's address: write it as https://www.example.com` };
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    return { problem: `"${entry}" names more than a site: write only its scheme and host, as ${url.origin}` };
  return { origin: url.origin };
}

const entriesOf = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The origins a setting lists, normalised; an entry that is not one is left out (the start-up check names it). */
export const listedOrigins = (value: string | undefined): string[] => [
  ...new Set(
    entriesOf(value).flatMap((entry) => {
      const parsed = parsedOrigin(entry);
      return "origin" in parsed ? [parsed.origin] : [];
    }),
  ),
];

/** What is wrong with the settings' lists of origins, naming each bad entry, or undefined when nothing is. */
export function originsProblem(env: OriginSettings): string | undefined {
  const problems = ORIGIN_SETTINGS.flatMap((name) =>
    entriesOf(env[name]).flatMap((entry) => {
      const parsed = parsedOrigin(entry);
      return "problem" in parsed ? [`${name}: ${parsed.problem}`] : [];
    }),
  );
  return problems.length > 0
    ? `The site's Worker cannot start: ${problems.join("; ")} (origins are comma-separated).`
    : undefined;
}
