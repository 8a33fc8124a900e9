import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NewsletterSignup } from "../NewsletterSignup";

const newsletter = { title: "Get new guides in your inbox", lead: "One practical email a month." };

describe("NewsletterSignup", () => {
  beforeEach(() => window.history.replaceState(null, "", "/resources/"));

  it("has a heading, a labelled email box and a Subscribe button", () => {
    render(<NewsletterSignup newsletter={newsletter} />);
    expect(screen.getByRole("heading", { level: 2, name: newsletter.title })).toBeInTheDocument();
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "button");
  });

  it("says honestly that nothing is sent, and ties that note to the box and the button", () => {
    render(<NewsletterSignup newsletter={newsletter} />);
    expect(screen.getByRole("textbox", { name: "Email address" })).toHaveAccessibleDescription(/not sent or stored/);
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAccessibleDescription(
      /not connected to anything yet/,
    );
  });

  it("is not a form, so neither Enter nor Subscribe can send the address or put it in the URL", async () => {
    const user = userEvent.setup();
    const { container } = render(<NewsletterSignup newsletter={newsletter} />);
    expect(container.querySelector("form")).toBeNull();
    const email = screen.getByRole("textbox", { name: "Email address" });
    await user.type(email, "someone@example.com{Enter}");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(window.location.href).toBe("http://localhost/resources/");
    expect(email).not.toHaveAttribute("name");
  });

  it("takes an id prefix so two boxes can share a page", () => {
    render(
      <>
        <NewsletterSignup newsletter={newsletter} />
        <NewsletterSignup newsletter={newsletter} id="footer-newsletter" />
      </>,
    );
    expect(screen.getAllByRole("textbox", { name: "Email address" })).toHaveLength(2);
  });
});
