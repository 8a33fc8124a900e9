import { singlePages } from "./routes";
import type { z } from "zod";
import type { figure } from "./schema/facts";

// The headline figures of the business (content/site.json `figures`), each told once. Copy never types a figure's
// value: it writes {figure:id}, which the build fills with the value wherever text is filled (src/lib/siteText.ts),
// so "420%" on one page cannot drift from "420%" on another, and a number shared by two figures ("420%" as an
// increase in ROAS, and "420%" as the level of ROAS on Google) is always one of them by name.
//
// The content check refuses a registered value typed in copy (retypedFigures), and the check of the built site
// reads every page for a value quoted with another meaning than its figures' (quotedKind, kindFits).

export type Figure = z.infer<typeof figure>;
type FigureValue = Pick<Figure, "id" | "value">;

const PLACEHOLDER = /\{figure:([^}]*)\}/g;

/** How copy quotes a figure: "{figure:average-roas-increase}". */
export const figurePlaceholder = (id: string): string => `{figure:${id}}`;

/** Whether a placeholder ("{…}") is a figure's. */
export const isFigurePlaceholder = (placeholder: string): boolean => /^\{figure:[^}]*\}$/.test(placeholder);

/** The ids a text quotes with {figure:id}. */
export const figureIdsIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map(([, id]) => id!);

