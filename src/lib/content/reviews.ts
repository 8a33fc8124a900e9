import { dayOf, formatLongDate } from "../dates";
import type { CheckedFile } from "./contentFile";

// A regulated page (an industry or campaign page, for legal, dental and healthcare firms) says when a compliance
// reviewer last read it. Once that is longer ago than site.json's `reviewPeriodMonths`, the build warns, so an
// editor learns the review is due. It is a warning, not a refusal: the page is still what was reviewed, and it
// keeps showing the day it really was.

/** The day `months` calendar months after an ISO date ("2025-06-02" + 12 → 2026-06-02), in UTC. */
function monthsAfter(isoDate: string, months: number): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

const DAY = 24 * 60 * 60 * 1000;

/** "2 months", "1 day": how long a review has been due, in whole months or, under a month, days. */
function overdueBy(due: Date, today: Date): string {
  let months = 0;
  while (monthsAfter(dayOf(due), months + 1) <= today) months += 1;
  if (months > 0) return `${months} month${months === 1 ? "" : "s"}`;
  const days = Math.floor((today.getTime() - due.getTime()) / DAY);
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** A warning for each page whose last review is more than `reviewPeriodMonths` before `today`. */
export function overdueReviews(files: readonly CheckedFile[], reviewPeriodMonths: number, today: Date): string[] {
  return files.flatMap((file) => {
    const reviewed = "lastReviewed" in file.data ? file.data.lastReviewed : undefined;
    if (!reviewed) return [];
    const due = monthsAfter(reviewed, reviewPeriodMonths);
    if (due > today) return [];
    return [
      `content/${file.file}: last reviewed on ${formatLongDate(reviewed)}, more than ${reviewPeriodMonths} months ago (site.json's reviewPeriodMonths): the review has been due for ${overdueBy(due, today)}. Once it is reviewed, set lastReviewed to the day of the review.`,
    ];
  });
}

/** One line after the warnings, so that nobody takes them for a broken build, saying what settles them. */
export function overdueSummary(count: number): string {
  const pages = count === 1 ? "1 regulated page is" : `${count} regulated pages are`;
  return `${pages} due for a compliance review: ${count === 1 ? "a warning, not an error," : "warnings, not errors,"} and the build goes on. Each is settled by having the page reviewed, then setting its lastReviewed to that day (content/README.md, "Reviews of regulated pages").`;
}
