import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { visit } from "../../../../../tests/helpers/tools";
import { LandingPageAnalyzer } from "../LandingPageAnalyzer";

declare global {
  interface Window {
    pwned?: boolean;
  }
}

// Typing re-renders the whole tool on each key; on a busy machine that can pass the 5 s default.
jest.setTimeout(20000);

beforeEach(() => visit("/tools/landing-page-analyzer/"));

const GOOD_PAGE = `<html><head><title>Emergency Plumber in Leeds: 24/7 and Fixed Prices</title>
<meta name="description" content="Burst pipe or no hot water? A Gas Safe engineer with you within the hour, day or night, at a fixed price agreed first.">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Emergency plumbers</h1><a href="tel:0">Call now</a>
<blockquote>Fixed our leak in an hour.</blockquote><p>Rated 4.9 out of 5. 12-month guarantee.</p>
<form><input name="name"><input name="phone"><button>Request a callback</button></form></body></html>`;

const report = () => screen.getByRole("region", { name: "Your report" });

describe("LandingPageAnalyzer", () => {
  it("scores pasted HTML and puts the facts, not the HTML, in the URL", async () => {
    const user = userEvent.setup();
    render(<LandingPageAnalyzer />);
    const box = screen.getByLabelText("Page HTML");
    await user.clear(box);
    await user.click(box);
    await user.paste(GOOD_PAGE);
    // Parsing waits for the paste to settle, then the summary for the result to settle.
    await waitFor(
      () =>
        expect(screen.getByRole("status")).toHaveTextContent("This page scores 100 out of 100, passing 9 of 9 checks."),
      { timeout: 3000 },
    );
    expect(within(report()).getByText("The page has exactly one h1.")).toBeInTheDocument();
    const params = new URLSearchParams(window.location.search);
    expect(params.get("from")).toBe("html");
    expect(params.get("title")).toBe("Emergency Plumber in Leeds: 24/7 and Fixed Prices");
    expect(window.location.search).not.toContain("blockquote");
  });

  it("never runs scripts or handlers in pasted HTML, and still reports on it", async () => {
    window.pwned = false;
    render(<LandingPageAnalyzer />);
    const hostile =
      '<title>x</title><script>window.pwned = true</script><img src="x" onerror="window.pwned = true"><h1>Hi</h1>';
    fireEvent.change(screen.getByLabelText("Page HTML"), { target: { value: hostile } });
    expect(await within(report()).findByText("1 of 1 image has no alt attribute.")).toBeInTheDocument();
    expect(within(report()).getByText("The page has exactly one h1.")).toBeInTheDocument();
    expect(window.pwned).toBe(false);
    expect(document.querySelector("img[onerror]")).toBeNull();
  });

  it("refuses HTML over 1 MB with a message beside the box", async () => {
    render(<LandingPageAnalyzer />);
    const box = screen.getByLabelText("Page HTML");
    fireEvent.change(box, { target: { value: `<p>${"x".repeat(1024 * 1024)}</p>` } });
    expect(await screen.findByText(/^This HTML is 1\.01 MB, over the 1 MB limit/)).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(within(report()).queryByRole("list")).toBeNull();
  });

  it("asks for HTML when the box is cleared", async () => {
    const user = userEvent.setup();
    render(<LandingPageAnalyzer />);
    await user.click(screen.getByRole("button", { name: "Clear the box" }));
    expect(
      await screen.findByText("Paste the HTML of your page, or choose “Type key facts” instead."),
    ).toBeInTheDocument();
  });

  it("works from typed facts, starting from what the HTML showed, with inline messages", async () => {
    const user = userEvent.setup();
    render(<LandingPageAnalyzer />);
    await user.click(screen.getByRole("radio", { name: "Type key facts" }));
    expect(screen.getByLabelText("Page title")).toHaveValue("Emergency Plumber in Leeds");
    const h1 = screen.getByLabelText("Number of h1 headings");
    await user.clear(h1);
    await user.type(h1, "two");
    expect(h1).toHaveAccessibleDescription("Enter the number of h1 headings as a number, for example 3.");
    await user.clear(h1);
    await user.type(h1, "2");
    expect(within(report()).getByText("The page has 2 h1 headings.")).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get("h1")).toBe("2");
  });

  it("restores a shared report from the URL, saying where the facts came from", () => {
    visit(
      "/tools/landing-page-analyzer/",
      "?from=html&title=Plumber&desc=&h1=1&fields=3&images=0&noalt=0&ctas=1&top=1&viewport=1&trust=reviews,guarantees",
    );
    render(<LandingPageAnalyzer />);
    expect(screen.getByRole("radio", { name: "Type key facts" })).toBeChecked();
    expect(screen.getByText(/These facts were read from a page's HTML/)).toBeInTheDocument();
    expect(within(report()).getByText('The title "Plumber" is 7 characters.')).toBeInTheDocument();
  });
});
