import { cardRows, cardTracks } from "../cardRows";

/** The cards in each row of such a grid. */
function rowsOf(count: number, most: number): number[] {
  const { columns, last } = cardRows(count, most);
  const full = Array.from({ length: Math.floor((count - last) / columns) }, () => columns);
  return last > 0 ? [...full, last] : full;
}

describe("cardRows", () => {
  it("puts cards that fit in one row", () => {
    expect(rowsOf(3, 3)).toEqual([3]);
    expect(rowsOf(2, 4)).toEqual([2]);
  });

  it("takes the most columns that the cards fill row by row", () => {
    expect(rowsOf(6, 3)).toEqual([3, 3]);
    expect(rowsOf(4, 3)).toEqual([2, 2]);
    expect(rowsOf(6, 4)).toEqual([3, 3]);
    expect(rowsOf(10, 3)).toEqual([2, 2, 2, 2, 2]);
    expect(rowsOf(10, 4)).toEqual([2, 2, 2, 2, 2]);
  });

  it("else shares a short last row between at least two cards", () => {
    expect(rowsOf(5, 3)).toEqual([3, 2]);
    expect(rowsOf(7, 4)).toEqual([4, 3]);
    expect(cardRows(5, 3)).toEqual({ columns: 3, last: 2 });
  });

  it("stacks so few cards that one would stand alone on a row", () => {
    expect(rowsOf(3, 2)).toEqual([1, 1, 1]);
  });

  it("lays more than four columns only as one row of every card", () => {
    expect(rowsOf(6, 6)).toEqual([6]);
    expect(rowsOf(8, 6)).toEqual([4, 4]);
    expect(rowsOf(7, 6)).toEqual([4, 3]);
  });

  it("lets a last card alone span its row only when nothing else will do", () => {
    expect(cardRows(7, 2)).toEqual({ columns: 2, last: 1 });
  });

  it("never leaves a row with an empty slot beside a full one", () => {
    for (let count = 1; count <= 24; count++) {
      for (let most = 1; most <= 6; most++) {
        const { columns, last } = cardRows(count, most);
        expect(columns).toBeLessThanOrEqual(Math.max(most, 1));
        expect(count % columns).toBe(last);
        const { tracks, span, lastSpan } = cardTracks({ columns, last });
        expect(span * columns).toBe(tracks);
        if (last > 0) expect(lastSpan * last).toBe(tracks);
      }
    }
  });
});

describe("cardTracks", () => {
  it("widens the last row's cards to fill the tracks a full row fills", () => {
    expect(cardTracks({ columns: 3, last: 2 })).toEqual({ tracks: 6, span: 2, lastSpan: 3 });
    expect(cardTracks({ columns: 4, last: 3 })).toEqual({ tracks: 12, span: 3, lastSpan: 4 });
    expect(cardTracks({ columns: 3, last: 0 })).toEqual({ tracks: 3, span: 1, lastSpan: 1 });
  });
});
