import { loadRouteTable, readContent } from "../../gatsby/content/readContent";
import { proofShape, resultShape, shapeInWords } from "../../src/lib/proof";
import { contentIdOf } from "../../src/lib/schema";
import { withTrailingSlash } from "../../src/lib/urls";
import { documentFor } from "../helpers/builtSite";
import { shownJson } from "../helpers/contentFixtures";

// The proof a visitor sees, drawn from content: every drawing's text alternative gives the figures its page's content
// gives, so a figure changed in content/ changes the drawing and its words together.
//   - the figures beside a hero (the page's first stats section, when only the client strip comes before it);
//   - each case study's results on /results/;
//   - the clients by industry on /results/.

interface Figure {
  id: string;
  value: string;
  label: string;
  kind: string;
  unit: string;
  compare?: { value: string; label: string };
}
interface StatItem {
  figure?: string;
  value?: string;
  label?: string;
}
interface Stats {
  kind?: string;
  id?: string;
  items: StatItem[];
}

const site = shownJson("site.json") as { figures: Figure[] };
const figureOf = (id: string) => site.figures.find((figure) => figure.id === id)!;
const routes = loadRouteTable();
const files = readContent().files;
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** Each page that shows figures beside its hero, with the stats section it shows there. */
const heroProofs = routes.flatMap((route) => {
  const file = files.find((candidate) => contentIdOf(candidate.file) === route.contentId);
  if (!file?.file.endsWith(".json")) return [];
  const data = shownJson(file.file) as unknown;
  if (file.type === "ResultsPage")
    return [{ path: withTrailingSlash(route.path), stats: (data as { stats: Stats }).stats, id: "at-a-glance" }];
  const sections = (data as { sections?: Stats[] }).sections ?? [];
  const index = sections.findIndex((section) => section.kind === "stats");
  if (index < 0 || !sections.slice(0, index).every((section) => section.kind === "clients")) return [];
  return [{ path: withTrailingSlash(route.path), stats: sections[index]!, id: sections[index]!.id }];
});

it("draws figures beside the heroes of the home page, the service pages, /results/ and every industry page", () => {
  const paths = heroProofs.map((proof) => proof.path);
  expect(paths).toEqual(expect.arrayContaining(["/", "/results/", "/services/paid-advertising/"]));
  for (const route of routes.filter((candidate) => /^\/(services|industries)\/./.test(candidate.path))) {
    expect(paths).toContain(withTrailingSlash(route.path));
  }
});

describe.each(heroProofs)("$path", ({ path, stats, id }) => {
  const panel = () => documentFor(path).querySelector(`section[aria-labelledby="page-title"] section#${id}`);

  it("shows its stats section's figures beside its heading, each drawn one named in words with its value", () => {
    expect(panel()).not.toBeNull();
    const text = squash(panel()!.textContent);
    const labels = [...panel()!.querySelectorAll("svg[role=img]")].map((svg) => svg.getAttribute("aria-label"));
    const expected: string[] = [];
    for (const item of stats.items) {
      const figure = item.figure ? figureOf(item.figure) : undefined;
      const value = figure?.value ?? item.value!;
      const label = item.label ?? figure!.label;
      expect(text).toContain(value);
      expect(text).toContain(label);
      const shape = figure && proofShape(figure);
      if (shape) expected.push(`${label}: ${shapeInWords(shape, value)}`);
    }
    expect(labels).toEqual(expected);
  });
});

describe("/results/", () => {
  const page = shownJson("pages/results.json") as {
    caseStudies: { items: string[] };
    industries: { items: Array<{ name: string; count: number; growth?: string }> };
  };
  const document = () => documentFor("/results/");

  it.each(page.caseStudies.items)("draws %s's own results, each drawing named with its value", (slug) => {
    const study = shownJson(`case-studies/${slug}.json`) as {
      client: string;
      results: Array<{ label: string; value: string; before?: string }>;
    };
    const client = shownJson(`clients/${study.client}.json`) as { name: string };
    const card = [...document().querySelectorAll("article")].find(
      (article) => squash(article.querySelector("h3")?.textContent) === client.name,
    )!;
    const chart = card.querySelector("figure")!;
    expect(squash(chart.querySelector("figcaption")?.textContent)).toContain(client.name);
    const expected = study.results.flatMap((result) => {
      const shape = resultShape(result);
      return shape ? [`${result.label}: ${shapeInWords(shape, result.value)}`] : [];
    });
    expect(expected.length).toBeGreaterThan(0);
    expect([...chart.querySelectorAll("svg[role=img]")].map((svg) => svg.getAttribute("aria-label"))).toEqual(expected);
    const pairs = [...chart.querySelectorAll("dl > div")].map((row) => [
      squash(row.querySelector("dt")?.textContent),
      squash(row.querySelector("dd")?.textContent),
    ]);
    expect(pairs).toEqual(study.results.map((result) => [result.label, result.value]));
  });

  it("charts the clients of every industry, with their count and average growth in words", () => {
    const rows = [...document().querySelectorAll("#industries li")].map((row) => squash(row.textContent));
    expect(rows).toHaveLength(page.industries.items.length);
    page.industries.items.forEach((industry, index) => {
      expect(rows[index]).toContain(industry.name);
      expect(rows[index]).toContain(`${industry.count} ${industry.count === 1 ? "client" : "clients"}`);
      if (industry.growth) expect(rows[index]).toContain(`+${figureOf(industry.growth).value} average growth`);
    });
  });
});
