import { fillAgeFacts, handTypedAges, yearsInBusiness } from "../siteAge";

// The agency's age as the pages say it: from the founding year and the day, never typed.

const on = (isoDate: string) => ({ foundingYear: 2020, today: new Date(`${isoDate}T12:00:00Z`) });

describe("yearsInBusiness", () => {
  it("counts calendar years: site.json has the founding year, not the day", () => {
    expect(yearsInBusiness(on("2026-11-25"))).toBe(6);
    // Before and after any founding day in the year: the count changes on 1 January only.
    expect(yearsInBusiness(on("2026-01-01"))).toBe(6);
    expect(yearsInBusiness(on("2025-12-31"))).toBe(5);
    expect(yearsInBusiness(on("2031-06-15"))).toBe(11);
  });
});

describe("fillAgeFacts", () => {
  it("writes the age in words, capitalised to start a sentence, and the founding and current years", () => {
    expect(fillAgeFacts("{years} years and 180+ projects later. Since {founded}.", on("2026-11-25"))).toBe(
      "Six years and 180+ projects later. Since 2020.",
    );
    expect(fillAgeFacts("In business for {years} years, © {year}", on("2027-03-01"))).toBe(
      "In business for seven years, © 2027",
    );
  });

  it("writes ages past ten in figures", () => {
    expect(fillAgeFacts("{years} years in numbers", on("2031-02-01"))).toBe("11 years in numbers");
  });

  it("leaves other text and other placeholders alone", () => {
    expect(fillAgeFacts("{count} steps, {years", on("2026-11-25"))).toBe("{count} steps, {years");
  });
});

describe("handTypedAges", () => {
  const today = on("2026-11-25");

  it.each([
    ["Five years and 180+ projects later, that is still how we work.", "Five years"],
    ["Five years in numbers", "Five years in numbers"],
    ["Six years of helping UK businesses grow", "Six years"],
    ["We have been at it for 7 years.", "7 years"],
    ["Ten years in business", "Ten years in business"],
    ["12 years of trading", "12 years of trading"],
  ])("refuses %j", (text, found) => {
    expect(handTypedAges(text, today)).toEqual([found]);
  });

  it.each([
    "3+ years in SEO-led content strategy",
    "4+ years managing Google Ads budgets",
    "Average revenue multiple for clients with us for two years or more",
    "Client records are kept for 6 years after our work ends",
    "deleted within 2 years of our last contact",
    "Two years later, their revenue had tripled",
    "{years} years and 180+ projects later",
    "Sistrix published in 2020",
  ])("allows %j", (text) => {
    expect(handTypedAges(text, today)).toEqual([]);
  });

  it("follows the age as the years pass", () => {
    expect(handTypedAges("Nine years on", on("2029-05-01"))).toEqual(["Nine years"]);
    expect(handTypedAges("Nine years on", on("2026-11-25"))).toEqual([]);
  });
});
