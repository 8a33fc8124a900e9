import fs from "node:fs";
import path from "node:path";
import type { CheckedFile } from "../src/lib/content/contentFile";
import { experimentIdOf } from "../src/lib/content/experimentRules";
import { formatLongDate, dayOf } from "../src/lib/dates";
import {
  experimentsMode,
  MANIFEST_PATH,
  runsOn,
  variantsOf,
  variantPath,
  type ExperimentField,
  type ExperimentManifest,
  type LiveExperiment,
} from "../src/lib/experiments";
import { daysNeeded, sampleSize } from "../src/lib/experimentStats";
import type { Route } from "../src/lib/routes";
import type { Experiment } from "../src/lib/schema/experiments";
import { buildDate } from "../src/lib/siteAge";
import { routeFor, withTrailingSlash } from "../src/lib/urls";

// The build's side of the experiments (src/lib/experiments.ts): which run at its date, the page each variant is
// rendered as (createPages gives it the page's own template and context, and `experiment` in its context, whose
// words the hero draws: src/components/sections/Hero/heroVariant.ts; its head and layout take the page's path from
// the variant's, pageOfPath), the sample size of each, printed, and the list the Worker serves them from
// (MANIFEST_PATH), written after the build.
// EXPERIMENTS=off builds none: every page is its control.

/** What a variant's page is told, in its context: what it varies, and the page it stands in for. */
export interface VariantContext {
  id: string;
  variant: string;
  /** The page's path, with its trailing slash. */
  page: string;
  field: ExperimentField;
  text: string;
}

export interface Running {
  id: string;
  file: string;
  data: Experiment;
  /** Each page's route, in the order the file names them. */
  routes: Route[];
}

/** Why EXPERIMENTS cannot be used, or undefined when it can (or is unset). */
export const experimentsSettingProblem = (value = process.env.EXPERIMENTS): string | undefined =>
  value === undefined || value === "" || value === "on" || value === "off"
    ? undefined
    : `EXPERIMENTS is "${value}": leave it unset (experiments run as their files say) or set it to off (none runs)`;

/** The experiments that run on the build's day, with their pages' routes; none with EXPERIMENTS=off. */
export function runningExperiments(
  checked: readonly CheckedFile[],
  routes: readonly Route[],
  today = buildDate(),
): Running[] {
  if (experimentsMode() === "off") return [];
  const day = dayOf(today);
  return checked.flatMap((file) =>
    file.type === "Experiment" && runsOn(file.data, day)
      ? [
          {
            id: experimentIdOf(file.file),
            file: file.file,
            data: file.data,
            routes: file.data.pages.map((page) => routeFor(page, routes)!),
          },
        ]
      : [],
  );
}

/** Every variant page of the running experiments: its path and what its context says. */
export const variantPages = (
  running: readonly Running[],
): Array<{ path: string; route: Route; experiment: VariantContext }> =>
  running.flatMap(({ id, data, routes }) =>
    routes.flatMap((route) =>
      data.variants.map((variant) => {
        const page = withTrailingSlash(route.path);
        return {
          path: variantPath(id, variant.id, page),
          route,
          experiment: { id, variant: variant.id, page, field: data.field, text: variant.text },
        };
      }),
    ),
  );

/** The build's lines about its experiments: each one running, its sample size, and whether it can reach it in time. */
export function experimentsSummary(running: readonly Running[]): string[] {
  return running.map(({ file, data }) => {
    const perVariant = sampleSize({ ...data, challengers: data.variants.length });
    const versions = data.variants.length + 1;
    const count = perVariant.toLocaleString("en-GB");
    const traffic =
      data.recentDailyVisitors === undefined
        ? "the pages' recent traffic is not known (recentDailyVisitors), so whether it reaches that by its end is not checked"
        : `at ${data.recentDailyVisitors.toLocaleString("en-GB")} visitors a day that takes ${daysNeeded(perVariant, versions, data.recentDailyVisitors)} days`;
    return `Experiment content/${file} runs until ${formatLongDate(data.end)} on ${data.pages.join(", ")}: ${versions} versions, each needs ${count} visitors (95% confidence, 80% power, a ${data.minimumLift}% lift on ${data.baselineRate}%); ${traffic}.`;
  });
}

/** The Worker's list of what runs: each experiment's pages, variants and last day. */
export const manifestOf = (running: readonly Running[]): ExperimentManifest => ({
  experiments: running.map(({ id, data, routes }): LiveExperiment => ({
    id,
    pages: routes.map((route) => withTrailingSlash(route.path)),
    variants: variantsOf(data),
    end: data.end,
  })),
});

/** Writes the Worker's list into the built site (always, so a build with none running clears the last one's). */
export function writeManifest(publicDir: string, running: readonly Running[]): void {
  const file = path.join(publicDir, MANIFEST_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(manifestOf(running), null, 2)}\n`);
}
