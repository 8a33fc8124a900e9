import { formatCount, formatGbp, formatList } from "./format";
import { checkNumber, type NumberRule } from "./numbers";

// The SEO estimator: estimated monthly organic clicks = monthly searches ×
// the average click-through rate (CTR) of the ranking position, valued at
// what the same clicks would cost in Google Ads.

/**
 * Average organic CTR of positions 1-10 on Google, from Sistrix's 2020 study of
 * 80 million keywords: "Why (almost) everything you knew about Google CTR is no
 * longer valid", https://www.sistrix.com/blog/why-almost-everything-you-knew-about-google-ctr-is-no-longer-valid/
 * It is an average across all kinds of results page: ads, shopping results,
 * featured snippets and local packs all move real CTRs up or down.
 */
export const CTR_BY_POSITION: readonly number[] = [0.285, 0.157, 0.11, 0.08, 0.072, 0.051, 0.04, 0.032, 0.028, 0.025];

/**
 * The same study found well under 1% CTR for every position on page two; we
 * assume 0.5% for positions 11-20 and nothing beyond, which few searchers reach.
 */
export const PAGE_TWO_CTR = 0.005;
export const MAX_POSITION = 100;
export const MAX_ROWS = 50;
/**
 * The most lines a paste keeps and an import reads: ten for each row the table holds, room for a header, blank lines
 * and lines to fix, while a whole rank-tracker export (100,000 lines) is read no further than this.
 */
export const MAX_CSV_LINES = 10 * MAX_ROWS;
/** How many of an import's problem lines are listed; the rest are counted. */
export const MAX_ERRORS_LISTED = 5;
/** The longest keyword a row holds, typed, imported or read from a shared link. */
export const MAX_KEYWORD_LENGTH = 120;
/** The longest number a field takes (searches and positions), typed or imported. */
export const MAX_NUMBER_LENGTH = 12;

/** The approximate share of searchers who click a result at this position. */
export function ctrForPosition(position: number): number {
  if (!Number.isFinite(position) || position < 1) return 0;
  const rank = Math.floor(position);
  if (rank <= CTR_BY_POSITION.length) return CTR_BY_POSITION[rank - 1] ?? 0;
  return rank <= 20 ? PAGE_TWO_CTR : 0;
}

export interface KeywordRaw {
  keyword: string;
  volume: string;
  current: string;
  /** Empty means "stay where it is". */
  target: string;
}

export interface Keyword {
  keyword: string;
  volume: number;
  current: number;
  target: number;
}

export const volumeRule: NumberRule = { noun: "monthly searches", min: 0, max: 100_000_000, integer: true };
export const positionRule: NumberRule = { noun: "position", min: 1, max: MAX_POSITION, integer: true };
export const cpcRule: NumberRule = { noun: "cost per click", min: 0, max: 1000 };

export type KeywordErrors = Partial<Record<keyof KeywordRaw, string>>;

export const isBlankRow = (row: KeywordRaw) =>
  !row.keyword.trim() && !row.volume.trim() && !row.current.trim() && !row.target.trim();

/** One row's values, or a message for each field that needs fixing. Blank rows are left out, not errors. */
export function checkKeywordRow(row: KeywordRaw): { keyword: Keyword | null; errors: KeywordErrors } {
  const errors: KeywordErrors = {};
  if (isBlankRow(row)) return { keyword: null, errors };
  const keyword = row.keyword.trim();
  if (!keyword) errors.keyword = "Enter the keyword.";
  const volume = checkNumber(row.volume, volumeRule);
  if (volume.error) errors.volume = volume.error;
  const current = checkNumber(row.current, { ...positionRule, noun: "current position" });
  if (current.error) errors.current = current.error;
  const target = checkNumber(row.target, { ...positionRule, noun: "target position", optional: true });
  if (target.error) errors.target = target.error;
  if (Object.keys(errors).length > 0) return { keyword: null, errors };
  const currentValue = current.value ?? 1;
  return {
    keyword: { keyword, volume: volume.value ?? 0, current: currentValue, target: target.value ?? currentValue },
    errors,
  };
}

export interface KeywordEstimate extends Keyword {
  currentClicks: number;
  targetClicks: number;
  currentValue: number;
  targetValue: number;
}

export interface SeoEstimate {
  rows: KeywordEstimate[];
  currentClicks: number;
  targetClicks: number;
  currentValue: number;
  targetValue: number;
}

