import type { CheckedFile } from "../contentFile";
import { overdueReviews, overdueSummary } from "../reviews";

// A regulated page whose review is older than site.json's period makes the build warn, naming the file.

const page = (file: string, lastReviewed?: string) =>
  ({ file, type: "MarketingPage", data: { lastReviewed } }) as unknown as CheckedFile;
const today = new Date("2026-11-25T12:00:00Z");

it("warns of a page reviewed longer ago than the period, with the date and how overdue it is", () => {
  expect(overdueReviews([page("industries/dental.json", "2025-06-02")], 12, today)).toEqual([
    "content/industries/dental.json: last reviewed on 2 June 2025, more than 12 months ago (site.json's reviewPeriodMonths): the review has been due for 5 months. Once it is reviewed, set lastReviewed to the day of the review.",
  ]);
});

it("counts days when it is less than a month overdue", () => {
  expect(overdueReviews([page("campaign-pages/law-firm-marketing.json", "2025-11-20")], 12, today)[0]).toContain(
    "has been due for 5 days",
  );
});

it("says nothing of a page reviewed within the period, or one with no review date", () => {
  expect(overdueReviews([page("industries/dental.json", "2026-06-02"), page("services/ppc.json")], 12, today)).toEqual([]);
  expect(overdueReviews([page("industries/dental.json", "2025-11-26")], 12, today)).toEqual([]);
});

it("follows the period set in site.json", () => {
  expect(overdueReviews([page("industries/dental.json", "2026-06-02")], 3, today)).toHaveLength(1);
});

it("sums the warnings up as warnings that leave the build going, and says what settles them", () => {
  expect(overdueSummary(8)).toBe(
    '8 regulated pages are due for a compliance review: warnings, not errors, and the build goes on. Each is settled by having the page reviewed, then setting its lastReviewed to that day (content/README.md, "Reviews of regulated pages").',
  );
  expect(overdueSummary(1)).toMatch(/^1 regulated page is due for a compliance review: a warning, not an error/);
});
