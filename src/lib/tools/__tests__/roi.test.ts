import { calculateRoi, evaluateRoi, roiDefaults, roiSummary, type RoiInputs } from "../roi";

const base: RoiInputs = {
  adSpend: 5000,
  costPerClick: 1.5,
  conversionRate: 4,
  closeRate: 25,
  orderValue: 1200,
  grossMargin: 60,
  agencyFee: 1500,
};

describe("calculateRoi", () => {
  it("works through the funnel to profit, ROAS, ROI and break-even ROAS", () => {
    const result = calculateRoi(base);
    expect(result.clicks).toBeCloseTo(3333.33, 2);
    expect(result.leads).toBeCloseTo(133.33, 2);
    expect(result.customers).toBeCloseTo(33.33, 2);
    expect(result.revenue).toBeCloseTo(40000, 6);
    expect(result.grossProfit).toBeCloseTo(24000, 6);
    expect(result.netProfit).toBeCloseTo(17500, 6);
    expect(result.totalCost).toBe(6500);
    expect(result.roas).toBeCloseTo(8, 9);
    expect(result.roi).toBeCloseTo(17500 / 6500, 9);
    expect(result.breakEvenRoas).toBeCloseTo(6500 / 3000, 9);
    expect(result.costPerLead).toBeCloseTo(37.5, 9);
    expect(result.costPerCustomer).toBeCloseTo(195, 9);
  });

  it("breaks even exactly at the break-even ROAS", () => {
    const result = calculateRoi(base);
    // Choose an order value that makes ROAS equal to break-even: net profit is then zero.
    const orderValue = (base.orderValue * (result.breakEvenRoas ?? 0)) / (result.roas ?? 1);
    expect(calculateRoi({ ...base, orderValue }).netProfit).toBeCloseTo(0, 6);
  });

  it("has no ROAS or break-even ROAS without ad spend, and the fee is a loss", () => {
    const result = calculateRoi({ ...base, adSpend: 0 });
    expect(result.clicks).toBe(0);
    expect(result.revenue).toBe(0);
    expect(result.roas).toBeNull();
    expect(result.breakEvenRoas).toBeNull();
    expect(result.netProfit).toBe(-1500);
    expect(result.roi).toBe(-1);
  });

  it("has no ROI when nothing at all is spent", () => {
    const result = calculateRoi({ ...base, adSpend: 0, agencyFee: 0 });
    expect(result.roi).toBeNull();
    expect(result.costPerCustomer).toBeNull();
  });

  it("cannot break even with a zero margin", () => {
    const result = calculateRoi({ ...base, grossMargin: 0 });
    expect(result.breakEvenRoas).toBeNull();
    expect(result.netProfit).toBe(-6500);
  });

  it("gives no cost per lead when nothing converts", () => {
    const result = calculateRoi({ ...base, conversionRate: 0 });
    expect(result.leads).toBe(0);
    expect(result.costPerLead).toBeNull();
    expect(result.roas).toBe(0);
  });

  it("stays finite for the largest values the form accepts", () => {
    const result = calculateRoi({
      adSpend: 1e8,
      costPerClick: 0.01,
      conversionRate: 100,
      closeRate: 100,
      orderValue: 1e7,
      grossMargin: 100,
      agencyFee: 1e7,
    });
    for (const value of Object.values(result)) if (value !== null) expect(Number.isFinite(value)).toBe(true);
    expect(result.revenue).toBe(1e17);
  });
});

describe("evaluateRoi", () => {
  it("calculates from the default inputs", () => {
    const evaluation = evaluateRoi(roiDefaults);
    expect(evaluation.errors).toEqual({});
    expect(evaluation.result?.revenue).toBeCloseTo(40000, 6);
  });

  it("accepts what people type: pound signs, commas and percent signs", () => {
    const evaluation = evaluateRoi({ ...roiDefaults, adSpend: "£5,000", conversionRate: "4%" });
    expect(evaluation.inputs?.adSpend).toBe(5000);
    expect(evaluation.inputs?.conversionRate).toBe(4);
  });

  it("reports every invalid field and calculates nothing", () => {
    const evaluation = evaluateRoi({
      ...roiDefaults,
      adSpend: "",
      costPerClick: "0",
      conversionRate: "120",
      closeRate: "-5",
      orderValue: "abc",
    });
    expect(evaluation.result).toBeNull();
    expect(evaluation.errors).toEqual({
      adSpend: "Enter the monthly ad spend.",
      costPerClick: "Enter a number from 0.01 to 10,000 for the average cost per click.",
      conversionRate: "Enter a number from 0 to 100 for the conversion rate.",
      closeRate: "Enter a number from 0 to 100 for the close rate.",
      orderValue: "Enter the average order or lead value as a number, for example 2.5.",
    });
  });

  it("rejects NaN and Infinity typed as words", () => {
    expect(evaluateRoi({ ...roiDefaults, adSpend: "NaN" }).errors.adSpend).toMatch(/as a number/);
    expect(evaluateRoi({ ...roiDefaults, agencyFee: "Infinity" }).errors.agencyFee).toMatch(/as a number/);
  });
});

describe("roiSummary", () => {
  it("describes a profitable month in plain words", () => {
    const summary = roiSummary(base, calculateRoi(base));
    expect(summary).toBe(
      "At £5,000 a month, about 3,333 clicks become 133 leads and 33 customers, bringing in £40,000 in revenue. " +
        "Each £1 of ad spend returns £8.00 in revenue (ROAS 8.00x). After your margin, the ad spend and the fee you keep £17,500 a month, " +
        "an ROI of 269.2%. You break even at a ROAS of 2.17x.",
    );
  });

  it("says when the month loses money", () => {
    const inputs = { ...base, orderValue: 200 };
    expect(roiSummary(inputs, calculateRoi(inputs))).toContain("you lose £2,500 a month");
  });

  it("handles no ad spend and no margin", () => {
    expect(roiSummary({ ...base, adSpend: 0 }, calculateRoi({ ...base, adSpend: 0 }))).toBe(
      "With no ad spend there are no clicks or sales to measure, and the £1,500 fee is a monthly loss.",
    );
    const noMargin = { ...base, grossMargin: 0 };
    expect(roiSummary(noMargin, calculateRoi(noMargin))).toContain(
      "With a 0% gross margin no level of sales covers the costs.",
    );
  });
});
