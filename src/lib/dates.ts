/** "2026-11-21" → "21 November 2026", the same on the server and in every browser (UTC, en-GB). */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${isoDate}`);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/** The calendar day (YYYY-MM-DD, UTC) of a moment. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
