import { fillText, fillTextIn } from "../siteText";

// Copy as the pages show it: every placeholder of a fact told once, filled from site.json and the day.

const facts = {
  foundingYear: 2020,
  today: new Date("2026-11-25T12:00:00Z"),
  figures: [{ id: "average-roas-increase", value: "312%" }],
};

it("fills the agency's age and the figures in one pass", () => {
  expect(fillText("{years} years on, a {figure:average-roas-increase} average ROAS increase.", facts)).toBe(
    "Six years on, a 312% average ROAS increase.",
  );
});

it("fills every text of a file's data, keeping numbers and dates", () => {
  const data = { title: "{years} years", items: [{ year: 2020, text: "since {founded}" }], on: new Date(0) };
  expect(fillTextIn(data, facts)).toEqual({
    title: "Six years",
    items: [{ year: 2020, text: "since 2020" }],
    on: new Date(0),
  });
});
