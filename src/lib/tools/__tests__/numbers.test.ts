import { formatCount, formatDecimal, formatGbp, formatList, formatMultiple, formatPercent } from "../format";
import { checkFields, checkNumber, parseLooseNumber, ratio } from "../numbers";

describe("parseLooseNumber", () => {
  it.each([
    ["5000", 5000],
    [" 1,500 ", 1500],
    ["£1,250.50", 1250.5],
    ["-£20", -20],
    ["4%", 4],
    ["4 %", 4],
    ["2.5x", 2.5],
    [".5", 0.5],
    ["0", 0],
    ["-3", -3],
    ["1,000,000", 1_000_000],
  ])("reads %j as %p", (raw, expected) => {
    expect(parseLooseNumber(raw)).toBe(expected);
  });

  it("reads an empty or blank field as null", () => {
    expect(parseLooseNumber("")).toBeNull();
    expect(parseLooseNumber("   ")).toBeNull();
  });

  it.each(["abc", "12abc", "1,5", "1.2.3", "NaN", "Infinity", "1e6", "--5", "£", "%"])(
    "reads %j as not a number",
    (raw) => {
      expect(parseLooseNumber(raw)).toBeNaN();
    },
  );
});

describe("checkNumber", () => {
  const rule = { noun: "monthly ad spend", min: 0, max: 1000 };

  it("returns the value when it is in range", () => {
    expect(checkNumber("250", rule)).toEqual({ value: 250 });
    expect(checkNumber("0", rule)).toEqual({ value: 0 });
    expect(checkNumber("1,000", rule)).toEqual({ value: 1000 });
  });

  it("asks for a required value that is empty", () => {
    expect(checkNumber("", rule)).toEqual({ error: "Enter the monthly ad spend." });
  });

  it("accepts an empty optional value as null", () => {
    expect(checkNumber(" ", { ...rule, optional: true })).toEqual({ value: null });
  });

  it("explains non-numeric input with an example", () => {
    expect(checkNumber("lots", rule).error).toBe("Enter the monthly ad spend as a number, for example 2.5.");
  });

  it("gives the range for negative and too-large values", () => {
    const message = "Enter a number from 0 to 1,000 for the monthly ad spend.";
    expect(checkNumber("-1", rule).error).toBe(message);
    expect(checkNumber("1000.01", rule).error).toBe(message);
    expect(checkNumber("999999999999999999999", rule).error).toBe(message);
  });

  it("asks for whole numbers where only they make sense", () => {
    expect(checkNumber("2.5", { noun: "position", min: 1, max: 100, integer: true }).error).toBe(
      "Enter the position as a whole number.",
    );
  });
});

describe("checkFields", () => {
  it("returns values only when every field is valid, and a message for each invalid one", () => {
    const rules = { a: { noun: "a", min: 0, max: 10 }, b: { noun: "b", min: 0, max: 10 } };
    expect(checkFields({ a: "1", b: "2" }, rules)).toEqual({ values: { a: 1, b: 2 }, errors: {} });
    const bad = checkFields({ a: "x", b: "" }, rules);
    expect(bad.values).toBeNull();
    expect(Object.keys(bad.errors)).toEqual(["a", "b"]);
  });
});

describe("ratio", () => {
  it("divides, and gives null instead of Infinity or NaN", () => {
    expect(ratio(10, 4)).toBe(2.5);
    expect(ratio(10, 0)).toBeNull();
    expect(ratio(0, 0)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
    expect(ratio(Number.MAX_VALUE, 0.5)).toBeNull();
  });
});

describe("formatting", () => {
  it("writes pounds, keeping pence only under £100", () => {
    expect(formatGbp(40000)).toBe("£40,000");
    expect(formatGbp(2.166)).toBe("£2.17");
    expect(formatGbp(-17500)).toBe("-£17,500");
    expect(formatGbp(-0.001)).toBe("£0.00");
    expect(formatGbp(1e15)).toBe("£1,000,000,000,000,000");
  });

  it("writes counts, percentages and multiples", () => {
    expect(formatCount(3333.33)).toBe("3,333");
    expect(formatPercent(2.6923)).toBe("269.2%");
    expect(formatMultiple(8)).toBe("8.00x");
  });
});

describe("formatDecimal, held to Intl's en-GB output", () => {
  const intl = (value: number, min: number, max: number) =>
    new Intl.NumberFormat("en-GB", { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
  const gbp = (value: number, decimals: number) =>
    new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);

  // Halves and near-halves at every place, carries through nines, the sign, grouping and the fallback's range.
  const edges = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.125,
    1.005,
    1.015,
    1.045,
    2.675,
    0.995,
    9.995,
    99.995,
    999.5,
    999.9999,
    1234.5678,
    -1234.5678,
    1e6,
    123456789.125,
    0.001,
    -0.001,
    0.0000005,
    1e-7,
    1e21,
    123e20,
    Number.MAX_SAFE_INTEGER,
  ];
  // A seeded generator, so a failure can be run again as it was.
  let seed = 20261127;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const randoms = Array.from({ length: 3000 }, (_, i) => {
    const scale = 10 ** Math.floor(random() * 10 - 3);
    const value = Math.round(random() * scale * 1000) / 1000;
    return i % 2 ? -value : value;
  });

  it.each([
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 2],
  ])("writes %i to %i decimals as Intl does", (min, max) => {
    const differing = [...edges, ...randoms].filter(
      (value) => formatDecimal(value, min, max) !== intl(value, min, max),
    );
    expect(differing.map((value) => [value, formatDecimal(value, min, max), intl(value, min, max)])).toEqual([]);
  });

  it("writes pounds as Intl's currency format does", () => {
    const differing = [...edges, ...randoms].filter((value) => {
      const decimals = Math.abs(value) >= 100 ? 0 : 2;
      const rounded = decimals === 0 ? Math.round(value) || 0 : Math.round(value * 100) / 100 || 0;
      return formatGbp(value) !== gbp(rounded, decimals);
    });
    expect(differing.map((value) => [value, formatGbp(value)])).toEqual([]);
  });

  it("writes a list as Intl's British English conjunction does", () => {
    const list = new Intl.ListFormat("en-GB", { type: "conjunction" });
    for (const items of [[], ["4"], ["4", "9"], ["4", "9", "12"], ["1", "2", "3", "4", "5 more"]]) {
      expect(formatList(items)).toBe(list.format(items));
    }
  });
});
