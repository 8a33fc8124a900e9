import { layoutBars } from "../barChart";

describe("layoutBars", () => {
  it("scales positive bars from the left edge, the largest filling the track", () => {
    const { zeroX, bars } = layoutBars(
      [
        { label: "a", value: 50 },
        { label: "b", value: 100 },
      ],
      200,
    );
    expect(zeroX).toBe(0);
    expect(bars.map((b) => [b.x, b.width])).toEqual([
      [0, 100],
      [0, 200],
    ]);
  });

  it("moves the zero line right to make room for negative bars", () => {
    const { zeroX, bars } = layoutBars(
      [
        { label: "profit", value: 300 },
        { label: "loss", value: -100 },
      ],
      400,
    );
    expect(zeroX).toBe(100);
    expect(bars[0]).toMatchObject({ x: 100, width: 300 });
    expect(bars[1]).toMatchObject({ x: 0, width: 100 });
  });

  it("draws nothing for all-zero, NaN or infinite values", () => {
    const { bars } = layoutBars(
      [
        { label: "a", value: 0 },
        { label: "b", value: Number.NaN },
        { label: "c", value: Number.POSITIVE_INFINITY },
      ],
      100,
    );
    expect(bars.every((b) => b.width === 0 && Number.isFinite(b.x))).toBe(true);
  });

  it("handles huge values and an empty chart", () => {
    expect(layoutBars([{ label: "a", value: 1e17 }], 320).bars[0]?.width).toBe(320);
    expect(layoutBars([], 320)).toEqual({ zeroX: 0, bars: [] });
  });
});
