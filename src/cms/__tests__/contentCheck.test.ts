/**
 * @jest-environment node
 */
import { contentSnapshot } from "../../../gatsby/cms/buildAdmin";
import { checkEntry } from "../contentCheck";
import { Querier } from "../queried";
import type { ImmutableValue } from "../decap";

// The editing screen refuses a save the build would refuse, in the build's words. Decap hands it an entry whose
// data holds the front matter's fields and the text as `body`, so a line is the text's own line. (Node's environment:
// the snapshot's module loads esbuild, which jsdom's Buffer breaks.)

const snapshot = contentSnapshot("https://example.com");

/** A Decap entry for a file under content/, with the data the editor typed. */
const entry = (file: string, data: Record<string, unknown>) =>
  ({
    get: (key: string) => ({ path: `content/${file}`, data: { toJS: () => data } })[key],
  }) as unknown as ImmutableValue;

it("refuses to save an article whose text has HTML that could run script, naming its line", () => {
  const article = snapshot.files.find((file) => file.file === "blog/google-ads-roas-30-day-plan.md")!;
  const handler = '<img src="/chart.png" alt="A chart" onerror="alert(1)">';
  const body = `${article.body ?? ""}\n${handler}\n`;
  const data = { ...(article.data as Record<string, unknown>), body };

  expect(checkEntry(snapshot, entry(article.file, { ...data, body: article.body })).problems).toBe("");
  expect(checkEntry(snapshot, entry(article.file, data)).problems).toBe(
    `content/${article.file}:${body.split("\n").indexOf(handler) + 1}:1: the text has <img onerror>, an attribute the site does not allow in text: content/README.md lists the HTML it does`,
  );
});

it("refuses to save a hand-typed count of the agency's years, naming the placeholder", () => {
  const about = snapshot.files.find((file) => file.file === "pages/about.json")!;
  const data = about.data as { stats: Record<string, unknown> };
  const typed = { ...data, stats: { ...data.stats, title: "Ten years in business" } };
  expect(checkEntry(snapshot, entry(about.file, typed)).problems).toContain(
    `content/pages/about.json: field "stats.title" says "Ten years in business": write the agency's age as {years}`,
  );
});

it("previews an entry with its age placeholders filled, as the build fills them", () => {
  const querier = new Querier(snapshot, new Date("2027-03-01T12:00:00Z"));
  const about = snapshot.files.find((file) => file.file === "pages/about.json")!;
  const page = querier.entry("AboutPage", about.data) as { stats: { title: string; eyebrow: string } };
  expect(page.stats).toMatchObject({ title: "Seven years in numbers", eyebrow: "Since 2020" });
  expect(querier.filled({ body: "Founded in {founded}, {years} years on." })).toEqual({
    body: "Founded in 2020, seven years on.",
  });
});
