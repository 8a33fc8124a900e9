// The arithmetic of an experiment, fixed before it starts: how many visitors each variant needs to show the
// smallest lift worth detecting, at 95% confidence and 80% power, and the verdict once they have come. The build
// prints the sample size (gatsby/experiments.ts), the content check compares it with the page's traffic
// (src/lib/content/experimentRules.ts), and `npm run experiments` judges the counts (scripts/experiments.ts).
//
// The test is two-sided, each variant against the control. With more than one variant the 5% is shared between
// them (Bonferroni), so that the chance of naming a winner that is none stays at 5% however many there are.

/** 95% confidence: a 5% chance, in all, of naming a winner where there is no difference. */
export const ALPHA = 0.05;
/** 80% power: an 80% chance of detecting the smallest lift worth detecting, where there is one. */
export const POWER = 0.8;

/**
 * The standard normal distribution's quantile: the z with P(Z ≤ z) = p. Acklam's rational approximation, to about
 * nine digits, which is more than a visitor count needs.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile takes a probability between 0 and 1, not ${p}`);
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (p < low) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** P(Z ≤ z) for the standard normal distribution (Zelen and Severo's approximation, to about seven digits). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const upper =
    density * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - upper : upper;
}

/** What an experiment's sample size is worked out from. */
export interface Plan {
  /** The share of the page's visitors who convert now, as a percentage: 2.4 for 2.4%. */
  baselineRate: number;
  /** The smallest relative lift worth detecting, as a percentage: 25 for a rate 25% higher (2.4% to 3.0%). */
  minimumLift: number;
  /** How many variants there are besides the control. */
  challengers: number;
}

/** The significance each comparison is tested at: ALPHA, shared between the variants. */
export const alphaOf = (challengers: number) => ALPHA / Math.max(1, challengers);

/**
 * The visitors each variant (the control too) needs: the usual formula for comparing two proportions, two-sided,
 * n = (z₁₋α/2·√(2p̄(1−p̄)) + z₁₋β·√(p₁(1−p₁) + p₂(1−p₂)))² / (p₂ − p₁)², rounded up.
 */
export function sampleSize({ baselineRate, minimumLift, challengers }: Plan): number {
  const p1 = baselineRate / 100;
  const p2 = p1 * (1 + minimumLift / 100);
  if (!(p1 > 0 && p2 < 1)) throw new RangeError("the baseline and the lift must give rates between 0% and 100%");
  const zAlpha = normalQuantile(1 - alphaOf(challengers) / 2);
  const zBeta = normalQuantile(POWER);
  const mean = (p1 + p2) / 2;
  const root = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zBeta * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((root * root) / ((p2 - p1) * (p2 - p1)));
}

/** The days the experiment needs to reach its sample size, when every visitor of the page takes part. */
export const daysNeeded = (perVariant: number, variants: number, dailyVisitors: number): number =>
  Math.ceil((perVariant * variants) / dailyVisitors);

/** A 95% interval for a conversion rate (Wilson's score interval), as fractions; [0, 0] before any visitor. */
export function wilsonInterval(
  conversions: number,
  visitors: number,
  z = normalQuantile(1 - ALPHA / 2),
): [number, number] {
  if (visitors === 0) return [0, 0];
  const p = conversions / visitors;
  const z2 = z * z;
  const centre = (p + z2 / (2 * visitors)) / (1 + z2 / visitors);
  const half = (z * Math.sqrt((p * (1 - p)) / visitors + z2 / (4 * visitors * visitors))) / (1 + z2 / visitors);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The two-sided p-value of the difference between two rates (the pooled two-proportion z-test). */
export function twoProportionP(a: Arm, b: Arm): number {
  const pooled = (a.conversions + b.conversions) / (a.visitors + b.visitors);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors));
  if (spread === 0) return 1;
  const z = (b.conversions / b.visitors - a.conversions / a.visitors) / spread;
  return 2 * (1 - normalCdf(Math.abs(z)));
}

/** One variant's counts. */
export interface Arm {
  variant: string;
  visitors: number;
  conversions: number;
}

export type Verdict =
  /** A variant has fewer visitors than the sample size, and the experiment still runs: no conclusion may be drawn. */
  | { kind: "not yet"; needed: number }
  /** It ended before every variant reached the sample size: what it saw cannot be told from chance. */
  | { kind: "ended short"; needed: number }
  /** Every variant reached it, and one differs from the rest beyond chance. */
  | { kind: "winner"; variant: string; p: number }
  | { kind: "no difference"; needed: number };

/**
 * The verdict the rules set in advance give: nothing before every variant has its sample size, whatever the rates
 * look like (looking early and stopping on a good day is how a test finds winners that are none); then each
 * variant against the control at alphaOf(variants). The winner is the best variant that beats the control, or the
 * control when it beats every variant; otherwise no difference was detected. `arms` starts with the control.
 */
export function verdictOf(arms: readonly Arm[], plan: Plan, ended: boolean): Verdict {
  const needed = sampleSize(plan);
  if (arms.some((arm) => arm.visitors < needed)) return { kind: ended ? "ended short" : "not yet", needed };
  const [control, ...variants] = arms as [Arm, ...Arm[]];
  const alpha = alphaOf(variants.length);
  const rate = (arm: Arm) => arm.conversions / arm.visitors;
  const tests = variants.map((arm) => ({ arm, p: twoProportionP(control, arm) }));
  const better = tests.filter((test) => test.p < alpha && rate(test.arm) > rate(control));
  if (better.length > 0) {
    const best = better.reduce((top, test) => (rate(test.arm) > rate(top.arm) ? test : top));
    return { kind: "winner", variant: best.arm.variant, p: best.p };
  }
  const worse = tests.filter((test) => test.p < alpha && rate(test.arm) < rate(control));
  if (worse.length === tests.length)
    return { kind: "winner", variant: control.variant, p: Math.max(...worse.map((test) => test.p)) };
  return { kind: "no difference", needed };
}
