import { exampleAnswers } from "../adsGrader";
import { gradeFromQuery, gradeToQuery } from "../gradeQuery";
import { addressFor, MAX_URL_LENGTH } from "../queryState";
import { roiDefaults } from "../roi";
import { roiFromQuery, roiToQuery } from "../roiQuery";
import { seoDefaults, seoFromQuery, seoToQuery } from "../seoQuery";

describe("ROI query", () => {
  it("is empty for the defaults and holds only changed fields", () => {
    expect(roiToQuery(roiDefaults).toString()).toBe("");
    expect(roiToQuery({ ...roiDefaults, adSpend: "9000" }).toString()).toBe("adSpend=9000");
  });

  it("round-trips, including values that are not valid yet", () => {
    const raw = { ...roiDefaults, adSpend: "£9,000", closeRate: "abc" };
    expect(roiFromQuery(roiToQuery(raw))).toEqual(raw);
  });

  it("fills missing fields with defaults and caps long values", () => {
    const restored = roiFromQuery(new URLSearchParams(`adSpend=${"9".repeat(500)}&unknown=1`));
    expect(restored.adSpend).toHaveLength(120);
    expect(restored.costPerClick).toBe(roiDefaults.costPerClick);
  });
});

describe("grader query", () => {
  it("holds only answers that differ from the example", () => {
    expect(gradeToQuery(exampleAnswers).toString()).toBe("");
    expect(gradeToQuery({ ...exampleAnswers, conversions: "sales" }).toString()).toBe("conversions=sales");
  });

  it("restores valid answers and ignores anything else", () => {
    const answers = gradeFromQuery(new URLSearchParams("conversions=sales&offline=%3Cscript%3E&extra=1"));
    expect(answers.conversions).toBe("sales");
    expect(answers.offline).toBe(exampleAnswers.offline);
    expect(answers).not.toHaveProperty("extra");
  });
});

describe("SEO query", () => {
  it("is empty for the defaults", () => {
    expect(seoToQuery(seoDefaults).toString()).toBe("");
  });

  it("round-trips rows, including awkward keywords", () => {
    const state = { cpc: "3", rows: [{ keyword: "shoes & boots, 50% off?", volume: "10", current: "3", target: "" }] };
    expect(seoFromQuery(seoToQuery(state))).toEqual(state);
  });

  it("round-trips an empty table", () => {
    expect(seoFromQuery(seoToQuery({ cpc: "2.40", rows: [] }))).toEqual({ cpc: "2.40", rows: [] });
  });

  it("tolerates ragged or oversized parameter lists", () => {
    const params = new URLSearchParams("rows=2&k=a&k=b&v=1&p=2");
    expect(seoFromQuery(params).rows).toEqual([
      { keyword: "a", volume: "1", current: "2", target: "" },
      { keyword: "b", volume: "", current: "", target: "" },
    ]);
    const many = new URLSearchParams(`rows=999&${Array.from({ length: 80 }, (_, i) => `k=k${i}`).join("&")}`);
    expect(seoFromQuery(many).rows).toHaveLength(50);
  });
});

describe("the address a tool writes", () => {
  const page = "https://www.example.co.uk/tools/seo-estimator/#tool";
  // 120 characters of Japanese: nine characters each once percent-encoded, so 1,080 in the address.
  const japanese = "東京の歯医者".repeat(20);
  const row = (keyword: string) => ({ keyword, volume: "1900", current: "7", target: "3" });
  /** A table of Japanese keywords, the last padded with ASCII so that the whole address is `length` long. */
  function queryOfLength(length: number): string {
    const rows = Array.from({ length: 7 }, () => row(japanese));
    const short = addressFor(page, seoToQuery({ cpc: "2.40", rows }).toString());
    const padding = "a".repeat(length - short.href.length);
    return seoToQuery({ cpc: "2.40", rows: [...rows.slice(0, -1), row(japanese + padding)] }).toString();
  }

  it("holds the query, before the page's #fragment", () => {
    expect(addressFor(page, "cpc=3")).toEqual({
      href: "https://www.example.co.uk/tools/seo-estimator/?cpc=3#tool",
      fits: true,
    });
    expect(addressFor("https://www.example.co.uk/tools/seo-estimator/?cpc=3", "")).toEqual({
      href: "https://www.example.co.uk/tools/seo-estimator/",
      fits: true,
    });
  });

  it(`is written up to ${MAX_URL_LENGTH} characters, percent-encoding and all`, () => {
    const query = queryOfLength(MAX_URL_LENGTH);
    const { href, fits } = addressFor(page, query);
    expect(fits).toBe(true);
    expect(href).toHaveLength(MAX_URL_LENGTH);
    expect(new URL(href).searchParams.getAll("k")[0]).toBe(japanese);
  });

  it("one character over, is the page's bare address, which nobody could take for the inputs", () => {
    expect(addressFor(page, queryOfLength(MAX_URL_LENGTH + 1))).toEqual({
      href: "https://www.example.co.uk/tools/seo-estimator/#tool",
      fits: false,
    });
    const fifty = Array.from({ length: 50 }, () => row(japanese));
    expect(addressFor(page, seoToQuery({ cpc: "2.40", rows: fifty }).toString()).fits).toBe(false);
  });
});
