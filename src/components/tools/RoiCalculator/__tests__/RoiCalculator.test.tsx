import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { figure, visit } from "../../../../../tests/helpers/tools";
import { ANNOUNCE_DELAY_MS } from "../../../ui/LiveStatus/LiveStatus";
import { RoiCalculator } from "../RoiCalculator";
import { ROI_INVALID } from "../RoiResults";

// Typing re-renders the whole tool on each key; on a busy machine that can pass the 5 s default.
jest.setTimeout(20000);

beforeEach(() => visit("/tools/roi-calculator/"));

describe("RoiCalculator", () => {
  it("labels every input and enables them once hydrated", () => {
    render(<RoiCalculator />);
    for (const label of [
      "Monthly ad spend (£)",
      "Average cost per click (£)",
      "Conversion rate (%)",
      "Close rate (%)",
      "Average order or customer value (£)",
      "Gross margin (%)",
      "Monthly agency or management fee (£)",
    ]) {
      expect(screen.getByLabelText(label)).toBeEnabled();
    }
    expect(figure("Revenue")).toBe("£40,000");
    expect(screen.getByRole("img", { name: /Your month at a glance.*Revenue: £40,000/ })).toBeInTheDocument();
  });

  it("updates the results as you type, announces the summary and writes the inputs to the URL", async () => {
    // Timers on a clock the test moves, so typing never pauses long enough to announce by itself.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<RoiCalculator />);
      const spend = screen.getByLabelText("Monthly ad spend (£)");
      await user.clear(spend);
      await user.type(spend, "10000");
      expect(figure("Revenue")).toBe("£80,000");
      expect(figure("Net profit")).toBe("£36,500");
      expect(window.location.search).toBe("?adSpend=10000");
      // The summary shown matches the results at once; screen readers hear it once typing settles.
      expect(screen.getByText(/^At £10,000 a month/, { selector: "[aria-hidden=true]" })).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent(/^At £5,000 a month/);
      act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));
      expect(screen.getByRole("status")).toHaveTextContent(/^At £10,000 a month, about 6,667 clicks/);
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows an inline message for an invalid value and holds back the results", async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const rate = screen.getByLabelText("Conversion rate (%)");
    await user.clear(rate);
    await user.type(rate, "150");
    expect(rate).toHaveAttribute("aria-invalid", "true");
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining("Enter a number from 0 to 100 for the conversion rate."),
    );
    expect(screen.queryByText("Revenue", { selector: "dt" })).toBeNull();
    await screen.findByText(ROI_INVALID);

    await user.clear(rate);
    expect(screen.getByText("Enter the conversion rate.")).toBeInTheDocument();
    await user.type(rate, "abc");
    expect(screen.getByText("Enter the conversion rate as a number, for example 2.5.")).toBeInTheDocument();
  });

  it("restores the inputs from a shared link", () => {
    visit("/tools/roi-calculator/", "?adSpend=2000&agencyFee=0&grossMargin=50");
    render(<RoiCalculator />);
    expect(screen.getByLabelText("Monthly ad spend (£)")).toHaveValue("2000");
    expect(figure("Revenue")).toBe("£16,000");
    expect(figure("Net profit")).toBe("£6,000");
  });

  it("shows a loss in words when the figures do not pay", async () => {
    const user = userEvent.setup();
    render(<RoiCalculator />);
    const value = screen.getByLabelText("Average order or customer value (£)");
    await user.clear(value);
    await user.type(value, "200");
    expect(figure("Net profit")).toBe("-£2,500");
    expect(await screen.findByText(/you lose £2,500 a month/)).toBeInTheDocument();
  });
});
