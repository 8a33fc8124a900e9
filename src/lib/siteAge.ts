import { countOfWord, fillCountPlaceholder } from "./counts";

// Facts that age: how long the agency has been in business, the year it was founded and this year. Copy never
// types them; it writes a placeholder, which the build fills from site.json's `foundingYear` and the build date,
// so "six years" turns into "seven years" on its own in the new year. ./siteText.ts fills them, with the other
// facts' placeholders, wherever the site shows copy.
//
// Placeholders are a word in braces, as {count} is (./counts.ts); no copy uses braces otherwise, and the content
// check refuses any placeholder it does not know.

export const AGE_PLACEHOLDERS = {
  /** How many years the agency has been in business, in words up to ten ("six"), capitalised to start a sentence. */
  years: "{years}",
  /** The year it was founded ("2020"): "since {founded}". */
  founded: "{founded}",
  /** The year of the build ("2026"). */
  year: "{year}",
} as const;

export interface AgeFacts {
  foundingYear: number;
  /** The day the text is read on: the build date (buildDate()), or a fixed day in tests. */
  today: Date;
}

/**
 * The date the site is built on, the one "today" of every age, of the footer's copyright year and of which
 * articles are published (src/lib/scheduling.ts). A build that runs past midnight still counts from one moment:
 * the first time this is asked. BUILD_DATE (YYYY-MM-DD) builds the site as it will be, or was, on that day: the
 * tests fix it rather than read the clock.
 */
let built: Date | undefined;
export function buildDate(): Date {
  built ??= fixedBuildDate() ?? new Date();
  return built;
}

function fixedBuildDate(): Date | undefined {
  // The editing screen runs this in the browser, which has no environment.
  const value = typeof process === "undefined" ? undefined : process.env.BUILD_DATE;
  if (!value) return undefined;
  const date = new Date(`${value}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !date.toISOString().startsWith(value)) {
    throw new Error(
      `BUILD_DATE is "${value}": write the day to build as YYYY-MM-DD, such as 2027-01-08, or leave it unset for today`,
    );
  }
  return date;
}

/**
 * Whole years in business, by calendar year alone: site.json records the founding year, not the day, so the
 * count goes up on 1 January (a business founded in 2020 is six years old throughout 2026).
 */
export function yearsInBusiness({ foundingYear, today }: AgeFacts): number {
  return today.getUTCFullYear() - foundingYear;
}

/** The text with each age placeholder replaced by its value. */
export function fillAgeFacts(text: string, facts: AgeFacts): string {
  if (!text.includes("{")) return text;
  return fillCountPlaceholder(text, AGE_PLACEHOLDERS.years, yearsInBusiness(facts))
    .replaceAll(AGE_PLACEHOLDERS.founded, String(facts.foundingYear))
    .replaceAll(AGE_PLACEHOLDERS.year, String(facts.today.getUTCFullYear()));
}

const NUMBER = String.raw`(\d+|[A-Za-z]+)`;

/** "N years" (or "N-year"), with what follows it in the sentence. */
const YEAR_COUNT = new RegExp(String.raw`\b${NUMBER}(\+?)[ -]years?\b([^.!?\n]*)`, "g");

/**
 * Phrases that only ever state the agency's age: refused with any number, since the number can only be the age.
 * "later" and "of experience" are not here: "two years later" in a client's story and "5 years of experience"
 * in a job advert are counts of something else.
 */
const AGE_PHRASE = /^\s+(in business|of trading|in numbers|and counting|young|old)\b/i;

/** What follows a count of years that makes it a period of something else: "6 years after our work ends". */
const OTHER_PERIOD = /^\s+(or more|or longer|after|from|before|of (?:the|your|their)|with us)\b/i;

/** A count of years found in a text: the words ("Five years in numbers") and the number they say (5). */
export interface YearCount {
  found: string;
  count: number;
}

/**
 * The counts of years in a text that state the agency's age. A count is the age when a phrase says so ("five
 * years in business"), or when it is the age or within one of it ("Five years and 180+ projects later", typed
 * last year, or "seven years" typed early) and is not a minimum ("3+ years in SEO") or a period of something else
 * ("kept for 6 years after our work ends", "clients with us for two years or more"). Counts far from the age
 * ("two years") pass: the agency's age is not what they count, and refusing every number of years would refuse
 * job adverts and retention periods.
 */
export function agesStated(text: string, facts: AgeFacts): YearCount[] {
  const age = yearsInBusiness(facts);
  return [...text.matchAll(YEAR_COUNT)].flatMap(([found, number, plus, rest]) => {
    const count = /^\d+$/.test(number!) ? Number(number) : countOfWord(number!);
    if (count === undefined || plus || OTHER_PERIOD.test(rest!)) return [];
    const phrase = AGE_PHRASE.exec(rest!);
    const near = Math.abs(count - age) <= 1;
    return phrase || near ? [{ found: found.slice(0, found.length - rest!.length) + (phrase?.[0] ?? ""), count }] : [];
  });
}

/** The hand-typed ages in content's text, which the content check refuses: whatever they say, {years} says it. */
export function handTypedAges(text: string, facts: AgeFacts): string[] {
  return agesStated(text, facts).map(({ found }) => found);
}
