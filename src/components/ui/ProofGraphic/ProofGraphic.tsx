import { multipleText, type ProofShape } from "../../../lib/proof";
import { slugify } from "../../../lib/slug";
import * as styles from "./ProofGraphic.module.scss";

// The drawing of one figure, in plain SVG whose shapes are sized by the figure's own numbers (src/lib/proof.ts).
// Its accessible name says in words what it draws; its text is drawn for sight alone.

const WIDTH = 200;
const BAR = 14;
const ROW = 24;
/** Room at the right of each bar's track for the text written after it. */
const TEXT_ROOM = 44;

interface Bar {
  label: string;
  amount: number;
  text: string;
  tone: "before" | "after" | "better";
}

function Bars({ bars }: { bars: readonly Bar[] }) {
  const most = Math.max(...bars.map((bar) => bar.amount));
  const track = WIDTH - TEXT_ROOM;
  return (
    <>
      {bars.map((bar, index) => {
        const y = index * ROW;
        const width = Math.max(2, (bar.amount / most) * track);
        return (
          <g key={bar.label}>
            <rect x={0} y={y} width={width} height={BAR} rx={BAR / 2} className={styles[bar.tone]} />
            <text x={width + 6} y={y + BAR - 3} className={styles.barText}>
              {bar.text}
            </text>
          </g>
        );
      })}
    </>
  );
}

const DOT = 6;
const DOT_GAP = 3;
const COLUMNS = 20;

/**
 * A count as that many dots, in rows of COLUMNS: the full rows and the last one as two rectangles filled with one
 * dot pattern (`id`, unique on the page), so a count of 180 is four elements, not 180.
 */
function Dots({ count, id }: { count: number; id: string }) {
  const columns = Math.min(count, COLUMNS);
  const step = DOT + DOT_GAP;
  const fullRows = Math.floor(count / columns);
  const last = count % columns;
  return (
    <>
      <defs>
        <pattern id={id} width={step} height={step} patternUnits="userSpaceOnUse">
          <rect width={DOT} height={DOT} rx={1.5} className={styles.after} />
        </pattern>
      </defs>
      <rect width={columns * step} height={fullRows * step} fill={`url(#${id})`} />
      {last > 0 && <rect y={fullRows * step} width={last * step} height={step} fill={`url(#${id})`} />}
    </>
  );
}

/** The height each shape takes in the drawing's own units. */
function heightOf(shape: ProofShape): number {
  if (shape.shape === "count")
    return Math.ceil(shape.count / Math.min(shape.count, COLUMNS)) * (DOT + DOT_GAP) - DOT_GAP;
  if (shape.shape === "share") return BAR;
  return ROW + BAR;
}

function widthOf(shape: ProofShape): number {
  return shape.shape === "count" ? Math.min(shape.count, COLUMNS) * (DOT + DOT_GAP) - DOT_GAP : WIDTH;
}

function Shape({ shape, value, id }: { shape: ProofShape; value: string; id: string }) {
  switch (shape.shape) {
    case "change":
      return (
        <Bars
          bars={[
            { label: "before", amount: shape.before, text: "Before", tone: "before" },
            {
              label: "after",
              amount: shape.after,
              text: `${multipleText(shape.after)}×`,
              tone: shape.lower ? "better" : "after",
            },
          ]}
        />
      );
    case "compare":
      return (
        <Bars
          bars={[
            { label: "against", amount: shape.against, text: shape.againstText, tone: "before" },
            { label: "value", amount: shape.value, text: value, tone: "after" },
          ]}
        />
      );
    case "share":
      return (
        <>
          <rect x={0} y={0} width={WIDTH - TEXT_ROOM} height={BAR} rx={BAR / 2} className={styles.track} />
          <rect
            x={0}
            y={0}
            width={(WIDTH - TEXT_ROOM) * shape.share}
            height={BAR}
            rx={BAR / 2}
            className={styles.after}
          />
        </>
      );
    case "count":
      return <Dots count={shape.count} id={id} />;
  }
}

/** A figure's drawing (its value as shown is `value`), named for screen readers by `label`, which says what it shows. */
export function ProofGraphic({
  shape,
  value,
  label,
  className,
}: {
  shape: ProofShape;
  value: string;
  label: string;
  /** Where the drawing sits in its caller's layout. */
  className?: string;
}) {
  const width = widthOf(shape);
  const height = heightOf(shape);
  return (
    <svg
      className={[styles.graphic, className].filter(Boolean).join(" ")}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-shape={shape.shape}
    >
      <Shape shape={shape} value={value} id={`dots-${slugify(label)}`} />
    </svg>
  );
}
