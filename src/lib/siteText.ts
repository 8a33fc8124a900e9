import { fileOfType, type CheckedFile } from "./content/contentFile";
import { buildDate, fillAgeFacts, type AgeFacts } from "./siteAge";
import type { Advice } from "./schema/advice";
import { fillAdvice } from "./siteAdvice";
import { fillFigures, type Figure } from "./siteFigures";

// The placeholders the site's copy may hold for facts told once, filled in one pass: the agency's age and the
// founding and current years (./siteAge.ts), the headline figures of site.json (./siteFigures.ts) and the standing
// advice of advice.json (./siteAdvice.ts). The same
// function fills the pages, their metadata and JSON-LD (through the GraphQL layer, gatsby/contentText.ts), the
// feed, llms.txt and share cards (gatsby/content/readContent.ts) and the editing screen's preview (src/cms/).

export interface TextFacts extends AgeFacts {
  figures: ReadonlyArray<Pick<Figure, "id" | "value">>;
  advice?: ReadonlyArray<Pick<Advice, "id" | "value">>;
}

/** What the content's placeholders are filled from: site.json, advice.json and `today`; none while site.json is wrong. */
export function textFactsOf(checked: readonly CheckedFile[], today = buildDate()): TextFacts | undefined {
  const site = fileOfType(checked, "SiteFacts");
  const advice = fileOfType(checked, "AdviceFile")?.data.advice ?? [];
  return site && { foundingYear: site.data.foundingYear, today, figures: site.data.figures, advice };
}

/** The text with each placeholder of a fact replaced by its value. */
export function fillText(text: string, facts: TextFacts): string {
  if (!text.includes("{")) return text;
  return fillAdvice(fillFigures(fillAgeFacts(text, facts), facts.figures), facts.advice ?? []);
}

/** A content file's data (JSON values) with every text in it filled. */
export function fillTextIn<T>(value: T, facts: TextFacts): T {
  if (typeof value === "string") return fillText(value, facts) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillTextIn(item, facts)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTextIn(item, facts)])) as T;
  }
  return value;
}
