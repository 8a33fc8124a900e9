import {
  checkKeywordRow,
  CTR_BY_POSITION,
  cutKeywordsMessage,
  MAX_KEYWORD_LENGTH,
  ctrForPosition,
  estimateTraffic,
  evaluateSeo,
  firstLines,
  MAX_CSV_LINES,
  MAX_ROWS,
  PAGE_TWO_CTR,
  parseKeywordCsv,
  seoSummary,
  splitCsvLine,
  stoppedMessage,
  summariseErrors,
} from "../seoEstimate";

describe("ctrForPosition", () => {
  it("follows the published curve for page one", () => {
    expect(ctrForPosition(1)).toBe(0.285);
    expect(ctrForPosition(2)).toBe(0.157);
    expect(ctrForPosition(10)).toBe(0.025);
    expect(CTR_BY_POSITION).toHaveLength(10);
  });

  it("falls at every step down page one", () => {
    for (let p = 1; p < 10; p++) expect(ctrForPosition(p)).toBeGreaterThan(ctrForPosition(p + 1));
  });

  it("assumes a small page-two rate and nothing beyond", () => {
    expect(ctrForPosition(11)).toBe(PAGE_TWO_CTR);
    expect(ctrForPosition(20)).toBe(PAGE_TWO_CTR);
    expect(ctrForPosition(21)).toBe(0);
    expect(ctrForPosition(1000)).toBe(0);
  });

  it("gives nothing for impossible positions", () => {
    expect(ctrForPosition(0)).toBe(0);
    expect(ctrForPosition(-3)).toBe(0);
    expect(ctrForPosition(Number.NaN)).toBe(0);
    expect(ctrForPosition(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe("checkKeywordRow", () => {
  it("reads a full row, and a missing target as staying put", () => {
    expect(checkKeywordRow({ keyword: " shoes ", volume: "1,200", current: "4", target: "" })).toEqual({
      keyword: { keyword: "shoes", volume: 1200, current: 4, target: 4 },
      errors: {},
    });
  });

  it("ignores a blank row without complaining", () => {
    expect(checkKeywordRow({ keyword: "", volume: " ", current: "", target: "" })).toEqual({
      keyword: null,
      errors: {},
    });
  });

  it("explains each problem in a row", () => {
    expect(checkKeywordRow({ keyword: "", volume: "lots", current: "0", target: "2.5" }).errors).toEqual({
      keyword: "Enter the keyword.",
      volume: "Enter the monthly searches as a number, for example 3.",
      current: "Enter a number from 1 to 100 for the current position.",
      target: "Enter the target position as a whole number.",
    });
    expect(checkKeywordRow({ keyword: "x", volume: "-5", current: "", target: "101" }).errors).toEqual({
      volume: "Enter a number from 0 to 100,000,000 for the monthly searches.",
      current: "Enter the current position.",
      target: "Enter a number from 1 to 100 for the target position.",
    });
  });
});

describe("estimateTraffic", () => {
  it("multiplies searches by the CTR of each position, and values clicks at the CPC", () => {
    const estimate = estimateTraffic(
      [
        { keyword: "a", volume: 1000, current: 5, target: 1 },
        { keyword: "b", volume: 2000, current: 15, target: 15 },
      ],
      2,
    );
    expect(estimate.rows[0]).toMatchObject({
      currentClicks: 72,
      targetClicks: 285,
      currentValue: 144,
      targetValue: 570,
    });
    expect(estimate.currentClicks).toBeCloseTo(82, 9);
    expect(estimate.targetClicks).toBeCloseTo(295, 9);
    expect(estimate.targetValue).toBeCloseTo(590, 9);
  });

  it("gives zeros for no keywords, zero volume or a zero CPC", () => {
    expect(estimateTraffic([], 3)).toMatchObject({ currentClicks: 0, targetValue: 0, rows: [] });
    expect(estimateTraffic([{ keyword: "a", volume: 0, current: 1, target: 1 }], 3).targetClicks).toBe(0);
    expect(estimateTraffic([{ keyword: "a", volume: 100, current: 1, target: 1 }], 0).targetValue).toBe(0);
  });

  it("stays finite at the largest accepted values", () => {
    const estimate = estimateTraffic(
      Array.from({ length: MAX_ROWS }, () => ({ keyword: "k", volume: 1e8, current: 1, target: 1 })),
      1000,
    );
    expect(Number.isFinite(estimate.targetValue)).toBe(true);
  });
});

describe("seoSummary", () => {
  it("sums up now, at target and the gain", () => {
    const estimate = estimateTraffic([{ keyword: "a", volume: 1000, current: 5, target: 1 }], 2);
    expect(seoSummary(estimate, 2)).toBe(
      "This keyword brings an estimated 72 organic clicks a month, worth £144 at £2.00 a click. At the target positions that becomes 285 clicks (about 213 more clicks), worth £570 a month.",
    );
  });

  it("asks for keywords when there are none, and mentions rows left out", () => {
    expect(seoSummary(estimateTraffic([], 1), 1, 2)).toBe(
      "Add at least one keyword with its monthly searches and position to see an estimate. 2 rows need fixing and are left out.",
    );
  });
});

describe("evaluateSeo", () => {
  it("estimates from valid rows and leaves out rows with problems", () => {
    const evaluation = evaluateSeo("1.50", [
      { keyword: "a", volume: "1000", current: "1", target: "" },
      { keyword: "b", volume: "x", current: "1", target: "" },
      { keyword: "", volume: "", current: "", target: "" },
    ]);
    expect(evaluation.leftOut).toBe(1);
    expect(evaluation.rowErrors[1]).toHaveProperty("volume");
    expect(evaluation.estimate?.rows.map((r) => r.keyword)).toEqual(["a"]);
    expect(evaluation.estimate?.currentValue).toBeCloseTo(427.5, 9);
  });

  it("shows no estimate until the cost per click is valid", () => {
    expect(evaluateSeo("", [])).toMatchObject({ cpcError: "Enter the cost per click.", estimate: null });
    expect(evaluateSeo("-1", []).cpcError).toBe("Enter a number from 0 to 1,000 for the cost per click.");
  });
});

describe("CSV paste", () => {
  it("splits commas and tabs, with quoted fields", () => {
    expect(splitCsvLine('"shoes, red",1200,4')).toEqual(["shoes, red", "1200", "4"]);
    expect(splitCsvLine('"say ""hi""",10,2')).toEqual(['say "hi"', "10", "2"]);
    expect(splitCsvLine("boots\t880\t12\t3")).toEqual(["boots", "880", "12", "3"]);
  });

  it("reads keyword,volume,position lines, an optional target and a header", () => {
    const { rows, errors } = parseKeywordCsv(
      'keyword,volume,position\nshoes,1200,4\n"boots, leather","1,500",12,3\n\n',
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { keyword: "shoes", volume: "1200", current: "4", target: "" },
      { keyword: "boots, leather", volume: "1500", current: "12", target: "3" },
    ]);
  });

  it("reports each bad line by number and still uses the good ones", () => {
    const { rows, errors } = parseKeywordCsv("shoes,1200,4\nboots,many,3\n,100,2\nhats,50,200\nscarves,1,2,3,4");
    expect(rows.map((r) => r.keyword)).toEqual(["shoes"]);
    expect(errors).toEqual([
      "Line 2 (boots): Enter the monthly searches as a number, for example 3.",
      "Line 3 (no keyword): Enter the keyword.",
      "Line 4 (hats): Enter a number from 1 to 100 for the current position.",
      "Line 5: expected keyword,volume,position but found 5 columns.",
    ]);
  });

  it("stops at the table's room, reading no further", () => {
    const text = Array.from({ length: 5 }, (_, i) => `k${i},10,1`).join("\n");
    const { rows, errors, stopped } = parseKeywordCsv(`${text}\nboots,many,3`, 3);
    expect(rows).toHaveLength(3);
    expect(errors).toEqual([]);
    expect(stopped).toEqual({ line: 4, reason: "full" });
    expect(stoppedMessage(stopped)).toBe("The table holds 50 keywords, so the import stopped before line 4.");
    // Blank lines and a header after the last row that fits are not rows left out.
    expect(parseKeywordCsv("keyword,volume,position\nk,10,1\n\n  \n", 1).stopped).toBeUndefined();
  });

  it(`reads the first ${MAX_CSV_LINES} lines of a long paste and no more, without splitting the rest`, () => {
    const refused = Array.from({ length: 100_000 }, (_, i) => `歯医者 ${i},many,${(i % 20) + 1}`).join("\n");
    const split = jest.spyOn(String.prototype, "split");
    const { rows, errors, stopped } = parseKeywordCsv(refused);
    const splitWhole = split.mock.contexts.filter((text) => String(text).length > refused.length / 2);
    split.mockRestore();
    expect(splitWhole).toEqual([]);
    expect(rows).toEqual([]);
    expect(errors).toHaveLength(MAX_CSV_LINES);
    expect(errors.at(-1)).toBe("Line 500 (歯医者 499): Enter the monthly searches as a number, for example 3.");
    expect(stopped).toEqual({ line: 501, reason: "lines" });
    expect(stoppedMessage(stopped)).toBe("Only the first 500 lines were read: the import takes 500 lines at a time.");
    // Exactly the limit, with blank lines after it, is read whole.
    const limit = Array.from({ length: MAX_CSV_LINES }, () => "k,many,1").join("\r\n");
    expect(parseKeywordCsv(`${limit}\r\n\r\n \n`).stopped).toBeUndefined();
    expect(stoppedMessage(undefined)).toBe("");
  });

  it("finds the first lines of a text and where they end", () => {
    expect(firstLines("a,1,1\r\nb,2,2\nc,3,3", 2)).toEqual({ lines: ["a,1,1", "b,2,2"], end: 12, more: true });
    expect(firstLines("a\nb\n \n", 2)).toEqual({ lines: ["a", "b"], end: 3, more: false });
    expect(firstLines("a\n", 5)).toEqual({ lines: ["a", ""], end: 2, more: false });
    expect(firstLines("", 5)).toEqual({ lines: [""], end: 0, more: false });
  });

  it("lists the first five problems and counts the rest", () => {
    const errors = Array.from({ length: 8 }, (_, i) => `Line ${i + 1}: wrong.`);
    expect(summariseErrors(errors.slice(0, 5))).toEqual(errors.slice(0, 5));
    expect(summariseErrors(errors.slice(0, 6))).toEqual([...errors.slice(0, 5), "And 1 more line to fix."]);
    expect(summariseErrors(errors)).toEqual([...errors.slice(0, 5), "And 3 more lines to fix."]);
  });

  it("cuts a keyword to the 120 characters a typed one takes, naming its line, and refuses an overlong number", () => {
    const long = "dentist ".repeat(5000); // 40,000 characters
    const { rows, errors, cut } = parseKeywordCsv(
      `${long},900,3\nshoes,1200,4\n"${long}",5,2\nhats,${"0".repeat(13)}1,2`,
    );
    expect(rows.map((row) => row.keyword.length)).toEqual([MAX_KEYWORD_LENGTH - 1, 5, MAX_KEYWORD_LENGTH - 1]);
    expect(rows[0]!.keyword).toBe(long.slice(0, MAX_KEYWORD_LENGTH).trim());
    expect(cut).toEqual([1, 3]);
    expect(errors).toEqual(["Line 4 (hats): searches and positions take 12 characters at most."]);
    expect(cutKeywordsMessage(cut)).toBe(
      "The keywords on lines 1 and 3 were longer than 120 characters, so each was cut to its first 120.",
    );
    expect(cutKeywordsMessage(Array.from({ length: 50 }, (_, i) => i + 1))).toBe(
      "The keywords on lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 40 more were longer than 120 characters, so each was cut to its first 120.",
    );
    expect(cutKeywordsMessage([7])).toBe(
      "The keyword on line 7 was longer than 120 characters, so it was cut to its first 120.",
    );
    expect(cutKeywordsMessage([])).toBe("");
  });

  it("handles empty input and Windows line endings", () => {
    expect(parseKeywordCsv("")).toEqual({ rows: [], errors: [], cut: [] });
    expect(parseKeywordCsv("a,1,1\r\nb,2,2\r\n").rows).toHaveLength(2);
  });
});
