// Geometry of a horizontal bar chart whose bars grow right from a zero line,
// or left of it for negative values. Pure so the drawing rules are tested.

export interface BarInput {
  label: string;
  value: number;
}

export interface BarLayout extends BarInput {
  /** Left edge of the bar. */
  x: number;
  width: number;
}

/**
 * Places each bar in a track `width` units wide. The zero line sits where the
 * most negative and the most positive values leave room for each other; with
 * only positive values it is the left edge. Values that are not finite draw
 * no bar.
 */
export function layoutBars(bars: readonly BarInput[], width: number): { zeroX: number; bars: BarLayout[] } {
  const finite = bars.map((bar) => (Number.isFinite(bar.value) ? bar.value : 0));
  const maxPositive = Math.max(0, ...finite);
  const maxNegative = Math.max(0, ...finite.map((value) => -value));
  const span = maxPositive + maxNegative;
  const scale = span === 0 ? 0 : width / span;
  const zeroX = maxNegative * scale;
  return {
    zeroX,
    bars: bars.map((bar, i) => {
      const value = finite[i] ?? 0;
      const length = Math.abs(value) * scale;
      return { ...bar, x: value < 0 ? zeroX - length : zeroX, width: length };
    }),
  };
}
