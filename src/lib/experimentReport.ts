import { formatLongDate } from "./dates";
import { CONTROL, variantsOf } from "./experiments";
import { sampleSize, verdictOf, wilsonInterval, type Arm } from "./experimentStats";
import type { Experiment } from "./schema/experiments";

// What `npm run experiments` prints of one experiment (scripts/experiments.ts reads the counts): each variant's
// visitors, conversions, conversion rate with its 95% interval and progress to the sample size, then the verdict
// by the rules fixed before it started (src/lib/experimentStats.ts). Nothing is judged before every variant has
// its sample size.

const count = (value: number) => value.toLocaleString("en-GB");
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** The counts of each variant, the control first, with none where the service has none. */
export function armsOf(
  experiment: Experiment,
  visitors: ReadonlyMap<string, number>,
  conversions: ReadonlyMap<string, number>,
): Arm[] {
  return variantsOf(experiment).map((variant) => ({
    variant,
    visitors: visitors.get(variant) ?? 0,
    conversions: conversions.get(variant) ?? 0,
  }));
}

/** The verdict in a sentence. */
function verdictLine(experiment: Experiment, arms: readonly Arm[], today: string): string {
  const ended = today > experiment.end;
  const verdict = verdictOf(arms, { ...experiment, challengers: experiment.variants.length }, ended);
  const words = (variant: string) =>
    variant === CONTROL
      ? "the page as it is (control)"
      : `"${experiment.variants.find((item) => item.id === variant)?.text ?? variant}" (${variant})`;
  switch (verdict.kind) {
    case "not yet":
      return `Not yet: every variant needs ${count(verdict.needed)} visitors before anything can be concluded, whatever the rates show now. It runs until ${formatLongDate(experiment.end)}.`;
    case "ended short":
      return `Ended before every variant had ${count(verdict.needed)} visitors: no conclusion. Keep the page as it is, or test again for longer.`;
    case "winner":
      return `Winner: ${words(verdict.variant)}, p = ${verdict.p.toFixed(4)}.${verdict.variant === CONTROL ? " Keep the page as it is." : ` Make it the page's copy (${experiment.field}) and end the experiment.`}`;
    case "no difference":
      return "No difference detected: the variants convert alike at this sample size. Keep the page as it is, or test a bolder change.";
  }
}

/** The report of one experiment, as lines of text. */
export function experimentReport(id: string, experiment: Experiment, arms: readonly Arm[], today: string): string[] {
  const needed = sampleSize({ ...experiment, challengers: experiment.variants.length });
  const rows = arms.map((arm) => {
    const [low, high] = wilsonInterval(arm.conversions, arm.visitors);
    const rate =
      arm.visitors === 0
        ? "no visitors yet"
        : `${percent(arm.conversions / arm.visitors)} (95% interval ${percent(low)} to ${percent(high)})`;
    const progress = Math.min(100, Math.floor((arm.visitors / needed) * 100));
    return `  ${arm.variant}: ${count(arm.visitors)} visitors, ${count(arm.conversions)} conversions, ${rate}; ${progress}% of ${count(needed)}`;
  });
  return [
    `${experiment.title} (${id}): ${experiment.pages.join(", ")}, ${experiment.field}, judged by ${experiment.goal}, ${formatLongDate(experiment.start)} to ${formatLongDate(experiment.end)}`,
    ...rows,
    `  ${verdictLine(experiment, arms, today)}`,
  ];
}
