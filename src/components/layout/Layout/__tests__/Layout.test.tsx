import { render, screen, within } from "@testing-library/react";
import site from "../../../../../content/site.json";
import { nonBreaking } from "../../../../lib/text";
import { Layout } from "../Layout";

describe("Layout", () => {
  beforeEach(() => {
    render(
      <Layout pathname="/about/">
        <h1>About us</h1>
      </Layout>,
    );
  });

  it("starts with a skip link to the main landmark", () => {
    const skip = screen.getAllByRole("link")[0];
    expect(skip).toHaveTextContent("Skip to content");
    expect(skip).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
  });

  it("has a footer with the brand blurb, contact details, postal address and office hours", () => {
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(site.blurb);
    expect(within(footer).getByRole("link", { name: nonBreaking(site.phone.display) })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    expect(within(footer).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(footer).toHaveTextContent(site.address.postalCode);
    expect(footer).toHaveTextContent(`Mon–Fri9:00–18:00 ${site.timeZoneLabel}`);
    expect(footer).toHaveTextContent("SunClosed");
  });

  it("has the header with the proposal link and the mobile bottom bar", () => {
    expect(screen.getAllByRole("link", { name: "Get My Proposal" })[0]).toHaveAttribute(
      "href",
      "/contact/?topic=proposal",
    );
    const bar = screen.getByRole("navigation", { name: "Quick actions" });
    expect(within(bar).getByRole("link", { name: "Book Call" })).toHaveAttribute("href", "/contact/");
  });
});
