import { render, screen } from "@testing-library/react";
import site from "../../../content/site.json";
import { LegalView } from "../LegalView";
import { nonBreaking } from "../../lib/text";

const page = {
  title: "Privacy Notice: How We Handle Your Data",
  description: "How we handle personal data under UK GDPR.",
  lastUpdated: "2026-11-21",
  body: "## In short\n\nThis website sets **no cookies**.",
};

describe("LegalView", () => {
  it("has one h1, the date of the last change and the markdown body", () => {
    render(<LegalView page={page} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(page.title);
    expect(screen.getByText("21 November 2026")).toHaveAttribute("datetime", "2026-11-21");
    expect(screen.getByRole("heading", { level: 2, name: "In short" })).toBeInTheDocument();
    expect(screen.getByText("no cookies")).toBeInTheDocument();
  });

  it("names the controller and how to reach them from the site facts", () => {
    render(<LegalView page={page} />);
    const details = screen.getByRole("complementary", { name: "Our details" });
    expect(details).toHaveTextContent(site.brand);
    expect(details).toHaveTextContent(site.address.postalCode);
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(screen.getByRole("link", { name: nonBreaking(site.phone.display) })).toHaveAttribute(
      "href",
      site.phone.href,
    );
  });
});
