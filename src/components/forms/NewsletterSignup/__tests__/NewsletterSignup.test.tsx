import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NEWSLETTER_FORM_ATTRIBUTE, NEWSLETTER_SCRIPT, NEWSLETTER_STATES } from "../../../../lib/newsletterScript";
import { NewsletterSignup } from "../NewsletterSignup";
import { newsletterCopy } from "../newsletterCopy";

const newsletter = {
  title: "Get new guides in your inbox",
  lead: "One practical email a month.",
  connectedLead: "Join our readers: one practical email a month.",
};

describe("NewsletterSignup", () => {
  beforeEach(() => window.history.replaceState(null, "", "/resources/"));

  it("has a heading, a labelled email box and a Subscribe button", () => {
    render(<NewsletterSignup newsletter={newsletter} />);
    expect(screen.getByRole("heading", { level: 2, name: newsletter.title })).toBeInTheDocument();
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "button");
  });

  it("pitches with the lead that is true without a platform, never the one that counts readers", () => {
    render(<NewsletterSignup newsletter={newsletter} />);
    expect(screen.getByText(newsletter.lead)).toBeInTheDocument();
    expect(screen.queryByText(newsletter.connectedLead)).toBeNull();
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

describe("NewsletterSignup, built with an email platform (NEWSLETTER_ENDPOINT)", () => {
  const ENDPOINT = "https://buttondown.com/api/emails/embed-subscribe/kitelight";
  beforeEach(() => {
    process.env.NEWSLETTER_ENDPOINT = ENDPOINT;
    process.env.NEWSLETTER_FIELD = "EMAIL";
  });
  afterEach(() => {
    delete process.env.NEWSLETTER_ENDPOINT;
    delete process.env.NEWSLETTER_FIELD;
  });

  it("is a form that posts the address to the platform in its field, and says the platform will ask to confirm", () => {
    const { container } = render(<NewsletterSignup newsletter={newsletter} />);
    // Where people can join, the pitch may say how many have.
    expect(screen.getByText(newsletter.connectedLead)).toBeInTheDocument();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", ENDPOINT);
    expect(form).toHaveAttribute("method", "post");
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email).toHaveAttribute("name", "EMAIL");
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription(newsletterCopy.connectedNote);
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  describe("with its script", () => {
    const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit]>();
    beforeEach(() => {
      fetchMock.mockReset();
      (globalThis as { fetch?: unknown }).fetch = fetchMock;
    });
    afterEach(() => delete (globalThis as { fetch?: unknown }).fetch);

    const setUp = () => {
      const view = render(<NewsletterSignup newsletter={newsletter} />);
      expect(view.container.querySelector(`form[${NEWSLETTER_FORM_ATTRIBUTE}]`)).not.toBeNull();
      new Function(NEWSLETTER_SCRIPT)();
      return view;
    };

    it("sends the address once from the page, however often it is submitted while sending, then says to confirm", async () => {
      let answer: () => void = () => {};
      fetchMock.mockReturnValue(new Promise((resolve) => (answer = () => resolve({}))));
      setUp();
      const user = userEvent.setup();
      await user.type(screen.getByRole("textbox", { name: "Email address" }), "reader@example.co.uk");
      await user.click(screen.getByRole("button", { name: "Subscribe" }));
      await user.click(screen.getByRole("button", { name: NEWSLETTER_STATES.sending }));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe(ENDPOINT);
      expect(String(init.body)).toBe("EMAIL=reader%40example.co.uk");
      answer();
      expect(await screen.findByText(NEWSLETTER_STATES.sent)).toBeInTheDocument();
      expect(window.location.href).toBe("http://localhost/resources/");
    });

    it("keeps the address when it could not go, and offers to try again", async () => {
      fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce({});
      setUp();
      const user = userEvent.setup();
      await user.type(screen.getByRole("textbox", { name: "Email address" }), "reader@example.co.uk");
      await user.click(screen.getByRole("button", { name: "Subscribe" }));
      expect(await screen.findByText(NEWSLETTER_STATES.failed)).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: "Email address" })).toHaveValue("reader@example.co.uk");
      await user.click(screen.getByRole("button", { name: NEWSLETTER_STATES.retry }));
      expect(await screen.findByText(NEWSLETTER_STATES.sent)).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
