import type { Advice } from "./schema/advice";
import { escapeRegExp } from "./text";

// The agency's standing recommendations (content/advice.json), each told once. Copy writes {advice:id}, which the
// build fills with the advice's value wherever text is filled (src/lib/siteText.ts), as it fills {figure:id}: an
// article's "at least {advice:rsa-headlines} distinct headlines" says what the PPC guide says. The content check
// reads every text for an advice's phrases with another number (restatedAdvice).

type AdviceValue = Pick<Advice, "id" | "value">;

const PLACEHOLDER = /\{advice:([^}]*)\}/g;

/** How copy quotes a recommendation: "{advice:rsa-headlines}". */
export const advicePlaceholder = (id: string): string => `{advice:${id}}`;

/** Whether a placeholder ("{…}") is an advice's. */
export const isAdvicePlaceholder = (placeholder: string): boolean => /^\{advice:[^}]*\}$/.test(placeholder);

/** The ids a text quotes with {advice:id}. */
export const adviceIdsIn = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map(([, id]) => id!);

/** The text with every {advice:id} replaced by its value; an unknown id stays (the content check says so). */
export function fillAdvice(text: string, advice: readonly AdviceValue[]): string {
  if (!text.includes("{advice:")) return text;
  return text.replace(
    PLACEHOLDER,
    (placeholder, id: string) => advice.find((item) => item.id === id)?.value ?? placeholder,
  );
}

/** Numbers as copy writes them in words, up to twenty. */
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"
    .split(" ")
    .map((word, index) => [word, index]),
);

const NUMBER = `(?:\\d[\\d,.]*|${Object.keys(NUMBER_WORDS).join("|")})`;
/**
 * A number or a range, as copy writes either: "10", "ten", "10+", "15 to 20%", "15-20 percent", and a flow's
 * length: "5-7 emails over 14 days", "3 emails over 3 weeks".
 */
const AMOUNT = `${NUMBER}\\+?(?:\\s*(?:to|-|–|or)\\s*${NUMBER})?(?:\\s*(?:%|per\\s?cent|percent))?(?:\\s+emails?\\s+over\\s+${NUMBER}\\s+(?:days?|weeks?))?`;

/** A number or range reduced to its digits, to compare two wordings: "fifteen to 20 percent" → "15-20%". */
export function amountOf(words: string): string {
  const lower = words.toLowerCase();
  const percent = /%|per\s?cent/.test(lower);
  const digits = lower
    .replace(new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join("|")})\\b`, "g"), (word) => String(NUMBER_WORDS[word]))
    .replace(/\s*emails?\s+over\s+/g, "/")
    .replace(/\s*days?/g, "d")
    .replace(/\s*weeks?/g, "w")
    .replace(/%|\s*per\s?cent/g, "")
    .replace(/\s*(?:to|–|-|or)\s*/g, "-")
    .replace(/[\s,+]/g, "");
  return percent ? `${digits}%` : digits;
}

/** A phrase of an advice as a pattern: its words, with its number where the # is, "at least" or "about" allowed before. */
const patternOf = (phrase: string): RegExp => {
  const [before, after] = phrase.split("#").map((part) => escapeRegExp(part.trim()).replace(/\s+/g, "\\s+"));
  const lead = before ? `${before}\\s+` : "";
  const trail = after ? `\\s*${after}` : "";
  return new RegExp(`\\b${lead}(?:(?:at\\s+least|around|about|some|roughly)\\s+)?(${AMOUNT})${trail}(?!\\w)`, "gi");
};

/** A restatement of a recommendation with a number other than its value. */
export interface RestatedAdvice {
  found: string;
  advice: Advice;
}

/**
 * The phrases of registered advice a text gives with another number than the advice's. Where the phrases of two
 * pieces of advice read the same words ("30 conversions in the last 30 days", and the same "to target ROAS"), the
 * longer, more particular one decides. Quoted advice ({advice:id}) is its own value and is not read.
 */
export function restatedAdvice(text: string, advice: readonly Advice[]): RestatedAdvice[] {
  const plain = text.replace(PLACEHOLDER, "");
  if (!/\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/i.test(plain)) return [];
  const matches = advice.flatMap((item) =>
    item.phrases.flatMap((phrase) =>
      [...plain.matchAll(patternOf(phrase))].map((match) => ({
        item,
        found: match[0].replace(/\s+/g, " "),
        start: match.index,
        end: match.index + match[0].length,
        agrees: amountOf(match[1]!) === amountOf(item.value),
      })),
    ),
  );
  const overlap = (a: (typeof matches)[number], b: (typeof matches)[number]) => a.start < b.end && b.start < a.end;
  const decides = (match: (typeof matches)[number]) =>
    !matches.some(
      (other) => other !== match && overlap(match, other) && other.end - other.start > match.end - match.start,
    );
  const found = matches
    .filter((match) => !match.agrees && decides(match))
    .map(({ found: words, item }) => ({ found: words, advice: item }));
  return found.filter(
    (one, index) => found.findIndex((other) => other.found === one.found && other.advice === one.advice) === index,
  );
}
