import { contentIdOf } from "../schema";
import { describeFigure, figurePlaceholder, misquotedFigures, restatedMetrics } from "../siteFigures";
import { escapeRegExp } from "../text";
import { eachText } from "./walk";
import type { CheckedFile } from "./contentFile";
import { fileOfType } from "./contentFile";
import { fieldPath, type ContentProblem } from "./problems";

// Figures that must agree with each other, wherever they stand:
//   - counts by part never add up to more than the total they sit under (the clients on /results, and site.json's
//     counts that are parts of others: dental practices are among the healthcare practices);
//   - a client's result is its own measurement: not a copy of a registered average, nor of another client's result,
//     and its headline quotes one of its results;
//   - words such as "a quarter", "nearly doubled" or "tripled" fit the number they stand beside;
//   - a standing offer (site.json's offers: the 90-day performance guarantee) reads the same wherever it appears:
//     no page narrows it to part of what it covers.

type SiteFacts = Extract<CheckedFile, { type: "SiteFacts" }>;
type Figure = SiteFacts["data"]["figures"][number];

const SITE = "site.json";
const RESULTS = "pages/results.json";

/** A value as written, without spaces, a minus sign or en dash read as a hyphen: "− 23 %" → "-23%". */
const compact = (value: string) => value.replace(/[\u2212\u2013]/g, "-").replace(/\s+/g, "");

/** A value as compared: compact, and "+156%" as "156%". */
const normalise = (value: string) => compact(value).replace(/^\+(?=\d)/, "");

/**
 * What a count says: "180+" is more than 180 (exactly 180 would be written "180") and, since a larger count would be
 * rounded to a larger figure, less than a tenth more: 181 to 198. "52" is 52. Undefined for what is not a count.
 */
export function countRange(value: string): { least: number; most: number } | undefined {
  const match = /^([\d,]+)(\+?)$/.exec(normalise(value));
  if (!match) return undefined;
  const stated = Number(match[1]!.replace(/,/g, ""));
  return match[2] ? { least: stated + 1, most: Math.floor(stated * 1.1) } : { least: stated, most: stated };
}

/** A part of a total: a count of site.json (by its id) or a tile's own count. */
type Part = { figure: Figure } | { tile: string; count: number };

/** Parts add up to no more than their total: site.json's counts with `partOf`, and the industry tiles on /results. */
function partProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const figures = fileOfType(files, "SiteFacts")?.data.figures ?? [];
  const results = fileOfType(files, "ResultsPage");
  const problems: ContentProblem[] = [];
  const counts = new Map(figures.filter((figure) => countRange(figure.value)).map((figure) => [figure.id, figure]));
  const unknown = (id: string) => `names "${id}", which is no count of site.json's figures (${[...counts.keys()].join(", ")})`;

  const parts = new Map<string, Part[]>();
  /** Tiles that give a figure's count exactly. */
  const exact = new Map<string, number>();
  const addPart = (total: string, part: Part) => parts.set(total, [...(parts.get(total) ?? []), part]);
  figures.forEach((figure, index) => {
    if (!figure.partOf) return;
    if (!counts.has(figure.partOf) || !counts.has(figure.id)) {
      problems.push({ file: SITE, field: `figures[${index}].partOf`, message: unknown(figure.partOf) });
    } else addPart(figure.partOf, { figure });
  });
  results?.data.industries.items.forEach((tile, index) => {
    const field = (name: string) => fieldPath(["industries", "items", index, name]);
    if (tile.figure) {
      const figure = counts.get(tile.figure);
      if (!figure) {
        problems.push({ file: RESULTS, field: field("figure"), message: unknown(tile.figure) });
        return;
      }
      const range = countRange(figure.value)!;
      if (tile.count < range.least || tile.count > range.most) {
        problems.push({
          file: RESULTS,
          field: field("count"),
          message: `is ${tile.count}, but the tile gives site.json's ${figure.id}, which says ${figure.value} (${range.least} to ${range.most})`,
        });
      }
      exact.set(figure.id, tile.count);
    } else if (tile.partOf) {
      if (!counts.has(tile.partOf)) problems.push({ file: RESULTS, field: field("partOf"), message: unknown(tile.partOf) });
      else addPart(tile.partOf, { tile: tile.name, count: tile.count });
    } else {
      problems.push({
        file: RESULTS,
        field: field("partOf"),
        message:
          'is missing: each tile names the count of site.json it gives ("figure") or the total its clients are among ("partOf"), so the check can add them up',
      });
    }
  });

  // The least a figure holds: its own value, a tile's exact count of it, or its parts added up (theirs first).
  const leastOf = (figure: Figure, seen: readonly string[] = []): number => {
    if (seen.includes(figure.id)) return 0;
    const fromParts = (parts.get(figure.id) ?? []).reduce(
      (sum, part) => sum + ("figure" in part ? leastOf(part.figure, [...seen, figure.id]) : part.count),
      0,
    );
    return Math.max(countRange(figure.value)!.least, exact.get(figure.id) ?? 0, fromParts);
  };
  for (const [id, list] of parts) {
    const total = counts.get(id)!;
    const held = leastOf(total);
    const range = countRange(total.value)!;
    if (held <= range.most) continue;
    const named = list.map((part) =>
      "figure" in part ? `${part.figure.id} ${leastOf(part.figure)}` : `${part.tile} ${part.count}`,
    );
    const fromTiles = list.some((part) => "tile" in part);
    problems.push({
      file: fromTiles ? RESULTS : SITE,
      field: fromTiles ? "industries.items" : `figures[${figures.indexOf(total)}]`,
      message: `adds up to ${held} under site.json's ${id} (${total.value}, so no more than ${range.most}): ${named.join(", ")}. Parts cannot add up to more than the total they sit under`,
    });
  }
  return problems;
}

