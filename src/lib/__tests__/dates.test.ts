import { formatLongDate } from "../dates";

describe("formatLongDate", () => {
  it("writes an ISO date the British way", () => {
    expect(formatLongDate("2026-11-21")).toBe("21 November 2026");
    expect(formatLongDate("2026-01-01")).toBe("1 January 2026");
  });

  it("refuses something that is not a date", () => {
    expect(() => formatLongDate("soon")).toThrow("Not a date");
  });
});
