import { fillFigures, misquotedFigures, quotedKind, retypedFigures, type Figure } from "../siteFigures";

// A headline figure is quoted by its id and means one thing: its value typed into copy is found, and a quote whose
// words make it a change when it is a level (or the other way round) is told apart.

const figure = (id: string, value: string, kind: Figure["kind"], unit = "per cent"): Figure => ({
  id,
  value,
  kind,
  unit,
  label: id,
  measures: id,
  over: "our clients",
  source: "our records",
  group: "headline",
});
const figures = [
  figure("average-roas-increase", "312%", "increase"),
  figure("ppc-roas-increase", "420%", "increase"),
  figure("google-ads-roas", "420%", "level"),
  figure("ppc-cpa-reduction", "-67%", "decrease"),
  figure("cro-revenue-per-visitor", "23%", "increase"),
  figure("seo-qualified-leads", "3.2x", "increase", "times"),
  figure("industries", "15", "total", "industries"),
  figure("average-response", "24 hours", "time", "hours"),
];

describe("fillFigures", () => {
  it("writes each quoted figure's value and leaves an unknown id for the content check", () => {
    expect(fillFigures("A {figure:average-roas-increase} increase; {figure:nothing}.", figures)).toBe(
      "A 312% increase; {figure:nothing}.",
    );
  });
});

describe("retypedFigures", () => {
  const found = (text: string) =>
    retypedFigures(text, figures).map((item) => [item.found, item.figures.map((f) => f.id)]);

  it("finds a registered value typed in copy, with every figure that has it", () => {
    expect(found("Our clients average a 312% increase")).toEqual([["312%", ["average-roas-increase"]]]);
    expect(found("accounts average a 420% return")).toEqual([["420%", ["ppc-roas-increase", "google-ads-roas"]]]);
    expect(found("+312% more")).toEqual([["312%", ["average-roas-increase"]]]);
    expect(found("-67% cost per acquisition")).toEqual([["-67%", ["ppc-cpa-reduction"]]]);
    expect(found("across 15 industries, replying within 24 hours")).toEqual([
      ["15 industries", ["industries"]],
      ["24 hours", ["average-response"]],
    ]);
  });

  it("leaves quoted figures, other numbers and numbers that only contain a value", () => {
    expect(found("a {figure:average-roas-increase} increase")).toEqual([]);
    expect(found("1,312% or 3.12% or 4312% or 67% or -23% or 15 minutes or 124 hours or 13.2x")).toEqual([]);
  });
});

describe("quotedKind", () => {
  const kindIn = (text: string, value: string) => quotedKind(text, text.indexOf(value), value);

  it("reads a change from the number's sign or the words beside it in its clause", () => {
    expect(kindIn("a 312% average ROAS increase", "312%")).toBe("increase");
    expect(kindIn("the average increase in conversion rate is 312%", "312%")).toBe("increase");
    // A stat: the value, then its label on a line of its own.
    expect(kindIn("What our clients see\n312%\nAverage ROAS increase\n", "312%")).toBe("increase");
    expect(kindIn("+340% more leads", "340%")).toBe("increase");
    expect(kindIn("-67% cost per lead", "-67%")).toBe("decrease");
    expect(kindIn("accounts average a 420% return on ad spend", "420%")).toBe(undefined);
    expect(kindIn("Average ROAS 420%", "420%")).toBe(undefined);
    expect(kindIn("420% on Google, and a 312% increase elsewhere", "420%")).toBe(undefined);
    // Another number's words are its own.
    expect(kindIn("a 156% conversion increase and 4.2x ROI", "4.2x")).toBe(undefined);
  });
});

describe("misquotedFigures", () => {
  const misquoted = (text: string) => misquotedFigures(text, figures).map((item) => item.found);

  it("passes a quote that fits one of its value's figures", () => {
    expect(misquoted("A 420% average ROAS increase. Average ROAS on Google: 420%.")).toEqual([]);
    expect(misquoted("3.2x qualified leads, -67% cost per acquisition, replies within 24 hours")).toEqual([]);
  });

  it("refuses a level quoted as a change and a change quoted as a level", () => {
    expect(misquoted("Our accounts average a 312% return on ad spend")).toEqual(["312%"]);
    expect(misquoted("a 24 hours increase in speed")).toEqual(["24 hours"]);
  });
});
