import { fireEvent, render, screen } from "@testing-library/react";
import { DayControl, isoDay, ukDay } from "../dayWidget";

// A day typed in UK order in the editing screen, kept as the files keep it.

it("reads a day written DD/MM/YYYY, and only a real one", () => {
  expect(isoDay("10/11/2026")).toBe("2026-11-10");
  expect(isoDay(" 1/2/2027 ")).toBe("2027-02-01");
  for (const notADay of ["30/02/2026", "11/13/2026", "2026-11-10", "10/11/26", ""])
    expect(isoDay(notADay)).toBeUndefined();
});

it("shows a day the file keeps in UK order, and anything else as it is", () => {
  expect(ukDay("2026-11-10")).toBe("10/11/2026");
  expect(ukDay("next week")).toBe("next week");
});

it("hands the screen the day as the file keeps it, and what is not a day as typed", () => {
  const changes: unknown[] = [];
  // The props Decap hands a control, of which the day's uses these.
  const props = { value: "2026-11-10", forID: "day", onChange: (value: unknown) => changes.push(value) };
  render(<DayControl {...(props as unknown as ConstructorParameters<typeof DayControl>[0])} />);
  const box = screen.getByRole("textbox");
  expect(box).toHaveValue("10/11/2026");
  expect(box).toHaveAttribute("placeholder", "DD/MM/YYYY");
  fireEvent.change(box, { target: { value: "1/12/2026" } });
  fireEvent.change(box, { target: { value: "31/11/2026" } });
  expect(changes).toEqual(["2026-12-01", "31/11/2026"]);
});
