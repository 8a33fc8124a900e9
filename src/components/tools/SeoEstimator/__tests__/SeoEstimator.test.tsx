import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { figure, visit } from "../../../../../tests/helpers/tools";
import { SeoEstimator } from "../SeoEstimator";

// Typing re-renders the whole tool on each key; on a busy machine that can pass the 5 s default.
jest.setTimeout(20000);

beforeEach(() => visit("/tools/seo-estimator/"));

const row = (n: number) => screen.getByRole("group", { name: `Keyword ${n}` });

describe("SeoEstimator", () => {
  it("updates the estimate as you type and keeps the table in the URL", async () => {
    const user = userEvent.setup();
    render(<SeoEstimator />);
    expect(figure("Clicks a month now")).toBe("153");
    const position = within(row(1)).getByLabelText("Position now");
    await user.clear(position);
    await user.type(position, "2");
    // 2,400 searches at position 2: 377 clicks instead of 77.
    expect(figure("Clicks a month now")).toBe("453");
    const params = new URLSearchParams(window.location.search);
    expect(params.getAll("p")).toEqual(["2", "14", "22", "11"]);
    expect(params.get("k")).toBe("emergency dentist london");
  });

  it("shows per-row messages and leaves that row out", async () => {
    const user = userEvent.setup();
    render(<SeoEstimator />);
    const volume = within(row(2)).getByLabelText("Monthly searches");
    await user.clear(volume);
    await user.type(volume, "lots");
    expect(volume).toHaveAttribute("aria-invalid", "true");
    expect(volume).toHaveAccessibleDescription("Enter the monthly searches as a number, for example 3.");
    // The sentence waits for typing to pause; a busy machine can take longer than findBy's default second.
    expect(
      await screen.findByText(/One row needs fixing and is left out\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("asks for a cost per click", async () => {
    const user = userEvent.setup();
    render(<SeoEstimator />);
    await user.clear(screen.getByLabelText("Cost per click in Google Ads (£)"));
    expect(screen.getByText("Enter the cost per click.")).toBeInTheDocument();
    expect(screen.queryByText("Clicks a month now")).toBeNull();
  });

  it("adds and removes rows, moving focus sensibly", async () => {
    const user = userEvent.setup();
    render(<SeoEstimator />);
    await user.click(screen.getByRole("button", { name: "Add a keyword" }));
    expect(within(row(5)).getByLabelText("Keyword")).toHaveFocus();
    await user.type(within(row(5)).getByLabelText("Keyword"), "sunday dentist");
    await user.click(screen.getByRole("button", { name: "Remove keyword 1: emergency dentist london" }));
    expect(screen.getByRole("button", { name: "Add a keyword" })).toHaveFocus();
    expect(screen.queryByDisplayValue("emergency dentist london")).toBeNull();
    expect(within(row(4)).getByLabelText("Keyword")).toHaveValue("sunday dentist");
  });

  it("imports pasted CSV, reporting bad lines by number", async () => {
    const user = userEvent.setup();
    render(<SeoEstimator />);
    const csv = screen.getByLabelText("Paste keywords as CSV");
    await user.click(csv);
    await user.paste("keyword,volume,position\nroot canal london,1300,6\nbraces cost,many,4");
    await user.click(screen.getByRole("button", { name: "Replace the table" }));
    expect(
      screen.getByText("Line 3 (braces cost): Enter the monthly searches as a number, for example 3."),
    ).toBeInTheDocument();
    expect(csv).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Replaced the table with 1 keyword.")).toBeInTheDocument();
    expect(within(row(1)).getByLabelText("Keyword")).toHaveValue("root canal london");
    expect(screen.queryByRole("group", { name: "Keyword 2" })).toBeNull();
  });

  it("cuts imported keywords to 120 characters, as typed ones, and says which lines it cut", async () => {
    render(<SeoEstimator />);
    const long = "emergency dentist open late ".repeat(1500); // 42,000 characters
    const lines = Array.from({ length: 50 }, (_, i) => `${i}${long},${100 + i},3`).join("\n");
    // Pasted in one go, as a clipboard does: typing 2 MB key by key is not what a visitor does.
    fireEvent.change(screen.getByLabelText("Paste keywords as CSV"), { target: { value: lines } });
    fireEvent.click(screen.getByRole("button", { name: "Replace the table" }));
    expect(
      screen.getByText(
        "Replaced the table with 50 keywords. The keywords on lines 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 40 more were longer than 120 characters, so each was cut to its first 120.",
      ),
    ).toBeInTheDocument();
    const keyword = within(row(50)).getByLabelText<HTMLInputElement>("Keyword");
    expect(keyword.value).toBe(`49${long}`.slice(0, 120).trim());
    expect(window.location.search.length).toBeLessThan(50 * 200);
  });

  it("restores a shared table from the URL", () => {
    visit("/tools/seo-estimator/", "?cpc=1&rows=1&k=plumber+leeds&v=1000&p=3&t=1");
    render(<SeoEstimator />);
    expect(within(row(1)).getByLabelText("Keyword")).toHaveValue("plumber leeds");
    expect(figure("Clicks a month now")).toBe("110");
    expect(figure("Value at target")).toBe("£285");
  });
});
