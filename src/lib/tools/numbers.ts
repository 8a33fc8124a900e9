// Parsing and checking of what people type into the tools' number fields.
// Inputs are text fields (not type="number") so that anything typed can be
// explained in words instead of being silently dropped by the browser.

import { formatDecimal } from "./format";

export interface NumberRule {
  /** What the value is, as it reads mid-sentence: "monthly ad spend". */
  noun: string;
  min: number;
  max: number;
  /** Only whole numbers make sense (positions, counts). */
  integer?: boolean;
  /** An empty field is allowed and reads as "not given". */
  optional?: boolean;
}

/** A field's number, or the message that explains why there is none. */
export type NumberCheck = { value: number | null; error?: undefined } | { value?: undefined; error: string };

const THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const PLAIN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * "£1,250.50", " 4 % ", "2.5x" → a number; "" → null; anything else → NaN.
 * Commas are read only as thousands separators ("1,500"), never as decimal points.
 */
export function parseLooseNumber(raw: string): number | null {
  const trimmed = raw.trim();
  if (trimmed === "") return null;
  const cleaned = trimmed
    .replace(/^([+-]?)\s*£\s*/, "$1")
    .replace(/\s*[%x×]$/i, "")
    .replace(/\s/g, "");
  if (THOUSANDS.test(cleaned)) return Number(cleaned.replace(/,/g, ""));
  if (PLAIN.test(cleaned)) return Number(cleaned);
  return Number.NaN;
}

/** A limit or an example as a message writes it: "1,000", "2.5". */
const plain = (value: number) => formatDecimal(value, 0, 2);

/** Checks a typed value against a rule; messages say what to type instead. */
export function checkNumber(raw: string, rule: NumberRule): NumberCheck {
  const value = parseLooseNumber(raw);
  if (value === null) return rule.optional ? { value: null } : { error: `Enter the ${rule.noun}.` };
  const example = plain(Math.min(Math.max(rule.integer ? 3 : 2.5, rule.min), rule.max));
  if (!Number.isFinite(value)) return { error: `Enter the ${rule.noun} as a number, for example ${example}.` };
  if (rule.integer && !Number.isInteger(value)) return { error: `Enter the ${rule.noun} as a whole number.` };
  if (value < rule.min || value > rule.max) {
    return {
      error: `Enter a number from ${plain(rule.min)} to ${plain(rule.max)} for the ${rule.noun}.`,
    };
  }
  return { value };
}

/** Checks several fields at once: the numbers when all are valid, and every field's message. */
export function checkFields<K extends string>(
  raw: Readonly<Record<NoInfer<K>, string>>,
  rules: Readonly<Record<K, NumberRule>>,
): { values: Record<K, number | null> | null; errors: Partial<Record<K, string>> } {
  const values = {} as Record<K, number | null>;
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const check = checkNumber(raw[key] ?? "", rules[key]);
    if (check.error !== undefined) errors[key] = check.error;
    else values[key] = check.value;
  }
  return { values: Object.keys(errors).length === 0 ? values : null, errors };
}

/** a ÷ b, or null when the answer would be meaningless (division by zero, overflow). */
export function ratio(a: number, b: number): number | null {
  if (b === 0 || !Number.isFinite(a) || !Number.isFinite(b)) return null;
  const result = a / b;
  return Number.isFinite(result) ? result : null;
}
