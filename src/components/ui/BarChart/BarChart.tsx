import { useId } from "react";
import { layoutBars, type BarInput } from "../../../lib/tools/barChart";
import * as styles from "./BarChart.module.scss";

export interface ChartBar extends BarInput {
  /** The value as text, written beside the bar and in the text alternative. */
  text: string;
  tone: "cost" | "income" | "profit" | "loss";
}

const WIDTH = 320;
const ROW = 44;
const BAR = 16;

/**
 * A horizontal bar chart in plain SVG. The figure's caption names it and the
 * SVG's description lists every value, so screen readers get the same data.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly ChartBar[] }) {
  const id = useId();
  const layout = layoutBars(bars, WIDTH);
  const height = bars.length * ROW;
  return (
    <figure className={styles.figure}>
      <figcaption id={`${id}-title`} className={styles.caption}>
        {title}
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <desc id={`${id}-desc`}>{bars.map((bar) => `${bar.label}: ${bar.text}`).join("; ")}.</desc>
        {layout.bars.map((bar, i) => {
          const y = i * ROW;
          return (
            <g key={bar.label} aria-hidden="true">
              <text x={0} y={y + 14} className={styles.label}>
                {bar.label}
              </text>
              <text x={WIDTH} y={y + 14} textAnchor="end" className={styles.amount}>
                {bars[i]?.text}
              </text>
              <rect
                x={bar.x}
                y={y + 20}
                width={Math.max(bar.width, 1)}
                height={BAR}
                rx={3}
                className={styles[bars[i]?.tone ?? "cost"]}
              />
            </g>
          );
        })}
        <line x1={layout.zeroX} x2={layout.zeroX} y1={18} y2={height} className={styles.axis} aria-hidden="true" />
      </svg>
    </figure>
  );
}
