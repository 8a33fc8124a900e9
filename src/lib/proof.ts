// How a headline figure is drawn (src/components/sections/ProofPanel): the shape its own value and kind make true.
// Nothing is drawn that the figure does not say. A change is drawn as before and after, the year before as 1 (a
// 312% increase is 4.12 times it, a 67% decrease 0.33 times it); a level with a standard to beat beside that
// standard (a 47% open rate beside the industry's 21%); a share of a whole as that share of a bar; a count, a total
// of money in millions or a time of up to MAX_DOTS as that many dots, one for each project, $1M or day.

/** The parts of a figure (content/site.json) its drawing needs. */
export interface DrawnFigure {
  value: string;
  kind: string;
  unit: string;
  compare?: { value: string; label: string } | null;
}

export type ProofShape =
  /** Before and after, as multiples of before; `lower` when less is the better (a cost). */
  | { shape: "change"; before: 1; after: number; lower: boolean }
  /** The figure beside what it is set against, in its own unit. */
  | { shape: "compare"; against: number; value: number; againstLabel: string; againstText: string }
  /** A share of a whole, from 0 to 1. */
  | { shape: "share"; share: number }
  /** A count, drawn as that many dots, each one `each` ("project", "day", "$1M"). */
  | { shape: "count"; count: number; each: string };

/** What a client's result is set against: its own measurement before we started. */
export const RESULT_BEFORE = "Before";

/** The most dots a count is drawn with: more could not be told apart on a phone. */
export const MAX_DOTS = 200;

/** A number in a value, without its sign, currency, grouping or suffix: "-67%" → 67, "$47M+" → 47, "3.2x" → 3.2. */
export function numberIn(value: string): number | undefined {
  const match = /(\d[\d,]*(?:\.\d+)?)/.exec(value);
  return match ? Number(match[1]!.replace(/,/g, "")) : undefined;
}

const isPercent = (value: string) => /%\s*$/.test(value.trim());
const isTimes = (value: string) => /x\s*$/i.test(value.trim());
const isCount = (value: string) => /^[\d,]+\+?$/.test(value.trim());

/** What one dot stands for in a total of money ("$47M+": $1M) or a time ("30 days": a day), if it is one. */
function unitOfDot(value: string): string | undefined {
  const money = /^([£$€])[\d.,]+([KMB])\+?$/.exec(value.trim());
  if (money) return `${money[1]}1${money[2]}`;
  const time = /^[\d,]+\+?\s*(hour|day|week|month)s?$/i.exec(value.trim());
  return time ? time[1]!.toLowerCase() : undefined;
}

/** A figure's unit as one of it: "projects" → "project", "law firms" → "law firm". */
const singular = (unit: string) => unit.replace(/ies$/, "y").replace(/s$/, "");

/** The shape a figure is drawn in, or undefined when it is told in words alone. */
export function proofShape(figure: DrawnFigure): ProofShape | undefined {
  const number = numberIn(figure.value);
  if (number === undefined) return undefined;
  if (figure.kind === "increase" || figure.kind === "decrease") {
    const lower = figure.kind === "decrease";
    if (isTimes(figure.value)) return lower ? undefined : { shape: "change", before: 1, after: number, lower };
    if (!isPercent(figure.value)) return undefined;
    const after = lower ? 1 - number / 100 : 1 + number / 100;
    return after > 0 ? { shape: "change", before: 1, after, lower } : undefined;
  }
  if (figure.kind === "level") {
    const against = figure.compare ? numberIn(figure.compare.value) : undefined;
    if (figure.compare && against !== undefined) {
      return {
        shape: "compare",
        against,
        value: number,
        againstLabel: figure.compare.label,
        againstText: figure.compare.value,
      };
    }
    if (isPercent(figure.value) && number <= 100) return { shape: "share", share: number / 100 };
    return undefined;
  }
  if (number > MAX_DOTS || !Number.isInteger(number)) return undefined;
  if (figure.kind === "total" && isCount(figure.value))
    return { shape: "count", count: number, each: singular(figure.unit) };
  const each = unitOfDot(figure.value);
  return each && (figure.kind === "total" || figure.kind === "time")
    ? { shape: "count", count: number, each }
    : undefined;
}

/** "4.12" → "4.1", "0.33" → "0.33": a multiple as a reader says it, to two significant figures under 10. */
export const multipleText = (multiple: number): string =>
  multiple >= 10 ? String(Math.round(multiple)) : String(Number(multiple.toPrecision(2)));

/** The shape in words, for its text alternative: what the bars or dots show. */
export function shapeInWords(shape: ProofShape, value: string): string {
  switch (shape.shape) {
    case "change":
      return `${value}: ${multipleText(shape.after)} times the level before we started`;
    case "compare":
      return shape.againstLabel === RESULT_BEFORE
        ? `${value}, against ${shape.againstText} before we started`
        : `${value}, against ${shape.againstText} (${shape.againstLabel.toLowerCase()})`;
    case "share":
      return `${value} of the whole`;
    case "count":
      return `${value}, one dot for each ${shape.each}`;
  }
}

/** A client's result (content/case-studies): its value, and what it was before we started where that is known. */
export interface DrawnResult {
  value: string;
  before?: string | null;
}

/**
 * How a client's result is drawn: a signed percentage ("+212%", "-41%") as before and after, the level before as 1
 * (a cost or a rate that fell is the better for it); a value with the measurement before it beside that measurement.
 * A result with neither (an amount saved, a return) is told in words alone.
 */
export function resultShape(result: DrawnResult): ProofShape | undefined {
  const value = numberIn(result.value);
  if (value === undefined) return undefined;
  const change = /^\s*([+\-\u2212])[\d.,]+\s*%\s*$/.exec(result.value);
  if (change) {
    const lower = change[1] !== "+";
    const after = lower ? 1 - value / 100 : 1 + value / 100;
    return after > 0 ? { shape: "change", before: 1, after, lower } : undefined;
  }
  const before = result.before ? numberIn(result.before) : undefined;
  if (result.before && before !== undefined) {
    return { shape: "compare", against: before, value, againstLabel: RESULT_BEFORE, againstText: result.before };
  }
  return undefined;
}
