// How the islands write numbers: British English, pounds sterling.
//
// Written out here rather than with Intl.NumberFormat or toLocaleString: the first of those a page makes loads the
// browser's locale data, one task of 14-30 ms on the 2-core machine (four times that on Lighthouse's phone), and
// a tool's island makes it as it wakes. British English needs only commas between thousands, a full stop before
// the decimals and a minus sign before the pound sign, rounded half away from zero as Intl rounds; the unit tests
// hold every function to Intl's own output.

/** The decimal digits of a non-negative number as JavaScript writes it at its shortest: "1234.5" → ["1234", "5"]. */
function decimalDigits(value: number): [string, string] | null {
  const written = String(value);
  if (written.includes("e")) return null;
  const [whole, fraction = ""] = written.split(".");
  return [whole!, fraction];
}

/** Adds one to a string of decimal digits: "199" → "200", "99" → "100". */
function increment(digits: string): string {
  let carry = 1;
  let result = "";
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    const digit = Number(digits[i]) + carry;
    carry = digit === 10 ? 1 : 0;
    result = String(digit % 10) + result;
  }
  return carry ? `1${result}` : result;
}

const groupThousands = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * A number in British English with between `minFraction` and `maxFraction` decimals: 1234.567 → "1,234.57" (2, 2),
 * 0.125 → "0.13" (0, 2), 2.5 → "3" (0, 0). A number too large or too small for plain digits (above 10^21, below
 * 10^-6) falls back to Intl, which no tool's figures reach.
 */
export function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const digits = Number.isFinite(value) ? decimalDigits(Math.abs(value)) : null;
  if (!digits) {
    return new Intl.NumberFormat("en-GB", {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    }).format(value);
  }
  let [whole, fraction] = digits;
  if (fraction.length > maxFraction) {
    const roundUp = Number(fraction[maxFraction]) >= 5;
    let kept = whole + fraction.slice(0, maxFraction);
    if (roundUp) kept = increment(kept).padStart(kept.length, "0");
    whole = kept.slice(0, kept.length - maxFraction) || "0";
    fraction = kept.slice(kept.length - maxFraction);
  }
  fraction = fraction.replace(/0+$/, "").padEnd(minFraction, "0");
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** "£40,000"; amounts under £100 keep their pence ("£2.17"). Negative amounts read "-£1,500". */
export function formatGbp(amount: number): string {
  // Math.round first, so -0.4 never prints as "-£0".
  const [rounded, decimals] =
    Math.abs(amount) >= 100 ? [Math.round(amount) || 0, 0] : [Math.round(amount * 100) / 100 || 0, 2];
  const written = formatDecimal(Math.abs(rounded), decimals, decimals);
  return `${rounded < 0 ? "-" : ""}£${written}`;
}

/** "3,333" */
export function formatCount(value: number): string {
  return formatDecimal(Math.round(value) || 0, 0, 0);
}

/** A share written as a percentage: 2.69 → "269%", 0.125 → "12.5%". */
export function formatPercent(share: number): string {
  return `${formatDecimal(share * 100 || 0, 0, 1)}%`;
}

/** Return on ad spend as a multiple: 8 → "8.00x". */
export function formatMultiple(value: number): string {
  return `${formatDecimal(value, 2, 2)}x`;
}

/** A list as British English writes it, with no comma before "and": ["4", "9", "12"] → "4, 9 and 12". */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
