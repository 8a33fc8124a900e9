import { bookingUrl, bookingUrlProblem, calendarFor, isCallLink } from "../booking";

const CALENDAR = "https://cal.com/agency/strategy-call";

afterEach(() => {
  delete process.env.BOOKING_URL;
});

describe("BOOKING_URL", () => {
  it("is unset by default, and an https:// address is accepted", () => {
    expect(bookingUrl()).toBeUndefined();
    expect(bookingUrlProblem(undefined)).toBeUndefined();
    expect(bookingUrlProblem(CALENDAR)).toBeUndefined();
  });

  it("refuses what is not an https:// address, saying what to set", () => {
    expect(bookingUrlProblem("cal.com/agency")).toBe(
      'BOOKING_URL is "cal.com/agency", which is not a web address: set it to the https:// address of the booking calendar',
    );
    expect(bookingUrlProblem("http://calendly.com/agency")).toBe(
      'BOOKING_URL is "http://calendly.com/agency": it must start with https://',
    );
    expect(bookingUrlProblem("javascript:alert(1)")).toBe(
      'BOOKING_URL is "javascript:alert(1)": it must start with https://',
    );
  });
});

describe("call links", () => {
  it("are links to the contact page whose label names a call", () => {
    for (const label of ["Book Call", "Get My Free Strategy Call", "Book a Free Strategy Call", "Book a Strategy Call"])
      expect(isCallLink({ label, href: "/contact" })).toBe(true);
    expect(isCallLink({ label: "Get My Proposal", href: "/contact" })).toBe(false);
    expect(isCallLink({ label: "Book a free CRO audit", href: "/contact" })).toBe(false);
    expect(isCallLink({ label: "Call us", href: "/about" })).toBe(false);
  });

  it("open the calendar only when the site was built with one", () => {
    const call = { label: "Book Call", href: "/contact" };
    expect(calendarFor(call)).toBeUndefined();
    process.env.BOOKING_URL = CALENDAR;
    expect(calendarFor(call)).toBe(CALENDAR);
    expect(calendarFor({ label: "Get My Proposal", href: "/contact" })).toBeUndefined();
  });
});
