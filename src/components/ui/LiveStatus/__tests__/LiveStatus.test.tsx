import { act, render, screen } from "@testing-library/react";
import { ANNOUNCE_DELAY_MS, LiveStatus } from "../LiveStatus";

// The sentence a visitor sees always matches the results; screen readers hear it once typing settles.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const shown = () => document.querySelector('p[aria-hidden="true"]');

it("shows a new result at once, and announces it only once it has settled", () => {
  const { rerender } = render(<LiveStatus message="At £5,000 a month" />);
  expect(shown()).toHaveTextContent("At £5,000 a month");
  expect(screen.getByRole("status")).toHaveTextContent("At £5,000 a month");

  rerender(<LiveStatus message="At £40,000 a month" />);
  rerender(<LiveStatus message="At £400,000 a month" />);
  expect(shown()).toHaveTextContent("At £400,000 a month");
  expect(screen.getByRole("status")).toHaveTextContent("At £5,000 a month");

  act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));
  expect(screen.getByRole("status")).toHaveTextContent("At £400,000 a month");
});

it("shows a problem at once too, never the last result beside a message to fix a field", () => {
  const { rerender } = render(<LiveStatus message="At £5,000 a month" />);
  rerender(<LiveStatus message="Fix the figures" problem />);
  expect(shown()).toHaveTextContent("Fix the figures");
  act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));
  expect(screen.getByRole("status")).toHaveTextContent("Fix the figures");
});

it("is read once: the shown copy is hidden from screen readers, the live region is polite and whole", () => {
  render(<LiveStatus message="Result" />);
  expect(screen.getAllByText("Result")).toHaveLength(2);
  expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
  expect(screen.getByRole("status")).toHaveAttribute("aria-atomic", "true");
  expect(shown()).toHaveTextContent("Result");
});