/** The text with every {figure:id} replaced by that figure's value; an unknown id stays (the content check says so). */
export function fillFigures(text: string, figures: readonly FigureValue[]): string {
  if (!text.includes("{figure:")) return text;
  return text.replace(
    PLACEHOLDER,
    (placeholder, id: string) => figures.find((item) => item.id === id)?.value ?? placeholder,
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Where a figure's value is written in a text. A number is a whole: "420%" is not in "1,420%" or "4.20%", and
 * "23%" is not in "-23%" (a decrease is another figure); a "+" in front changes nothing ("+340%" is "340%"). A bare
 * number ("15") is only the figure with its unit after it ("15 industries").
 */
export function valuePattern({ value, unit }: Pick<Figure, "value" | "unit">): RegExp {
  const before = /^\d/.test(value) ? String.raw`(?<![\d.,\-−£$€])` : String.raw`(?<![\d.,])`;
  const bare = /^[\d.,]+$/.test(value);
  const after = bare
    ? String.raw` ${escaped(unit)}\b`
    : /\w$/.test(value)
      ? String.raw`(?![\w])`
      : String.raw`(?![\d])`;
  return new RegExp(`${before}${escaped(value)}${after}`, "g");
}

const patterns = new WeakMap<Pick<Figure, "value" | "unit">, RegExp>();

/** valuePattern, made once per figure: the content check tries every figure on every text. */
function patternOf(figure: Pick<Figure, "value" | "unit">): RegExp {
  let pattern = patterns.get(figure);
  if (!pattern) patterns.set(figure, (pattern = valuePattern(figure)));
  return pattern;
}

/** A registered value typed in a text: the words found and every figure with that value. */
export interface RetypedFigure {
  found: string;
  figures: Figure[];
}

/** The figures' values a text types out instead of quoting them with {figure:id}. */
export function retypedFigures(text: string, figures: readonly Figure[]): RetypedFigure[] {
  const typed = text.replace(PLACEHOLDER, " ");
  const found = new Map<string, Figure[]>();
  // Every value has a digit: most texts have none, and need no pattern tried.
  if (!/\d/.test(typed)) return [];
  for (const item of figures) {
    for (const [match] of typed.matchAll(patternOf(item))) found.set(match, [...(found.get(match) ?? []), item]);
  }
  return [...found].map(([words, matching]) => ({ found: words, figures: matching }));
}

/** The words that make a number a change: "a 312% increase", "-67% lower cost", "more", "less". */
const INCREASE = /^(increases?|increased|growth|grow|grew|more|uplift|higher|rises?|rose|improvement|lift)$/i;
const DECREASE = /^(decreases?|decreased|reduction|reduced|lower|less|fewer)$/i;
/** How far either side of a number its meaning is read, in words. */
const WINDOW = 6;
/** Words that start another phrase: what comes before them is about something else ("a 156% increase and 4.2x ROI"). */
const PHRASE_BREAK = /^(and|with|across|against|while|but|or|plus|versus|vs)$/i;

/** The words that belong to a number, read away from it: up to another number or the start of another phrase. */
function ownWords(words: readonly string[]): string[] {
  const end = words.findIndex((word) => /\d/.test(word) || PHRASE_BREAK.test(word));
  return (end === -1 ? words : words.slice(0, end)).slice(0, WINDOW).map((word) => word.replace(/[^\w-]/g, ""));
}

/**
 * What a quote of a number in running text says it is: a change up ("a 312% increase", "+340%", "3.2x"), a change
 * down ("-67% cost per acquisition") or neither (a level, a total or a time: "average a 420% return"). Read from
 * the number's sign and the few words about it in its clause and on its line. A number alone on its line is a
 * stat, read with the line after it, its label ("420%", then "Average ROAS increase").
 */
export function quotedKind(text: string, index: number, value: string): "increase" | "decrease" | undefined {
  const sign = text[index - 1];
  if (/^[-−]/.test(value) || sign === "-" || sign === "−") return "decrease";
  if (value.startsWith("+") || sign === "+") return "increase";
  const lineStart = text.lastIndexOf("\n", index - 1) + 1;
  const end = index + value.length;
  const lineEnd = text.indexOf("\n", end) === -1 ? text.length : text.indexOf("\n", end);
  const alone = !text.slice(lineStart, index).trim() && !text.slice(end, lineEnd).trim();
  const following = alone ? text.slice(lineEnd + 1).split("\n")[0]! : text.slice(end, lineEnd);
  const clauseBefore = /[^.,;:!?()]*$/.exec(text.slice(lineStart, index))![0];
  const clauseAfter = /^[^,;:!?()]*?(?=\.(?!\d)|[,;:!?()]|$)/.exec(following)![0];
  const words = [
    ...ownWords(clauseBefore.split(/\s+/).filter(Boolean).reverse()),
    ...ownWords(clauseAfter.split(/\s+/).filter(Boolean)),
  ];
  if (words.some((word) => DECREASE.test(word))) return "decrease";
  if (words.some((word) => INCREASE.test(word))) return "increase";
  return undefined;
}

/**
 * Whether a quote read as `quoted` can be the figure: a change in its direction, or a level, total or time with no
 * word of change about it. A multiple ("3.2x qualified leads") states an increase on its own.
 */
export function kindFits(figureKind: Figure["kind"], value: string, quoted: ReturnType<typeof quotedKind>): boolean {
  switch (figureKind) {
    case "increase":
      return quoted === "increase" || (quoted === undefined && /x$/.test(value));
    case "decrease":
      return quoted === "decrease";
    default:
      return quoted === undefined;
  }
}

/** A quote of a registered value whose words give it a meaning none of its figures has. */
export interface MisquotedFigure {
  found: string;
  context: string;
  figures: Figure[];
}

/** Every quote of a registered value in a text whose meaning fits none of the figures with that value. */
export function misquotedFigures(text: string, figures: readonly Figure[]): MisquotedFigure[] {
  const problems: MisquotedFigure[] = [];
  const byValue = new Map<string, Figure[]>();
  for (const item of figures) byValue.set(item.value, [...(byValue.get(item.value) ?? []), item]);
  for (const [value, sharing] of byValue) {
    for (const match of text.matchAll(patternOf(sharing[0]!))) {
      const quoted = quotedKind(text, match.index, value);
      if (sharing.some((item) => kindFits(item.kind, value, quoted))) continue;
      const context = text.slice(Math.max(0, match.index - 50), match.index + value.length + 50).replace(/\s+/g, " ");
      problems.push({ found: match[0], context: context.trim(), figures: sharing });
    }
  }
  return problems;
}

/** "google-ads-roas (Average ROAS on Google Ads: a level)", for messages. */
export const describeFigure = (item: Figure): string =>
  `${item.id} (${item.label}: ${item.kind === "increase" ? "an" : "a"} ${item.kind})`;

/** Where every figure is defined: /results/how-we-count, from the route table. */
export const HOW_WE_COUNT_PATH = singlePages.find((page) => page.template === "HowWeCountTemplate")!.path;

/** The link to a figure's definition, which every place that shows the figure gives. */
export const definitionHref = (id: string): string => `${HOW_WE_COUNT_PATH}#${id}`;

/** The words of the link under a set of figures to their definitions. */
export const HOW_WE_COUNT_LINK = "How we count these figures";

/** A figure's metric named with another number: the words, and the figures of that name. */
export interface RestatedMetric {
  found: string;
  figures: Figure[];
}

/** A value as compared: without spaces, a "+" or a thousands separator, and a minus or en dash read as a hyphen. */
const comparable = (value: string) =>
  value
    .replace(/[\u2212\u2013]/g, "-")
    .replace(/[\s,]/g, "")
    .replace(/^\+(?=\d)/, "");

const metricPatterns = new WeakMap<readonly Figure[], Array<{ sharing: Figure[]; pattern: RegExp }>>();

/**
 * The figures' metrics a text names with another number than theirs: "250% average ROAS increase", where every
 * figure called "Average ROAS increase" (a label of two words or more) says 312% or 420%. The number and the label
 * stand on one line. Placeholders are taken out first: what they show is the figure's own value.
 */
export function restatedMetrics(text: string, figures: readonly Figure[]): RestatedMetric[] {
  let patterns = metricPatterns.get(figures);
  if (!patterns) {
    const byLabel = new Map<string, Figure[]>();
    // A decrease's label is the bare metric ("Cost per lead": its sign says the change), which any client's or
    // tool's number may follow; every other label names the figure itself.
    for (const item of figures) {
      const label = item.label.toLowerCase();
      if (item.kind !== "decrease" && label.split(/\s+/).length >= 2) {
        byLabel.set(label, [...(byLabel.get(label) ?? []), item]);
      }
    }
    patterns = [...byLabel].map(([label, sharing]) => ({
      sharing,
      pattern: new RegExp(
        `(?<![\\w.,{])([+\\-\u2212]?[£$]?\\d[\\d.,]*[ \\t]*(?:%|x|hours?|days?)?)[ \\t]+(?:an?[ \\t]+)?${escaped(label).replace(/ /g, "[ \\t]+")}\\b`,
        "gi",
      ),
    }));
    metricPatterns.set(figures, patterns);
  }
  const plain = text.replace(/\{[^}]*\}/g, "");
  if (!/\d/.test(plain)) return [];
  const found: RestatedMetric[] = [];
  for (const { sharing, pattern } of patterns) {
    for (const match of plain.matchAll(pattern)) {
      if (!sharing.some((item) => comparable(item.value) === comparable(match[1]!))) {
        found.push({ found: match[0].trim().replace(/\s+/g, " "), figures: sharing });
      }
    }
  }
  return found;
}