export function estimateTraffic(keywords: readonly Keyword[], costPerClick: number): SeoEstimate {
  const rows = keywords.map((k) => {
    const currentClicks = k.volume * ctrForPosition(k.current);
    const targetClicks = k.volume * ctrForPosition(k.target);
    return {
      ...k,
      currentClicks,
      targetClicks,
      currentValue: currentClicks * costPerClick,
      targetValue: targetClicks * costPerClick,
    };
  });
  const sum = (pick: (row: KeywordEstimate) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    rows,
    currentClicks: sum((r) => r.currentClicks),
    targetClicks: sum((r) => r.targetClicks),
    currentValue: sum((r) => r.currentValue),
    targetValue: sum((r) => r.targetValue),
  };
}

export function seoSummary(estimate: SeoEstimate, costPerClick: number, leftOut = 0): string {
  const count = estimate.rows.length;
  const skipped =
    leftOut > 0
      ? ` ${leftOut === 1 ? "One row needs" : `${leftOut} rows need`} fixing and ${leftOut === 1 ? "is" : "are"} left out.`
      : "";
  if (count === 0)
    return `Add at least one keyword with its monthly searches and position to see an estimate.${skipped}`;
  const now = `${count === 1 ? "This keyword brings" : `These ${count} keywords bring`} an estimated ${formatCount(estimate.currentClicks)} organic clicks a month, worth ${formatGbp(estimate.currentValue)} at ${formatGbp(costPerClick)} a click.`;
  const gain = estimate.targetClicks - estimate.currentClicks;
  if (Math.round(gain) === 0) return `${now}${skipped}`;
  const direction = gain > 0 ? `about ${formatCount(gain)} more clicks` : `about ${formatCount(-gain)} fewer clicks`;
  return `${now} At the target positions that becomes ${formatCount(estimate.targetClicks)} clicks (${direction}), worth ${formatGbp(estimate.targetValue)} a month.${skipped}`;
}

