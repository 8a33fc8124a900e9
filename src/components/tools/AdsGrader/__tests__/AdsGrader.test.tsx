import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { visit } from "../../../../../tests/helpers/tools";
import { AdsGrader } from "../AdsGrader";

// Typing re-renders the whole tool on each key; on a busy machine that can pass the 5 s default.
jest.setTimeout(20000);

beforeEach(() => visit("/tools/google-ads-grader/"));

const fixes = () =>
  within(screen.getByRole("heading", { name: "Your most valuable fixes" }).nextElementSibling as HTMLElement)
    .getAllByRole("heading")
    .map((h) => h.textContent);

describe("AdsGrader", () => {
  it("asks twelve questions, each a labelled group of answers", () => {
    render(<AdsGrader />);
    expect(screen.getAllByRole("group", { name: /\?$/ })).toHaveLength(12);
    expect(screen.getAllByRole("radio")).toHaveLength(48);
    expect(screen.getByRole("group", { name: "What do you count as a conversion?" })).toBeInTheDocument();
  });

  it("rescores and re-ranks the fixes as answers change, and keeps the answers in the URL", async () => {
    const user = userEvent.setup();
    render(<AdsGrader />);
    expect(fixes()[0]).toBe("Send real outcomes back to Google Ads");
    await user.click(screen.getByRole("radio", { name: "Both, checked every month" }));
    expect(fixes()).not.toContain("Send real outcomes back to Google Ads");
    expect(window.location.search).toBe("?offline=both");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Your account scores 47 out of 100/));
    const results = screen.getByRole("region", { name: "Your score" });
    expect(within(results).getByText("Conversion tracking", { selector: "span" }).closest("p")).toHaveTextContent(
      "Conversion tracking83 out of 100",
    );
  });

  it("restores answers from a shared link and ignores invalid ones", () => {
    visit("/tools/google-ads-grader/", "?conversions=sales&offline=bogus");
    render(<AdsGrader />);
    expect(screen.getByRole("radio", { name: "Qualified leads or sales, with values" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
  });
});
