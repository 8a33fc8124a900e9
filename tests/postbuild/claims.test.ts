import fs from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "../helpers/paths";
import { builtOn, builtPages, documentFor, jsonLdBlocks, PUBLIC_DIR } from "../helpers/builtSite";
import { countWord } from "../../src/lib/counts";
import { AGE_PLACEHOLDERS, agesStated, yearsInBusiness, type AgeFacts } from "../../src/lib/siteAge";
import { describeFigure, misquotedFigures, restatedMetrics, type Figure } from "../../src/lib/siteFigures";
import { adviceFileSchema } from "../../src/lib/schema/advice";
import { restatedAdvice } from "../../src/lib/siteAdvice";
import { readPdf, readPdfs } from "../helpers/pdf";
import { countRange } from "../../src/lib/content/figureRules";

// What every built page claims is true on the day and on every other page:
// - it agrees with the calendar: a count of the agency's years is the one its founding year and the build date
//   make true, the copyright line runs from the founding year to the year of the build;
// - each headline figure of site.json is quoted with its own meaning: a value that is an increase is not said as
//   a level, nor the other way round ("average a 420% return" is the level on Google, never the increase);
// - no placeholder is left unfilled;
// - no figure's metric is named with another number than its figure's ("250% average ROAS increase"), and no
//   standing advice of content/advice.json is given with another number than its own;
// - the clients /results counts by industry add up to no more than the projects it shows (the content check holds
//   every count to the totals it sits under: src/lib/content/figureRules.ts).
// Read from the page's text, its metadata and its JSON-LD, and from the feed and llms.txt, which carry the same copy.

const { foundingYear, figures } = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "site.json"), "utf8")) as {
  foundingYear: number;
  figures: Figure[];
};
const facts: AgeFacts = { foundingYear, today: builtOn() };
const age = yearsInBusiness(facts);
const year = facts.today.getUTCFullYear();

/** What a text says that the founding year and the build date contradict. */
function ageProblems(text: string): string[] {
  const founded = facts.foundingYear;
  const wrongCounts = agesStated(text, facts)
    .filter(({ count }) => count !== age)
    .map(({ found }) => `says "${found}", but the agency founded in ${founded} is ${age} years old`);
  // Said of the agency, not of a client or of Google ("since 1998").
  const wrongFounding = [
    ...text.matchAll(/\b(?:we started|agency (?:was )?founded|founding the agency) in (\d{4})\b/gi),
  ]
    .filter(([, said]) => Number(said) !== founded)
    .map(([found]) => `says "${found}", but the agency was founded in ${founded}`);
  const wrongCopyright = [...text.matchAll(/©\s*(\d{4})\s*[–-]\s*(\d{4})/g)]
    .filter(([, from, to]) => Number(from) !== founded || Number(to) !== year)
    .map(([found]) => `says "${found}", but the site was built in ${year} by an agency founded in ${founded}`);
  return [...wrongCounts, ...wrongFounding, ...wrongCopyright];
}

/** Each quote of a headline figure whose words give it a meaning none of the figures with that value has. */
function figureProblems(text: string): string[] {
  return misquotedFigures(text, figures).map(
    ({ found, context, figures: meant }) =>
      `says "${context}": ${found} is ${meant.map(describeFigure).join(" or ")} in site.json, and these words say otherwise`,
  );
}

/** Placeholders the build should have filled: the ages', the figures', the advice's and {count}. */
function unfilledProblems(text: string): string[] {
  const placeholders = [...Object.values(AGE_PLACEHOLDERS), "{count}"];
  const unfilled = [
    ...placeholders.filter((placeholder) => text.includes(placeholder)),
    ...(text.match(/\{(figure|advice):[^}]*\}/g) ?? []),
  ];
  return unfilled.map((placeholder) => `shows ${placeholder} unfilled`);
}

const { advice } = adviceFileSchema.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "advice.json"), "utf8")));

/** A figure's metric or a piece of standing advice given with another number than the registered one. */
function restatedProblems(text: string): string[] {
  return [
    ...restatedMetrics(text, figures).map(
      ({ found, figures: named }) =>
        `says "${found}", where ${named.map((item) => `${item.id} is ${item.value}`).join(" and ")}`,
    ),
    ...restatedAdvice(text, advice).map(
      ({ found, advice: item }) => `says "${found}", where the advice ${item.id} is ${item.value}`,
    ),
  ];
}

const claimProblems = (text: string) => [
  ...ageProblems(text),
  ...figureProblems(text),
  ...unfilledProblems(text),
  ...restatedProblems(text),
];

