import { guideFormDocument, leadContact } from "../../../../../tests/helpers/contentFixtures";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import site from "../../../../../content/site.json";
import { SIMULATED_SEND_MS } from "../../../../hooks/useLeadSubmit";
import { GuideForm } from "../GuideForm";
import { guideDeliveryCopy, spendOptions } from "../guideFormCopy";

// Jest runs without LEADS_ENDPOINT, so the form simulates sending, as a site built without one does.
const { thanksTitle } = guideDeliveryCopy.simulated;

const included = [
  "Account structure that scales",
  "Keyword research and match types",
  "Smart bidding",
  "Ad copy formulas",
  "Landing page checklist",
  "Conversion tracking",
  "Performance Max",
  "A 30-day optimisation plan",
];

const renderForm = () =>
  render(
    <GuideForm
      contact={leadContact()}
      guideName="PPC Strategy Guide"
      lead="The guide in your inbox."
      included={included}
      action="/landing/ppc-strategy/"
      document={guideFormDocument}
    />,
  );

describe("GuideForm", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ["SEO", "Monthly Visits From Search", "searchVisits"],
    ["Email", "Email List Size", "listSize"],
    ["Local Marketing", "Number of Locations", "locations"],
    ["CRO", "Monthly Website Visitors", "monthlyVisitors"],
    ["E-commerce", "Current Monthly Ad Spend", "currentSpend"],
  ])(
    "asks a %s document's reader what its advice depends on: %s, not another channel's question",
    (channel, label, field) => {
      render(
        <GuideForm
          contact={leadContact()}
          guideName="Playbook"
          lead="In your inbox."
          included={included}
          action="/landing/x/"
          document={{ ...guideFormDocument, kind: "playbook", channel }}
        />,
      );
      const question = screen.getByRole("combobox", { name: label });
      expect(question).toHaveAttribute("name", field);
      expect(question).not.toBeRequired();
      expect(screen.getAllByRole("combobox")).toHaveLength(1);
    },
  );

  it("has the SPEC fields: two required, two optional, and the five spend ranges after a blank choice", () => {
    renderForm();
    const name = screen.getByRole("textbox", { name: "Full Name" });
    const email = screen.getByRole("textbox", { name: "Business Email" });
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Company Name" })).not.toBeRequired();
    const spend = screen.getByRole("combobox", { name: "Current Monthly Ad Spend" });
    expect(spend).not.toBeRequired();
    expect(spend).toHaveValue("");
    expect(
      within(spend)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Select spend range",
      "Under $5,000/month",
      "$5,000 - $15,000/month",
      "$15,000 - $50,000/month",
      "$50,000+ /month",
      "Just getting started",
    ]);
    expect(spendOptions).toHaveLength(5);
  });

  it("simulating, posts to its own page if it is ever submitted natively, and never by GET", () => {
    const { container } = renderForm();
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/landing/ppc-strategy/");
  });

  it("sends for one second, then shows the thank-you view, and goes back with the values kept", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm();
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Business Email" }), "ada@example.co.uk");
    await user.type(screen.getByRole("textbox", { name: "Company Name" }), "Analytical Engines Ltd");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Current Monthly Ad Spend" }),
      "$5,000 - $15,000/month",
    );
    await user.click(screen.getByRole("button", { name: "Send Me the Free Guide" }));

    expect(screen.getByRole("button", { name: "Sending Guide..." })).toBeDisabled();
    act(() => jest.advanceTimersByTime(SIMULATED_SEND_MS - 1));
    expect(screen.queryByRole("region", { name: thanksTitle })).toBeNull();
    act(() => jest.advanceTimersByTime(1));

    const thanks = screen.getByRole("region", { name: thanksTitle });
    expect(thanks).toHaveFocus();
    // Nothing was sent, and the thank-you says so, with the ways that do reach us.
    expect(thanks).toHaveTextContent("your PPC Strategy Guide hasn't been emailed");
    const reply = site.figures.find((figure) => figure.id === "business-hours-reply")?.value;
    expect(thanks).toHaveTextContent(`we'll reply within ${reply} during business hours`);
    // The guide itself, to download at once: its name, format, pages and size.
    const download = within(thanks).getByRole("link", { name: `Download ${guideFormDocument.title}` });
    expect(download).toHaveAttribute("href", guideFormDocument.path);
    expect(download).toHaveAttribute("download", guideFormDocument.savedAs);
    expect(thanks).toHaveTextContent("PDF, 67 pages, 208 KB");
    const ways = within(thanks)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(ways).toEqual(expect.arrayContaining([site.phone.href, `mailto:${site.email}`]));
    expect(
      within(thanks)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(included.slice(0, 4));
    expect(within(thanks).getByRole("link", { name: "Book Free Strategy Call" })).toHaveAttribute("href", "/contact/");
    expect(screen.queryByRole("textbox", { name: "Full Name" })).toBeNull();

    await user.click(within(thanks).getByRole("button", { name: "Download Another Resource" }));
    const name = screen.getByRole("textbox", { name: "Full Name" });
    expect(name).toHaveValue("Ada Lovelace");
    expect(name).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Business Email" })).toHaveValue("ada@example.co.uk");
    expect(screen.getByRole("textbox", { name: "Company Name" })).toHaveValue("Analytical Engines Ltd");
    expect(screen.getByRole("combobox", { name: "Current Monthly Ad Spend" })).toHaveValue("$5,000 - $15,000/month");
    expect(screen.getByRole("button", { name: "Send Me the Free Guide" })).toBeEnabled();
  });

  it("names a playbook as a playbook: its button, its sending state and the thank-you's list", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <GuideForm
        contact={leadContact()}
        guideName="Local SEO Playbook"
        lead="The playbook in your inbox."
        included={included}
        action="/landing/local-seo-playbook/"
        document={{
          ...guideFormDocument,
          title: "The Local SEO Playbook",
          path: "/downloads/local-seo-playbook.pdf",
          savedAs: "Kitelight - The Local SEO Playbook.pdf",
          kind: "playbook",
        }}
      />,
    );
    expect(screen.queryByRole("button", { name: /Guide/ })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Business Email" }), "ada@example.co.uk");
    await user.click(screen.getByRole("button", { name: "Send Me the Free Playbook" }));
    expect(screen.getByRole("button", { name: "Sending Playbook..." })).toBeDisabled();
    act(() => jest.advanceTimersByTime(SIMULATED_SEND_MS));
    const thanks = screen.getByRole("region", { name: thanksTitle });
    expect(thanks).toHaveTextContent("Inside your playbook:");
    expect(thanks).not.toHaveTextContent(/guide/i);
  });

  it("submits once when submitted twice while sending (double-click, repeated Enter)", () => {
    const { container } = renderForm();
    const form = container.querySelector("form");
    if (!form) throw new Error("no form");
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(SIMULATED_SEND_MS));
    expect(screen.getAllByRole("region", { name: thanksTitle })).toHaveLength(1);
  });
});
