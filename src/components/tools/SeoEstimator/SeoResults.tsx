import { formatCount, formatGbp } from "../../../lib/tools/format";
import { seoSummary, type SeoEvaluation } from "../../../lib/tools/seoEstimate";
import { LiveStatus } from "../../ui/LiveStatus/LiveStatus";
import { FigureList } from "../ToolLayout/FigureList";
import * as styles from "./SeoEstimator.module.scss";

export const SEO_INVALID = "Enter a valid cost per click to see the estimate: see the message beside the field.";

export function SeoResults({ evaluation }: { evaluation: SeoEvaluation }) {
  const { estimate, cpc } = evaluation;
  const ok = estimate !== null && cpc !== null;
  return (
    <>
      <LiveStatus message={ok ? seoSummary(estimate, cpc, evaluation.leftOut) : SEO_INVALID} problem={!ok} />
      {ok && estimate.rows.length > 0 && (
        <>
          <FigureList
            figures={[
              { label: "Clicks a month now", value: formatCount(estimate.currentClicks) },
              {
                label: "Clicks at target",
                value: formatCount(estimate.targetClicks),
                tone: estimate.targetClicks > estimate.currentClicks ? "positive" : undefined,
              },
              { label: "Value now", value: formatGbp(estimate.currentValue), note: "a month" },
              { label: "Value at target", value: formatGbp(estimate.targetValue), note: "a month" },
            ]}
          />
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard */}
          <section className={styles.scroller} aria-labelledby="seo-breakdown" tabIndex={0}>
            <table className={styles.breakdown}>
              <caption id="seo-breakdown">Estimate by keyword</caption>
              <thead>
                <tr>
                  <th scope="col">Keyword</th>
                  <th scope="col">Position now → target</th>
                  <th scope="col">Clicks now</th>
                  <th scope="col">Clicks at target</th>
                  <th scope="col">Value at target</th>
                </tr>
              </thead>
              <tbody>
                {estimate.rows.map((row, i) => (
                  <tr key={`${row.keyword}-${i}`}>
                    <th scope="row">{row.keyword}</th>
                    <td>
                      {row.current} → {row.target}
                    </td>
                    <td>{formatCount(row.currentClicks)}</td>
                    <td>{formatCount(row.targetClicks)}</td>
                    <td>{formatGbp(row.targetValue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <p className={styles.approximation}>
        Click-through rates by position are averages from Sistrix's 2020 study of 80 million keywords (28.5% at position
        1 down to 2.5% at position 10; 0.5% assumed on page two). Real rates vary with what else is on the results page,
        so treat this as an approximation.
      </p>
    </>
  );
}