/**
 * The averages a client's own result must not copy: site.json's changes and levels (the industries' average growth
 * on /results among them).
 */
function averagesOf(files: readonly CheckedFile[]): Map<string, string> {
  const averages = new Map<string, string>();
  for (const figure of fileOfType(files, "SiteFacts")?.data.figures ?? []) {
    if (figure.kind === "total" || figure.kind === "time") continue;
    const value = normalise(figure.value);
    if (!averages.has(value)) averages.set(value, `site.json's ${figure.id} ("${figure.label}")`);
  }
  return averages;
}

/** A result's value and the file that shows it first. */
interface Shown {
  file: string;
  field: string;
}

function caseResultProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const averages = averagesOf(files);
  const shown = new Map<string, Shown>();
  const problems: ContentProblem[] = [];
  for (const file of files) {
    if (file.type !== "CaseStudy") continue;
    const values = file.data.results.map((result) => normalise(result.value));
    file.data.results.forEach((result, index) => {
      const field = fieldPath(["results", index, "value"]);
      const value = values[index]!;
      const average = averages.get(value);
      if (average && !/average/i.test(result.label)) {
        problems.push({
          file: file.file,
          field,
          message: `is ${result.value}, the same as ${average}, which is an average over many clients: a client's result is its own measurement, from its own account (if it is that average, the label says so)`,
        });
      }
      const first = shown.get(value);
      if (first) {
        problems.push({
          file: file.file,
          field,
          message: `is ${result.value}, as content/${first.file}'s ${first.field} is: each client's results are its own measurements, not another client's`,
        });
      } else shown.set(value, { file: file.file, field });
    });
    const quoted = /^[+\-\u2212]?[£$]?[\d.,]+(?:x|%|\+)?/.exec(file.data.headline.trim())?.[0];
    if (quoted && !values.includes(normalise(quoted))) {
      problems.push({
        file: file.file,
        field: "headline",
        message: `says ${quoted}, which none of its results shows (${file.data.results.map((result) => result.value).join(", ")})`,
      });
    }
  }
  return problems;
}

/** Words that state a number: a share of a whole, or how many times something grew or shrank. */
const SHARES: Record<string, number> = {
  "a tenth": 10,
  "a fifth": 20,
  "a quarter": 25,
  "a third": 100 / 3,
  half: 50,
  "two thirds": 200 / 3,
  "three quarters": 75,
};
const MULTIPLES: Record<string, number> = { halved: 0.5, doubled: 2, tripled: 3, trebled: 3, quadrupled: 4 };
const NUMBER_WORDS = new RegExp(
  `\\b(?:(nearly|almost|close to|more than|over|well over)\\s+)?(${[...Object.keys(SHARES), ...Object.keys(MULTIPLES)]
    .map((word) => word.replace(/ /g, "\\s+"))
    .join("|")})\\b`,
  "gi",
);

/** Whether a value fits a word's number, as its qualifier allows: within 4% of it, just under it or just over. */
function fits(actual: number, target: number, qualifier: string | undefined): boolean {
  const below = target < 1 && actual < 1;
  const [under, over] = below ? [actual > target, actual < target] : [actual < target, actual > target];
  switch (qualifier?.toLowerCase().replace(/\s+/g, " ")) {
    case "nearly":
    case "almost":
    case "close to":
      return under && Math.abs(actual - target) <= Math.abs(target) * 0.2;
    case "more than":
    case "over":
    case "well over":
      return over && Math.abs(actual - target) <= Math.abs(target) * 0.25;
    default:
      return Math.abs(actual - target) <= Math.abs(target) * 0.04;
  }
}

