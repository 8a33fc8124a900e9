import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { blogPageFixture } from "../../../../tests/helpers/blogFixtures";
import { NewsletterSignup } from "../NewsletterSignup";

const signup = blogPageFixture().newsletter;

describe("NewsletterSignup", () => {
  it("ties the label to the email field", () => {
    render(<NewsletterSignup signup={signup} />);
    const field = screen.getByLabelText(signup.label);
    expect(field).toHaveAttribute("type", "email");
    expect(field).toHaveAttribute("autocomplete", "email");
  });

  it("says nothing until Subscribe is pressed", () => {
    render(<NewsletterSignup signup={signup} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("on Subscribe, keeps the address and explains in a live region that nothing was sent", async () => {
    render(<NewsletterSignup signup={signup} />);
    const field = screen.getByLabelText(signup.label);
    await userEvent.type(field, "reader@example.co.uk");
    const button = screen.getByRole("button", { name: "Subscribe" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(screen.getByRole("status")).toHaveTextContent("nothing has been sent");
    expect(field).toHaveValue("reader@example.co.uk");
  });

  it("is not a form, so pressing Enter in the field submits nothing", async () => {
    const { container } = render(<NewsletterSignup signup={signup} />);
    expect(container.querySelector("form")).toBeNull();
    await userEvent.type(screen.getByLabelText(signup.label), "reader@example.co.uk{Enter}");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