/** Splits one CSV line into fields: commas or tabs separate, double quotes may wrap a field ("shoes, red"). */
export function splitCsvLine(line: string): string[] {
  const delimiter = line.includes("\t") ? "\t" : ",";
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === "") {
      quoted = true;
      field = "";
    } else if (char === delimiter) {
      fields.push(field.trim());
      field = "";
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

export interface CsvResult {
  rows: KeywordRaw[];
  /** One message per line that could not be used, naming the line. */
  errors: string[];
  /** The lines whose keyword was cut to MAX_KEYWORD_LENGTH characters, and still used. */
  cut: number[];
  /** Where reading stopped before the end of the text: the first line not read, and why. */
  stopped?: { line: number; reason: "full" | "lines" };
}

/** What the import says about keywords it cut, naming their lines: "" when it cut none. */
export function cutKeywordsMessage(lines: readonly number[]): string {
  if (lines.length === 0) return "";
  const named = lines.slice(0, 10).map(String);
  if (lines.length > 10) named.push(`${lines.length - 10} more`);
  const list = formatList(named);
  return lines.length === 1
    ? `The keyword on line ${list} was longer than ${MAX_KEYWORD_LENGTH} characters, so it was cut to its first ${MAX_KEYWORD_LENGTH}.`
    : `The keywords on lines ${list} were longer than ${MAX_KEYWORD_LENGTH} characters, so each was cut to its first ${MAX_KEYWORD_LENGTH}.`;
}

const LINES_AT_A_TIME = `the import takes ${MAX_CSV_LINES} lines at a time`;

/** What a paste says when it was longer than MAX_CSV_LINES and only its first lines were kept. */
export const PASTE_CUT_MESSAGE = `Only the first ${MAX_CSV_LINES} lines of what you pasted were kept: ${LINES_AT_A_TIME}.`;

/** What the import says about the lines it did not read: "" when it read them all. */
export function stoppedMessage(stopped: CsvResult["stopped"]): string {
  if (!stopped) return "";
  return stopped.reason === "full"
    ? `The table holds ${MAX_ROWS} keywords, so the import stopped before line ${stopped.line}.`
    : `Only the first ${MAX_CSV_LINES} lines were read: ${LINES_AT_A_TIME}.`;
}

/** The problems to list: the first MAX_ERRORS_LISTED, then how many more lines have one. */
export function summariseErrors(errors: readonly string[]): string[] {
  const more = errors.length - MAX_ERRORS_LISTED;
  if (more <= 0) return [...errors];
  return [...errors.slice(0, MAX_ERRORS_LISTED), `And ${more} more ${more === 1 ? "line" : "lines"} to fix.`];
}

/**
 * The first `max` lines of `text` (line breaks \n or \r\n), found one at a time, so that a paste of any length
 * costs no more than the lines used. `end` is where the last of them ends in `text`; `more` is whether anything
 * but white space follows.
 */
export function firstLines(text: string, max: number): { lines: string[]; end: number; more: boolean } {
  const lines: string[] = [];
  let start = 0;
  let end = 0;
  while (lines.length < max && start <= text.length) {
    const next = text.indexOf("\n", start);
    end = next === -1 ? text.length : next;
    lines.push(text.slice(start, end).replace(/\r$/, ""));
    start = end + 1;
  }
  const rest = /\S/g;
  rest.lastIndex = start;
  return { lines, end, more: start < text.length && rest.test(text) };
}

const HEADER = /^\s*"?keyword"?\s*[,\t]/i;

/**
 * Reads pasted CSV, one keyword a line: keyword,volume,position (an optional
 * fourth column is the target position). A header line is skipped; each bad
 * line is reported on its own and the good lines are still used. Fields are
 * held to the lengths the typed fields take: a longer keyword is cut (and its
 * line named in `cut`), a longer number is an error. Reading stops once the
 * table is full or after MAX_CSV_LINES lines, saying where in `stopped`.
 */
export function parseKeywordCsv(text: string, room: number = MAX_ROWS): CsvResult {
  const rows: KeywordRaw[] = [];
  const errors: string[] = [];
  const cut: number[] = [];
  const { lines, more } = firstLines(text, MAX_CSV_LINES);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const lineNo = index + 1;
    if (!line.trim() || (index === 0 && HEADER.test(line))) continue;
    if (rows.length >= room) return { rows, errors, cut, stopped: { line: lineNo, reason: "full" } };
    const [whole = "", volume = "", current = "", target = "", ...extra] = splitCsvLine(line);
    const keyword = whole.slice(0, MAX_KEYWORD_LENGTH).trim();
    if (extra.some((value) => value !== "")) {
      errors.push(`Line ${lineNo}: expected keyword,volume,position but found ${extra.length + 4} columns.`);
      continue;
    }
    const row: KeywordRaw = { keyword, volume: volume.replace(/,/g, ""), current, target };
    if ([row.volume, current, target].some((value) => value.length > MAX_NUMBER_LENGTH)) {
      errors.push(
        `Line ${lineNo} (${keyword || "no keyword"}): searches and positions take ${MAX_NUMBER_LENGTH} characters at most.`,
      );
      continue;
    }
    const messages = Object.values(checkKeywordRow(row).errors);
    if (messages.length > 0) {
      errors.push(`Line ${lineNo} (${keyword || "no keyword"}): ${messages.join(" ")}`);
      continue;
    }
    rows.push(row);
    if (whole.length > MAX_KEYWORD_LENGTH) cut.push(lineNo);
  }
  return more ? { rows, errors, cut, stopped: { line: MAX_CSV_LINES + 1, reason: "lines" } } : { rows, errors, cut };
}

/** The cost per click field's value, or its message. */
export function checkCpc(raw: string) {
  return checkNumber(raw, cpcRule);
}

export interface SeoEvaluation {
  cpcError?: string;
  /** One entry per row, in order; empty when the row is fine or blank. */
  rowErrors: KeywordErrors[];
  /** Rows with a problem, which the estimate leaves out. */
  leftOut: number;
  cpc: number | null;
  estimate: SeoEstimate | null;
}

/** The whole form: the estimate covers every valid row; rows with problems are reported and left out. */
export function evaluateSeo(cpcRaw: string, rows: readonly KeywordRaw[]): SeoEvaluation {
  const cpc = checkCpc(cpcRaw);
  const checked = rows.map(checkKeywordRow);
  const rowErrors = checked.map((row) => row.errors);
  const leftOut = rowErrors.filter((errors) => Object.keys(errors).length > 0).length;
  const keywords = checked.flatMap((row) => (row.keyword ? [row.keyword] : []));
  if (cpc.error !== undefined) return { cpcError: cpc.error, rowErrors, leftOut, cpc: null, estimate: null };
  const value = cpc.value ?? 0;
  return { rowErrors, leftOut, cpc: value, estimate: estimateTraffic(keywords, value) };
}
