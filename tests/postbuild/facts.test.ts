import fs from "node:fs";
import path from "node:path";
import { CONTENT_DIR } from "../helpers/paths";
import { builtPages, documentFor } from "../helpers/builtSite";

// One story per fact on the built site: every quote a page shows is a quote from content/testimonials/, credited
// to its own person with the role and organisation in their file; every case study a page shows tells the
// client's figures as content/case-studies/ has them. Any page that retold a fact in its own words would show a
// second version here.

const readFolder = <T>(folder: string) =>
  Object.fromEntries(
    fs
      .readdirSync(path.join(CONTENT_DIR, folder))
      .map((file) => [
        file.replace(/\.json$/, ""),
        JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, folder, file), "utf8")) as T,
      ]),
  );

interface Person {
  name: string;
  role: string;
  client?: string;
  organisation?: string;
}
const people = readFolder<Person>("people");
const clients = readFolder<{ name: string }>("clients");
const testimonials = Object.values(readFolder<{ person: string; quote: string }>("testimonials"));
const caseStudies = Object.values(
  readFolder<{
    client: string;
    challenge: string;
    solution: string;
    timeframe: string;
    results: Array<{ label: string; value: string }>;
  }>("case-studies"),
);

const text = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
const unquoted = (quote: string) => quote.replace(/^[“"]|[”"]$/g, "");
const pages = builtPages().filter((page) => !page.isAlias);

describe.each(pages)("$urlPath", ({ urlPath }) => {
  const document = () => documentFor(urlPath);

  it("shows only quotes from content/testimonials, each credited to its own person, role and organisation", () => {
    const problems: string[] = [];
    for (const quote of document().querySelectorAll("main blockquote")) {
      const words = unquoted(text(quote));
      const source = testimonials.find((testimonial) => testimonial.quote === words);
      if (!source) {
        problems.push(`a quote no testimonial file holds: "${words.slice(0, 60)}…"`);
        continue;
      }
      const person = people[source.person]!;
      const organisation = person.client ? clients[person.client]!.name : person.organisation;
      const credit = text(quote.closest("figure")?.querySelector("figcaption"));
      for (const part of [person.name, person.role, organisation].filter(Boolean)) {
        if (!credit.includes(part!))
          problems.push(`"${words.slice(0, 40)}…" is credited "${credit}", without "${part}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("tells each case study's challenge, solution, figures and timeframe as its file does", () => {
    const problems: string[] = [];
    for (const study of caseStudies) {
      const client = clients[study.client]!.name;
      const told = new Map([
        ...study.results.map((result) => [result.label, result.value] as const),
        ["Timeframe", study.timeframe],
        ["Challenge", study.challenge],
        ["Solution", study.solution],
      ]);
      const cards = [...document().querySelectorAll("main h3")]
        .filter((heading) => text(heading) === client)
        .map((heading) => heading.closest("li, article")!);
      for (const card of cards) {
        for (const term of card.querySelectorAll("dt")) {
          const expected = told.get(text(term));
          const shown = text(term.nextElementSibling);
          if (expected === undefined) problems.push(`${client}: "${text(term)}" is not in its case study`);
          else if (shown !== expected)
            problems.push(`${client}: ${text(term)} shows "${shown}", its case study "${expected}"`);
        }
        const timeframe = [...card.querySelectorAll("p")]
          .map(text)
          .find((line) => line.startsWith("Results in "))
          ?.slice("Results in ".length);
        if (timeframe && timeframe !== study.timeframe)
          problems.push(`${client}: results in ${timeframe}, its case study ${study.timeframe}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

// The checks above look only at what they find: were the pages' quotes or case-study cards drawn in other markup,
// every page would pass with nothing checked.
it("finds quotes, and case-study cards with figures, on the built pages to check", () => {
  const documents = pages.map((page) => documentFor(page.urlPath));
  const clientNames = new Set(caseStudies.map((study) => clients[study.client]!.name));
  const quotes = documents.flatMap((document) => [...document.querySelectorAll("main blockquote")]);
  const cards = documents.flatMap((document) =>
    [...document.querySelectorAll("main h3")]
      .filter((heading) => clientNames.has(text(heading)))
      .map((heading) => heading.closest("li, article"))
      .filter((card) => card?.querySelector("dt")),
  );
  expect(quotes.length).toBeGreaterThan(0);
  expect(cards.length).toBeGreaterThan(0);
});