/** What a result's value says as a share (23% → 23) and as a multiple (+88% → 1.88, 4.8x → 4.8, -50% → 0.5). */
function readings(value: string): { share?: number; multiple?: number } {
  const text = compact(value);
  const times = /^([\d.]+)x$/.exec(text);
  if (times) return { multiple: Number(times[1]) };
  const change = /^([+-])([\d.]+)%$/.exec(text);
  if (change) return { multiple: 1 + (change[1] === "-" ? -1 : 1) * (Number(change[2]) / 100) };
  const share = /^([\d.]+)%$/.exec(text);
  if (share) return { share: Number(share[1]) };
  return {};
}

/** The number words in `text` that none of `values` fits. */
function unfitWords(text: string, values: readonly string[]): string[] {
  const unfit: string[] = [];
  for (const match of text.matchAll(NUMBER_WORDS)) {
    const word = match[2]!.toLowerCase().replace(/\s+/g, " ");
    const share = SHARES[word];
    const multiple = MULTIPLES[word];
    const fitted = values.some((value) => {
      const read = readings(value);
      if (share !== undefined && read.share !== undefined) return fits(read.share, share, match[1]);
      if (multiple !== undefined && read.multiple !== undefined) return fits(read.multiple, multiple, match[1]);
      return false;
    });
    if (!fitted) unfit.push(match[0]);
  }
  return unfit;
}

function numberWordProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const cases = new Map(
    files.flatMap((file) => (file.type === "CaseStudy" ? [[contentIdOf(file.file).split("/")[1]!, file] as const] : [])),
  );
  const problems: ContentProblem[] = [];
  const report = (file: string, field: string, text: string, values: readonly string[]) => {
    for (const words of unfitWords(text, values)) {
      problems.push({
        file,
        field,
        message: `says "${words}", which none of the results beside it fits (${values.join(", ")}): the words must say what the number says`,
      });
    }
  };
  for (const file of cases.values()) {
    const values = file.data.results.map((result) => result.value);
    for (const field of ["headline", "summary", "challenge", "solution"] as const) {
      report(file.file, field, file.data[field], values);
    }
  }
  // A section of case studies: its title and lead stand over the cases' results.
  const visit = (node: unknown, path: Array<string | number>, file: string) => {
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, [...path, index], file));
    if (!node || typeof node !== "object" || Array.isArray(node)) return;
    const record = node as Record<string, unknown>;
    const items = record.items;
    if (Array.isArray(items) && items.length > 0 && items.every((item) => typeof item === "string" && cases.has(item))) {
      const values = items.flatMap((slug) => cases.get(slug as string)!.data.results.map((result) => result.value));
      for (const key of ["title", "lead"]) {
        if (typeof record[key] === "string") report(file, fieldPath([...path, key]), record[key], values);
      }
    }
    for (const [key, value] of Object.entries(record)) visit(value, [...path, key], file);
  };
  for (const file of files) visit(file.data, [], file.file);
  return problems;
}

/** Copy that narrows a standing offer: "the <offer> for <part>", or "we back <part> with a <offer>". */
function offerProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const offers = fileOfType(files, "SiteFacts")?.data.offers ?? [];
  const problems: ContentProblem[] = [];
  for (const offer of offers) {
    const name = escapeRegExp(offer.name).replace(/ /g, "\\s+");
    const narrowings = [
      new RegExp(`${name}\\s+(?:for|on|covering|only for)\\s+([^.,;:!?]+)`, "gi"),
      new RegExp(`\\bback(?:s|ed)?\\s+([^.,;:!?]+?)\\s+with\\s+(?:a|an|our|the)\\s+${name}`, "gi"),
    ];
    for (const file of files) {
      const texts: Array<{ text: string; field: string }> = [];
      eachText(file.data, (text, path) => texts.push({ text, field: fieldPath(path) }));
      if (file.body) texts.push({ text: file.body, field: "(text)" });
      for (const { text, field } of texts) {
        for (const pattern of narrowings) {
          for (const match of text.matchAll(pattern)) {
            problems.push({
              file: file.file,
              field,
              message: `narrows the ${offer.name} to "${match[1]!.trim()}": it covers ${offer.covers} (site.json's offers), and reads the same on every page`,
            });
          }
        }
      }
    }
  }
  return problems;
}

/** The facts of a client's own, whose numbers are theirs and stay as typed (not the site's figures). */
const OWN_NUMBERS = new Set(["CaseStudy", "Testimonial", "Client", "Person", "SiteFacts"]);

/**
 * A stat's own label that says another thing than its figure's definition: "Average ROAS increase" over
 * google-ads-roas, which is a level, or "Revenue per visitor" (read as a level) over an increase in it. The label is
 * read as the figure's value followed by it, as a visitor reads the tile.
 */
function captionProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const figures = fileOfType(files, "SiteFacts")?.data.figures ?? [];
  const problems: ContentProblem[] = [];
  for (const file of files) {
    if (OWN_NUMBERS.has(file.type)) continue;
    eachText(file.data, (text, path, parent) => {
      const key = path[path.length - 1];
      if (key !== "label" || !parent) return;
      const id = (parent as { figure?: unknown }).figure;
      const figure = typeof id === "string" ? figures.find((item) => item.id === id) : undefined;
      if (!figure) return;
      const other = figures.find(
        (item) => item !== figure && item.value !== figure.value && item.label.toLowerCase() === text.toLowerCase(),
      );
      if (other) {
        problems.push({
          file: file.file,
          field: fieldPath(path),
          message: `says "${text}" of site.json's ${figure.id} (${figure.value}), but "${other.label}" is ${other.id}, which is ${other.value}: one label, two values reads as one metric told two ways. Give it ${figure.id}'s own label, "${figure.label}"`,
        });
        return;
      }
      if (misquotedFigures(`${figure.value} ${text}`, [figure]).length === 0) return;
      problems.push({
        file: file.file,
        field: fieldPath(path),
        message: `says "${text}" of site.json's ${describeFigure(figure)}, which measures ${figure.measures.charAt(0).toLowerCase()}${figure.measures.slice(1)}: a caption says what its figure measures`,
      });
    });
  }
  return problems;
}

/**
 * A figure's metric named with another number than its value: "250% average ROAS increase", where every figure
 * called "Average ROAS increase" says 312% or 420% (src/lib/siteFigures.ts restatedMetrics). Read in every text but
 * a client's own facts and a dated milestone's.
 */
function restatedFigureProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const figures = fileOfType(files, "SiteFacts")?.data.figures ?? [];
  const problems: ContentProblem[] = [];
  for (const file of files) {
    if (OWN_NUMBERS.has(file.type)) continue;
    const texts: Array<{ text: string; at: Pick<ContentProblem, "field" | "line" | "column"> }> = [];
    eachText(file.data, (text, path, parent) => {
      // A milestone of the past ("2023: 100 projects delivered") counts what was true in its year.
      if (parent && "year" in parent) return;
      texts.push({ text, at: { field: fieldPath(path) } });
    });
    (file.body ?? "").split("\n").forEach((text, index) => {
      texts.push({ text, at: { field: "(text)", line: (file.bodyLine ?? 1) + index, column: 1 } });
    });
    for (const { text, at } of texts) {
      for (const { found, figures: sharing } of restatedMetrics(text, figures)) {
        problems.push({
          file: file.file,
          ...at,
          message: `says "${found}", but ${sharing.map((figure) => `site.json's ${figure.id} is ${figure.value}`).join(" and ")}: write ${sharing.map((figure) => figurePlaceholder(figure.id)).join(" or ")}, which shows the figure's own value`,
        });
      }
    }
  }
  return problems;
}

/**
 * A figure true only where something is set up, quoted where it would be shown without it: the newsletter's audience
 * outside a newsletter box's connectedLead, which shows only where the boxes sign people up.
 */
function settingProblems(files: readonly CheckedFile[]): ContentProblem[] {
  const figures = (fileOfType(files, "SiteFacts")?.data.figures ?? []).filter((figure) => figure.onlyWhere);
  const problems: ContentProblem[] = [];
  for (const file of files) {
    if (file.type === "SiteFacts") continue;
    const check = (text: string, at: Pick<ContentProblem, "field" | "line" | "column">, inPlace: boolean) => {
      for (const figure of figures) {
        if (inPlace || !text.includes(figurePlaceholder(figure.id))) continue;
        problems.push({
          file: file.file,
          ...at,
          message: `quotes ${figurePlaceholder(figure.id)}, which is true only where the newsletter boxes sign people up: say it in a newsletter box's connectedLead, which the site shows only then`,
        });
      }
    };
    eachText(file.data, (text, path) => check(text, { field: fieldPath(path) }, path[path.length - 1] === "connectedLead"));
    (file.body ?? "").split("\n").forEach((line, index) =>
      check(line, { field: "(text)", line: (file.bodyLine ?? 1) + index, column: 1 }, false),
    );
  }
  return problems;
}

/** Every problem of figures and offers that disagree with each other. */
export function figureAgreementProblems(files: readonly CheckedFile[]): ContentProblem[] {
  return [
    ...partProblems(files),
    ...caseResultProblems(files),
    ...numberWordProblems(files),
    ...offerProblems(files),
    ...captionProblems(files),
    ...restatedFigureProblems(files),
    ...settingProblems(files),
  ];
}
