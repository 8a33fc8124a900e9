import { formatLongDate } from "../dates";
import { FIELD_WORDS, type ExperimentField } from "../experiments";
import { daysNeeded, sampleSize } from "../experimentStats";
import { contentIdOf } from "../schema";
import { routeFor, tablePath } from "../urls";
import type { Site } from "./checkSite";
import type { CheckedFile } from "./contentFile";
import { nearest } from "./nearest";
import type { ContentProblem } from "./problems";

// The content check's rules for experiments (content/experiments/*.json): each runs on pages that exist and show
// the field it varies, no page has two at once, and it can reach its sample size before it ends, where the page's
// traffic is known. The build says when it is not (gatsby/experiments.ts).

type ExperimentFile = Extract<CheckedFile, { type: "Experiment" }>;

/** The text at a dotted path of a page's content ("hero.primaryCta.label"), if there is text there. */
export function fieldText(data: unknown, field: ExperimentField): string | undefined {
  const value = field.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), data);
  return typeof value === "string" ? value : undefined;
}

/** The days from `start` to `end`, both included. */
const daysFrom = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;

/** The day `days` days after `day`. */
const dayAfter = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

/** The page an experiment names, as the route table has it, or what is wrong with it. */
function pageProblem(experiment: ExperimentFile, page: string, index: number, site: Site): ContentProblem | undefined {
  const field = `pages[${index}]`;
  const at = { file: experiment.file, field };
  const route = routeFor(page, site.routes);
  if (!route) {
    const guess = nearest(tablePath(page), site.routes.map((candidate) => candidate.path));
    return { ...at, message: `is "${page}", but no page has that address${guess ? `: did you mean "${guess}"?` : ""}` };
  }
  if (route.path !== tablePath(page)) {
    return { ...at, message: `is "${page}", another address of ${route.path}: name the page by its own address, "${route.path}"` };
  }
  if ((route.archive?.page ?? 1) > 1) return { ...at, message: `is "${page}", a later page of a list: test the list's first page` };
  const data = site.checked.get(route.contentId)?.data;
  const words = FIELD_WORDS[experiment.data.field];
  if (fieldText(data, experiment.data.field) === undefined) {
    return { ...at, message: `is "${page}", whose content (content/${route.contentId}) has no ${experiment.data.field}: an experiment varies ${words} of a page that has a hero` };
  }
  return undefined;
}

function ownProblems(experiment: ExperimentFile, site: Site): ContentProblem[] {
  const { data, file } = experiment;
  const problems = data.pages.flatMap((page, index) => pageProblem(experiment, page, index, site) ?? []);
  if (problems.length > 0) return problems;
  // A variant with the page's own words tests nothing.
  data.pages.forEach((page) => {
    const route = routeFor(page, site.routes)!;
    const own = fieldText(site.checked.get(route.contentId)?.data, data.field);
    data.variants.forEach((variant, index) => {
      if (variant.text.trim() === own?.trim()) {
        problems.push({ file, field: `variants[${index}].text`, message: `is "${variant.text}", the words ${route.path} has already: a variant needs words of its own` });
      }
    });
  });
  if (data.recentDailyVisitors !== undefined) {
    const perVariant = sampleSize({ ...data, challengers: data.variants.length });
    const versions = data.variants.length + 1;
    const days = daysNeeded(perVariant, versions, data.recentDailyVisitors);
    const available = daysFrom(data.start, data.end);
    if (days > available) {
      const count = perVariant.toLocaleString("en-GB");
      problems.push({
        file,
        field: "end",
        message: `is ${formatLongDate(data.end)}, ${available} day(s) from the start, but at ${data.recentDailyVisitors.toLocaleString("en-GB")} visitors a day the ${versions} versions need ${days} days to reach ${count} visitors each: end it on ${formatLongDate(dayAfter(data.start, days - 1))} or later, test a bigger lift, or run it on more pages`,
      });
    }
  }
  return problems;
}

/** Two experiments on one page on the same days: a visitor's conversion could not be told apart between them. */
function overlapProblems(experiments: readonly ExperimentFile[], site: Site): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const pathOf = (page: string) => routeFor(page, site.routes)?.path ?? tablePath(page);
  experiments.forEach((experiment, index) => {
    for (const other of experiments.slice(0, index)) {
      const overlaps = experiment.data.start <= other.data.end && other.data.start <= experiment.data.end;
      const shared = experiment.data.pages.map(pathOf).find((page) => other.data.pages.map(pathOf).includes(page));
      if (overlaps && shared !== undefined) {
        problems.push({
          file: experiment.file,
          field: "pages",
          message: `has ${shared}, which content/${other.file} tests from ${formatLongDate(other.data.start)} to ${formatLongDate(other.data.end)} too: a page runs one experiment at a time, so start this one after that one ends`,
        });
      }
    }
  });
  return problems;
}

/** Every problem with the site's experiments. */
export function experimentProblems(files: readonly CheckedFile[], site: Site): ContentProblem[] {
  const experiments = files.filter((file): file is ExperimentFile => file.type === "Experiment");
  return [...experiments.flatMap((experiment) => ownProblems(experiment, site)), ...overlapProblems(experiments, site)];
}

/** An experiment's id: its file's name. */
export const experimentIdOf = (file: string) => contentIdOf(file).slice("experiments/".length);