const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(strings)
        : [];

/** A page's words: the visible text, the title, every meta tag's content and every text of its JSON-LD. */
function pageText(document: Document): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll("script, style, template")) element.remove();
  // Each block on a line of its own, so a heading does not run into the next sentence.
  for (const element of body.querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, div, span")) {
    element.append("\n");
  }
  return [
    document.title,
    ...[...document.querySelectorAll("meta[content]")].map((meta) => meta.getAttribute("content") ?? ""),
    ...jsonLdBlocks(document).flatMap(({ data }) => strings(data)),
    body.textContent ?? "",
  ].join("\n");
}

it("refuses a count of years, a founding year or a copyright line that disagrees with the calendar", () => {
  expect(ageProblems(`${countWord(age - 1)} years and 180+ projects later`)).toHaveLength(1);
  expect(ageProblems(`${age + 4} years in business`)).toHaveLength(1);
  expect(ageProblems(`${countWord(age)} years in numbers`)).toEqual([]);
  expect(ageProblems(`A London agency founded in ${foundingYear - 1}.`)).toHaveLength(1);
  expect(ageProblems("Google has used it since 1998.")).toEqual([]);
  expect(ageProblems(`© ${foundingYear}–${year - 1} Kitelight.`)).toHaveLength(1);
  expect(claimProblems("Since {founded}, a {figure:projects} tally")).toEqual([
    "shows {founded} unfilled",
    "shows {figure:projects} unfilled",
  ]);
  expect(
    ageProblems("3+ years in SEO-led content strategy. Client records are kept for 6 years after our work ends."),
  ).toEqual([]);
});

it("refuses a headline figure quoted with a meaning its figures do not have", () => {
  const roas = figures.find((figure) => figure.id === "average-roas-increase")!;
  expect(figureProblems(`Our clients average a ${roas.value} increase in ROAS.`)).toEqual([]);
  expect(figureProblems(`The accounts we manage average a ${roas.value} return on ad spend.`)).toHaveLength(1);
  const level = figures.find(
    (figure) =>
      figure.kind === "level" && !figures.some((other) => other.value === figure.value && other.kind !== "level"),
  )!;
  expect(figureProblems(`${level.value} more than last year`)).toHaveLength(1);
});

describe.each(builtPages().filter((page) => !page.isAlias))("$urlPath", ({ urlPath }) => {
  it("states the agency's age, its figures and its copyright as the calendar and site.json have them", () => {
    expect(claimProblems(pageText(documentFor(urlPath))).map((problem) => `${urlPath} ${problem}`)).toEqual([]);
  });
});

it.each(["rss.xml", "llms.txt"])(
  "%s states the agency's age and figures as the calendar and site.json have them",
  (file) => {
    expect(claimProblems(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"))).toEqual([]);
  },
);

describe("the guides and playbooks", () => {
  const pdfs = fs
    .readdirSync(path.join(PUBLIC_DIR, "downloads"))
    .filter((name) => name.endsWith(".pdf"))
    .map((name) => path.join(PUBLIC_DIR, "downloads", name));
  beforeAll(() => readPdfs(pdfs));

  it.each(pdfs.map((file) => path.basename(file)))(
    "%s states the agency's age, figures and advice as the calendar, site.json and advice.json have them",
    (name) => {
      expect(claimProblems(readPdf(path.join(PUBLIC_DIR, "downloads", name)).text)).toEqual([]);
    },
  );
});

it("refuses a figure's metric or a piece of advice given with another number", () => {
  expect(restatedProblems("a 250% average ROAS increase")).toHaveLength(1);
  expect(
    restatedProblems(`${figures.find((item) => item.id === "average-roas-increase")!.value} average ROAS increase`),
  ).toEqual([]);
  expect(restatedProblems("at least eight distinct headlines")).toHaveLength(1);
});

it("/results/ counts no more clients by industry than the projects it shows above them", () => {
  const document = documentFor("/results/");
  const { industries } = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "pages", "results.json"), "utf8")) as {
    industries: { items: unknown[] };
  };
  const counts = [...document.querySelectorAll("#industries li")].flatMap((row) => {
    const count = /(\d+) clients?\b/.exec(row.textContent ?? "");
    return count ? [Number(count[1])] : [];
  });
  expect(counts).toHaveLength(industries.items.length);
  const projects = figures.find((figure) => figure.id === "projects")!;
  expect(pageText(document)).toContain(`${projects.value}\n`);
  const clients = counts.reduce((sum, count) => sum + count, 0);
  expect(clients).toBeLessThanOrEqual(countRange(projects.value)!.most);
});
