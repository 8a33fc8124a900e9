import site from "../../../content/site.json";
import { openingHoursLines } from "../hours";

describe("openingHoursLines", () => {
  it("shows the office hours of SPEC §2, with Sunday closed, in UK time all year (GMT in winter, BST in summer)", () => {
    expect(site.timeZoneLabel).toBe("UK time");
    expect(openingHoursLines(site.openingHours, site.timeZoneLabel)).toEqual([
      { days: "Mon–Fri", time: "9:00–18:00 UK time" },
      { days: "Sat", time: "10:00–14:00 UK time" },
      { days: "Sun", time: "Closed" },
    ]);
  });

  it("adds no closed line when every day is open", () => {
    const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    expect(openingHoursLines([{ days: week, opens: "08:00", closes: "20:00" }], "GMT")).toEqual([
      { days: "Mon–Sun", time: "8:00–20:00 GMT" },
    ]);
  });
});
