import {
  alphaOf,
  daysNeeded,
  normalCdf,
  normalQuantile,
  sampleSize,
  twoProportionP,
  verdictOf,
  wilsonInterval,
} from "../experimentStats";

// The arithmetic an experiment is judged by, against worked examples: the figures a statistics table or a
// calculator of the same formula gives.

describe("the normal distribution", () => {
  it("has the quantiles of 95% confidence and 80% power", () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 6);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 6);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.0125)).toBeCloseTo(-2.241403, 6);
  });

  it("has the probabilities of a z-table", () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });
});

describe("the sample size", () => {
  it("is the two-proportion formula's, rounded up", () => {
    // 10% to 12%: (1.96·√(2·0.11·0.89) + 0.8416·√(0.09 + 0.1056))² / 0.02² = 3,840.9.
    expect(sampleSize({ baselineRate: 10, minimumLift: 20, challengers: 1 })).toBe(3841);
    // The home page's experiment: 2.4% to 3.0%.
    expect(sampleSize({ baselineRate: 2.4, minimumLift: 25, challengers: 1 })).toBe(11455);
  });

  it("grows with every variant, which shares the 5% with the others", () => {
    expect(alphaOf(2)).toBe(0.025);
    const two = sampleSize({ baselineRate: 10, minimumLift: 20, challengers: 2 });
    expect(two).toBeGreaterThan(3841);
    // At 97.5% each: (2.2414·0.44249 + 0.8416·0.44227)² / 0.02² = 4,651.4.
    expect(two).toBe(4652);
  });

  it("takes as many days as the page's traffic needs for every version", () => {
    expect(daysNeeded(11455, 2, 620)).toBe(37);
    expect(daysNeeded(100, 2, 200)).toBe(1);
  });
});

describe("the interval of a rate", () => {
  it("is Wilson's", () => {
    const [low, high] = wilsonInterval(10, 100);
    expect(low).toBeCloseTo(0.0552, 4);
    expect(high).toBeCloseTo(0.1744, 4);
    expect(wilsonInterval(0, 0)).toEqual([0, 0]);
    expect(wilsonInterval(0, 50)[0]).toBe(0);
  });

  it("tells a real difference from chance", () => {
    // 10% against 13% of 1,000 each: z = 0.03 / √(0.115·0.885·0.002) = 2.103.
    expect(
      twoProportionP(
        { variant: "a", visitors: 1000, conversions: 100 },
        { variant: "b", visitors: 1000, conversions: 130 },
      ),
    ).toBeCloseTo(0.0355, 3);
    expect(
      twoProportionP(
        { variant: "a", visitors: 1000, conversions: 100 },
        { variant: "b", visitors: 1000, conversions: 100 },
      ),
    ).toBeCloseTo(1, 6);
  });
});

describe("the verdict", () => {
  const plan = { baselineRate: 10, minimumLift: 20, challengers: 1 };
  const arms = (control: number, variant: number, visitors = 3841) => [
    { variant: "control", visitors, conversions: control },
    { variant: "b", visitors, conversions: variant },
  ];

  it("is not yet before every version has its sample size, however clear the numbers look", () => {
    expect(verdictOf(arms(100, 300, 3000), plan, false)).toEqual({ kind: "not yet", needed: 3841 });
    expect(
      verdictOf(
        [
          { variant: "control", visitors: 5000, conversions: 500 },
          { variant: "b", visitors: 3840, conversions: 900 },
        ],
        plan,
        false,
      ),
    ).toEqual({ kind: "not yet", needed: 3841 });
  });

  it("says an experiment that ended short of it cannot be judged", () => {
    expect(verdictOf(arms(100, 300, 3000), plan, true)).toEqual({ kind: "ended short", needed: 3841 });
  });

  it("names the variant that beats the control, and the control that beats the variant", () => {
    expect(verdictOf(arms(384, 461), plan, false)).toMatchObject({ kind: "winner", variant: "b" });
    expect(verdictOf(arms(461, 384), plan, false)).toMatchObject({ kind: "winner", variant: "control" });
  });

  it("detects no difference where there is none beyond chance", () => {
    expect(verdictOf(arms(384, 400), plan, true)).toEqual({ kind: "no difference", needed: 3841 });
  });
});
