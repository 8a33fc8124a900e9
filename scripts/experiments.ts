import { siteContent } from "../gatsby/content/readContent";
import { experimentIdOf } from "../src/lib/content/experimentRules";
import { dayOf } from "../src/lib/dates";
import { armsOf, experimentReport } from "../src/lib/experimentReport";
import type { Experiment } from "../src/lib/schema/experiments";
import site from "../content/site.json";

// `npm run experiments`: each experiment in content/experiments/ that has started, judged by its own rules
// (src/lib/experimentReport.ts), from the counts of the measurement service: Plausible's Stats API (v2), which
// the site's page views and conversions reach with the experiment and variant as custom properties
// (src/lib/measurementScript.ts). Settings, off unless set:
//   PLAUSIBLE_API_KEY     a Stats API key (Plausible: Settings → API keys); without it, the sample sizes alone
//   PLAUSIBLE_SITE_ID     the site as Plausible names it; the host of SITE_URL (or site.json's address) unless set
//   PLAUSIBLE_STATS_URL   a self-hosted Plausible, or a test's stand-in; https://plausible.io unless set
// Each variant's visitors are those who saw a page carrying it; its conversions, those of them who then made the
// experiment's conversion (a goal of the same name in Plausible: docs/measurement.md).

interface Settings {
  key?: string;
  siteId: string;
  statsUrl: string;
}

export function settingsOf(env: Record<string, string | undefined> = process.env): Settings {
  return {
    key: env.PLAUSIBLE_API_KEY || undefined,
    siteId: env.PLAUSIBLE_SITE_ID || new URL(env.SITE_URL || site.siteUrl).hostname,
    statsUrl: (env.PLAUSIBLE_STATS_URL || "https://plausible.io").replace(/\/+$/, ""),
  };
}

/** Visitors by variant, from the Stats API: of every event with the experiment, or of its goal's alone. */
async function visitorsByVariant(settings: Settings, id: string, experiment: Experiment, end: string, goal?: string) {
  const filters: unknown[] = [["is", "event:props:experiment", [id]]];
  if (goal) filters.push(["is", "event:goal", [goal]]);
  const response = await fetch(`${settings.statsUrl}/api/v2/query`, {
    method: "POST",
    headers: { Authorization: `Bearer ${settings.key ?? ""}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      site_id: settings.siteId,
      metrics: ["visitors"],
      date_range: [experiment.start, end],
      dimensions: ["event:props:variant"],
      filters,
    }),
  });
  if (!response.ok) {
    throw new Error(`The Stats API answered ${response.status} for ${id}: ${(await response.text()).slice(0, 200)}`);
  }
  const { results } = (await response.json()) as { results: Array<{ dimensions: [string]; metrics: [number] }> };
  return new Map(results.map((row) => [row.dimensions[0], row.metrics[0]]));
}

/** The report of every experiment that has started by `today`, as text. */
export async function report(settings = settingsOf(), today = dayOf(new Date())): Promise<string> {
  const experiments = siteContent()
    .checked.flatMap((file) => (file.type === "Experiment" ? [{ id: experimentIdOf(file.file), data: file.data }] : []))
    .filter(({ data }) => data.start <= today)
    .sort((a, b) => a.data.start.localeCompare(b.data.start));
  if (experiments.length === 0)
    return "No experiment has started: content/experiments/ has none dated today or before.";
  const blocks: string[] = [];
  for (const { id, data } of experiments) {
    const end = data.end < today ? data.end : today;
    const [visitors, conversions] = settings.key
      ? await Promise.all([
          visitorsByVariant(settings, id, data, end),
          visitorsByVariant(settings, id, data, end, data.goal),
        ])
      : [new Map<string, number>(), new Map<string, number>()];
    blocks.push(experimentReport(id, data, armsOf(data, visitors, conversions), today).join("\n"));
  }
  const note = settings.key
    ? ""
    : "\n\nPLAUSIBLE_API_KEY is not set, so no counts were read: the figures above are the sample sizes alone.";
  return `${blocks.join("\n\n")}${note}`;
}

if (require.main === module) {
  report().then(
    (text) => console.log(text),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
