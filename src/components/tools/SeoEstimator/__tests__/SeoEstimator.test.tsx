import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { figure, visit } from "../../../../../tests/helpers/tools";
import { MAX_URL_LENGTH } from "../../../../lib/tools/queryState";
import { ADDRESS_FULL_NOTE } from "../../ToolPanel/toolCopy";
import { SeoEstimator } from "../SeoEstimator";

// Typing re-renders the whole tool on each key; on a busy machine that can pass the 5 s default.
jest.setTimeout(20000);

beforeEach(() => visit("/tools/seo-estimator/"));

const row = (n: number) => screen.getByRole("group", { name: `Keyword ${n}` });
const csvBox = () => screen.getByLabelText<HTMLTextAreaElement>("Paste keywords as CSV");
const csvStatus = () => within(csvBox().parentElement!).getByRole("status");
/**
 * Replaces the table with CSV put in the box at once, as dropping a file's text would. The box and button are
 * found before the table grows: finding a field by its label among 50 rows' takes jsdom seconds.
 */
function csvImporter() {
  const box = csvBox();
  const replace = screen.getByRole("button", { name: "Replace the table" });
  return (text: string) => {
    fireEvent.change(box, { target: { value: text } });
    fireEvent.click(replace);
  };
}
/** `count` CSV lines of 120-character Japanese keywords (1,080 characters each once percent-encoded). */
const japaneseLines = (count: number) =>
  Array.from({ length: count }, (_, i) => `${"東京の歯医者".repeat(20).slice(1)}${i % 10},${1000 + i},7,3`).join("\n");

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

  it("keeps a table too long for the address out of it, says so, still estimates, and writes it again once it fits", () => {
    render(<SeoEstimator />);
    const importCsv = csvImporter();
    const cpc = screen.getByLabelText("Cost per click in Google Ads (£)");
    importCsv(japaneseLines(7));
    expect(new URLSearchParams(window.location.search).getAll("k")).toHaveLength(7);
    expect(window.location.href.length).toBeLessThanOrEqual(MAX_URL_LENGTH);
    expect(screen.queryByText(ADDRESS_FULL_NOTE)).toBeNull();

    importCsv(japaneseLines(50));
    const note = screen.getByText(ADDRESS_FULL_NOTE);
    expect(note).toHaveAttribute("role", "status");
    expect(window.location.search).toBe("");
    // 51,225 searches at position 7 (4%): 2,049 clicks, at £2.40 and then £3.
    expect(figure("Value now")).toBe("£4,918");
    fireEvent.change(cpc, { target: { value: "3" } });
    expect(figure("Value now")).toBe("£6,147");
    expect(window.location.search).toBe("");

    importCsv(japaneseLines(2));
    expect(note).toBeEmptyDOMElement();
    expect(new URLSearchParams(window.location.search).getAll("v")).toEqual(["1000", "1001"]);
  });

  it("keeps the first 500 lines of a long paste in the box, and says so", async () => {
    const user = userEvent.setup();
    render(<SeoEstimator />);
    await user.click(csvBox());
    await user.paste(Array.from({ length: 100_000 }, (_, i) => `dentist ${i},${1000 + i},7`).join("\n"));
    expect(csvBox().value.split("\n")).toHaveLength(500);
    expect(csvBox().value.endsWith("dentist 499,1499,7")).toBe(true);
    expect(csvStatus()).toHaveTextContent(
      "Only the first 500 lines of what you pasted were kept: the import takes 500 lines at a time.",
    );
    const box = csvBox();
    const status = csvStatus();
    await user.click(screen.getByRole("button", { name: "Replace the table" }));
    expect(status).toHaveTextContent(
      "Replaced the table with 50 keywords. The table holds 50 keywords, so the import stopped before line 51.",
    );
    expect(screen.getByDisplayValue("dentist 49")).toHaveAttribute("id", expect.stringMatching(/-keyword$/));
    expect(screen.queryByDisplayValue("dentist 50")).toBeNull();
    // What was not read stays in the box.
    expect(box.value).not.toBe("");
  });

  it("reads 500 lines of the box at most, listing the first five problems and counting the rest", () => {
    render(<SeoEstimator />);
    csvImporter()(Array.from({ length: 100_000 }, (_, i) => `歯医者 ${i},many,3`).join("\n"));
    expect(csvStatus()).toHaveTextContent(
      "No keywords were added. Only the first 500 lines were read: the import takes 500 lines at a time.",
    );
    const problems = within(csvBox().parentElement!)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(problems).toEqual([
      ...[1, 2, 3, 4, 5].map(
        (line) => `Line ${line} (歯医者 ${line - 1}): Enter the monthly searches as a number, for example 3.`,
      ),
      "And 495 more lines to fix.",
    ]);
    expect(csvBox()).toHaveAccessibleDescription(expect.stringContaining("And 495 more lines to fix."));
    // The table is left as it was.
    expect(within(row(1)).getByLabelText("Keyword")).toHaveValue("emergency dentist london");
  });
});
