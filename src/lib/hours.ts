// Office hours as readers see them, derived from site.json's openingHours so the
// footer, the contact page and the JSON-LD can never disagree.

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const short = (day: string) => day.slice(0, 3);

interface Hours {
  days: readonly string[];
  opens: string;
  closes: string;
}

const clock = (time: string) => time.replace(/^0/, "");

function dayRange(days: readonly string[]): string {
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? "";
  return days.length > 1 ? `${short(first)}–${short(last)}` : short(first);
}

/** e.g. [{ days: "Mon–Fri", time: "9:00–18:00 GMT" }, …, { days: "Sun", time: "Closed" }] */
export function openingHoursLines(hours: readonly Hours[], timeZone: string): Array<{ days: string; time: string }> {
  const lines = hours.map((entry) => ({
    days: dayRange(entry.days),
    time: `${clock(entry.opens)}–${clock(entry.closes)} ${timeZone}`,
  }));
  const open = new Set(hours.flatMap((entry) => entry.days));
  const closed = WEEK.filter((day) => !open.has(day));
  return closed.length > 0 ? [...lines, { days: dayRange(closed), time: "Closed" }] : lines;
}
