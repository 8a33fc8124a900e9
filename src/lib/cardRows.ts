// How a grid of cards lays out a number of cards so that its rows fill: every row full, or the last row's cards
// widened to fill it, never a row with an empty slot beside a full one (CardGrid, src/components/ui/CardGrid).

/** A grid's columns for some cards, and how many cards the last row holds when it has fewer (0 when every row is full). */
export interface CardRows {
  columns: number;
  /** The cards of a short last row, each widened to share the row; 0 when the rows are all full. */
  last: number;
}

/** The most columns a grid of more than one row has. */
export const WIDEST_GRID = 4;

/**
 * The columns, at most `most`, for `count` cards:
 *   - all of them in one row, when they fit;
 *   - else, with room for more than four, as for four;
 *   - else the most columns that the cards fill row by row (6 cards in 3 columns, 4 in 2);
 *   - else the most that leave at least two cards for the last row, which share it (5 in 3: 3 + 2, the two wider);
 *   - else one column, for so few cards (3 with room for 2) that a card alone on a row of its own is all that is left;
 *   - else the most columns, the last card alone across its row.
 */
export function cardRows(count: number, most: number): CardRows {
  if (most <= 1 || count <= 1) return { columns: 1, last: 0 };
  if (count <= most) return { columns: count, last: 0 };
  // More than four columns only as one row of them all: rows of five or six narrow cards, or a row of six over one
  // of five, read worse than rows of four or fewer.
  if (most > WIDEST_GRID) return cardRows(count, WIDEST_GRID);
  for (let columns = most; columns >= 2; columns--) if (count % columns === 0) return { columns, last: 0 };
  for (let columns = most; columns >= 2; columns--) {
    if (count % columns >= 2) return { columns, last: count % columns };
  }
  if (count < 2 * most) return { columns: 1, last: 0 };
  return { columns: most, last: 1 };
}

/**
 * The grid tracks that lay out such rows, and how many tracks each card spans: a full row of `columns` cards and a
 * last row of `last` cards both fill the same number of tracks (3 columns with 2 cards last: 6 tracks, a card spans
 * 2 and each of the last 3).
 */
export function cardTracks({ columns, last }: CardRows): { tracks: number; span: number; lastSpan: number } {
  if (last === 0) return { tracks: columns, span: 1, lastSpan: 1 };
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const tracks = (columns * last) / gcd(columns, last);
  return { tracks, span: tracks / columns, lastSpan: tracks / last };
}
