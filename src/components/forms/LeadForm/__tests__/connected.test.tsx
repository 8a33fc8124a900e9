import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server.node";
import contact from "../../../../../content/pages/contact.json";
import site from "../../../../../content/site.json";
import { EnquiryForm } from "../../EnquiryForm/EnquiryForm";
import { CONVERSION_EVENT } from "../../../../lib/measurement";
import { GuideForm } from "../../GuideForm/GuideForm";
import { guideDeliveryCopy } from "../../GuideForm/guideFormCopy";
import { enquiryChoicesData, guideFormDocument, leadContact } from "../../../../../tests/helpers/contentFixtures";

// The forms of a site built with LEADS_ENDPOINT: each submission is one POST to it, the thank-you waits for a 2xx
// answer, and a failure keeps everything typed. The browser tests (tests/browser/leads.spec.ts) do the same
// against a real receiver.

const ENDPOINT = "https://leads.example.com/f/abc123";
const choices = enquiryChoicesData();

type Answer = { ok: boolean; status: number } | "hang" | "refuse";
let answers: Answer[];
let sent: Array<{ url: string; init: RequestInit }>;

beforeEach(() => {
  process.env.LEADS_ENDPOINT = ENDPOINT;
  answers = [];
  sent = [];
  window.history.replaceState(null, "", "/contact/?utm_source=google&utm_campaign=spring&other=x");
  global.fetch = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, init });
    const answer = answers.shift() ?? { ok: true, status: 200 };
    if (answer === "hang") return new Promise<Response>(() => undefined);
    if (answer === "refuse") return Promise.reject(new TypeError("Failed to fetch"));
    return Promise.resolve(answer as Response);
  }) as unknown as typeof fetch;
});

afterEach(() => {
  delete process.env.LEADS_ENDPOINT;
  window.history.replaceState(null, "", "/");
});

const body = (index: number) => JSON.parse(String(sent[index]?.init.body)) as Record<string, string>;

async function fillEnquiry(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ada@example.co.uk");
  await user.selectOptions(screen.getByRole("combobox", { name: "Primary Service Interest" }), "SEO Services");
  await user.type(screen.getByRole("textbox", { name: "Tell Us About Your Goals" }), "More qualified leads");
}

/** Records the conversions the page reports from now on; calling the result stops recording and returns them. */
function recordConversions(): () => unknown[] {
  const conversions: unknown[] = [];
  const counted = (event: Event) => conversions.push((event as CustomEvent).detail);
  document.addEventListener(CONVERSION_EVENT, counted);
  return () => {
    document.removeEventListener(CONVERSION_EVENT, counted);
    return conversions;
  };
}

/** The enquiry form at /contact/ with `query`, Ada's name and email typed in. */
async function applyAt(query: string) {
  window.history.replaceState(null, "", `/contact/${query}`);
  const user = userEvent.setup({ delay: null });
  render(<EnquiryForm contact={leadContact()} copy={contact.form} choices={choices} />);
  await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ada@example.co.uk");
  return user;
}

describe("the enquiry form, connected", () => {
  it("sends one JSON POST with every field, the page, its campaign tags and the empty honeypot, then thanks", async () => {
    const user = userEvent.setup({ delay: null });
    render(<EnquiryForm contact={leadContact()} copy={contact.form} choices={choices} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole("button", { name: contact.form.submitLabel }));

    expect(await screen.findByRole("heading", { name: contact.form.thankYou.title.connected })).toHaveFocus();
    expect(screen.getByText(contact.form.thankYou.message.connected)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(ENDPOINT);
    expect(sent[0]?.init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "omit",
    });
    expect(body(0)).toMatchObject({
      form: "enquiry",
      name: "Ada Lovelace",
      email: "ada@example.co.uk",
      company: "",
      service: "SEO Services",
      message: "More qualified leads",
      topic: "general",
      page: "/contact/",
      utm_source: "google",
      utm_campaign: "spring",
      _gotcha: "",
      seconds_to_submit: expect.stringMatching(/^\d+$/),
    });
    expect(body(0)).not.toHaveProperty("other");
    // A general enquiry names no role or partnership type, even one the hidden questions still hold.
    expect(body(0)).not.toHaveProperty("role");
    expect(body(0)).not.toHaveProperty("partnerType");
  });

  it("sends a job application that the careers page's link chose: the role, a portfolio link and a note, none of the sales questions", async () => {
    const conversions = recordConversions();
    const user = await applyAt("?topic=careers&role=seo-content-lead");
    for (const sales of ["Primary Service Interest", "Monthly Budget Range", "Timeline to Start"]) {
      expect(screen.queryByRole("combobox", { name: new RegExp(`^${sales}`) })).toBeNull();
    }
    expect(screen.queryByRole("textbox", { name: "Company Name" })).toBeNull();
    await user.type(screen.getByRole("textbox", { name: /^CV or Portfolio Link/ }), "https://ada.example.co.uk/cv");
    await user.type(screen.getByRole("textbox", { name: "A Note About You" }), "Eight years of SEO content.");
    await user.click(screen.getByRole("button", { name: "Send Application" }));

    expect(await screen.findByRole("heading", { name: "Thank you, your application is with us" })).toHaveFocus();
    // An application is not a sales lead: the site's measurement counts nothing.
    expect(conversions()).toEqual([]);
    expect(body(0)).toMatchObject({
      form: "enquiry",
      topic: "careers",
      role: "SEO Content Lead",
      portfolio: "https://ada.example.co.uk/cv",
      message: "Eight years of SEO content.",
    });
    for (const field of ["partnerType", "clientBase", "service", "budget", "timeline", "company", "website"]) {
      expect(body(0)).not.toHaveProperty(field);
    }
  });

  it("sends a partnership application that the partner page's link chose: the company and its clients", async () => {
    const user = await applyAt("?topic=partnership&partnerType=referral-partners");
    await user.type(screen.getByRole("textbox", { name: /^Company Name/ }), "Northern Web Co");
    await user.type(screen.getByRole("textbox", { name: /^Your Clients/ }), "30 retailers in Leeds");
    await user.click(screen.getByRole("button", { name: "Send Application" }));

    await screen.findByRole("heading", { name: "Thank you, your application is with us" });
    expect(body(0)).toMatchObject({
      topic: "partnership",
      partnerType: "Referral Partners",
      company: "Northern Web Co",
      clientBase: "30 retailers in Leeds",
    });
    for (const field of ["role", "portfolio", "service", "budget", "timeline"])
      expect(body(0)).not.toHaveProperty(field);
  });

  it("asks a job applicant for a portfolio link before it sends, and an enquiry again for its service once the topic changes back; only the enquiry counts as a conversion", async () => {
    const conversions = recordConversions();
    const user = await applyAt("?topic=careers");
    await user.click(screen.getByRole("button", { name: "Send Application" }));
    expect(screen.getByRole("textbox", { name: /^CV or Portfolio Link/ })).toBeInvalid();
    expect(sent).toHaveLength(0);

    await user.selectOptions(screen.getByRole("combobox", { name: "What is this about?" }), "general");
    expect(screen.queryByRole("textbox", { name: /^CV or Portfolio Link/ })).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: /^Primary Service Interest/ }), "SEO Services");
    await user.click(screen.getByRole("button", { name: contact.form.submitLabel }));
    await screen.findByRole("heading", { name: contact.form.thankYou.title.connected });
    expect(body(0)).toMatchObject({ topic: "general", service: "SEO Services" });
    expect(body(0)).not.toHaveProperty("portfolio");
    expect(conversions()).toEqual(["enquiry"]);
  });

  it("carries the free audit and the service that an audit link chose, without the visitor choosing a service", async () => {
    window.history.replaceState(null, "", "/contact/?topic=audit&service=seo-services");
    const user = userEvent.setup({ delay: null });
    render(<EnquiryForm contact={leadContact()} copy={contact.form} choices={choices} />);
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
    await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ada@example.co.uk");
    await user.click(screen.getByRole("button", { name: contact.form.submitLabel }));

    await screen.findByRole("heading", { name: contact.form.thankYou.title.connected });
    expect(body(0)).toMatchObject({ form: "enquiry", topic: "audit", service: "SEO Services" });
    expect(body(0)).not.toHaveProperty("role");
    expect(body(0)).not.toHaveProperty("partnerType");
  });

  it.each<[string, Answer]>([
    ["answers 500", { ok: false, status: 500 }],
    ["cannot be reached", "refuse"],
  ])(
    "when the endpoint %s: a focused alert with the phone and email, every value kept, and a retry sends once",
    async (_, failure) => {
      answers = [failure];
      const user = userEvent.setup({ delay: null });
      const { container } = render(<EnquiryForm contact={leadContact()} copy={contact.form} choices={choices} />);
      await fillEnquiry(user);
      await user.click(screen.getByRole("button", { name: contact.form.submitLabel }));

      const alert = await screen.findByRole("alert");
      expect(alert).toHaveFocus();
      expect(alert).toHaveTextContent("Everything you typed is still here");
      const links = within(alert).getAllByRole("link");
      expect(links.map((link) => link.getAttribute("href"))).toEqual([site.phone.href, `mailto:${site.email}`]);
      expect(container.querySelector("form")).toHaveFormValues({
        name: "Ada Lovelace",
        email: "ada@example.co.uk",
        service: "SEO Services",
        message: "More qualified leads",
      });

      await user.click(screen.getByRole("button", { name: contact.form.submitLabel }));
      await screen.findByRole("heading", { name: contact.form.thankYou.title.connected });
      expect(screen.queryByRole("alert")).toBeNull();
      expect(sent).toHaveLength(2);
      expect(body(1)).toMatchObject({ name: "Ada Lovelace", message: "More qualified leads" });
    },
  );

  it("sends once however often it is submitted while the first is on its way", async () => {
    answers = ["hang"];
    const user = userEvent.setup({ delay: null });
    const { container } = render(<EnquiryForm contact={leadContact()} copy={contact.form} choices={choices} />);
    await fillEnquiry(user);
    const form = container.querySelector("form");
    await user.click(screen.getByRole("button", { name: contact.form.submitLabel }));
    act(() => {
      form?.requestSubmit();
      form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  it("posts natively to the endpoint before its script runs: enabled, form-encoded, with no 'needs JavaScript' note", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EnquiryForm contact={leadContact()} copy={contact.form} choices={choices} />);
    const form = container.querySelector("form");
    expect(form).toHaveAttribute("action", ENDPOINT);
    expect(form).toHaveAttribute("method", "post");
    expect(form).not.toHaveAttribute("enctype");
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    expect(container.innerHTML).not.toContain("noscript");
    expect(container.querySelector('input[name="page"]')).toHaveValue("/contact/");
    expect(container.querySelector('input[name="_gotcha"]')).toHaveValue("");
    expect(container).toHaveTextContent(contact.form.privacyNote.connected);
  });

  it("caps every text field at its length", () => {
    const { container } = render(<EnquiryForm contact={leadContact()} copy={contact.form} choices={choices} />);
    const lengths = Object.fromEntries(
      [...container.querySelectorAll("input:not([type=hidden]), textarea")].map((field) => [
        field.getAttribute("name"),
        field.getAttribute("maxlength"),
      ]),
    );
    expect(lengths).toEqual({
      name: "100",
      email: "254",
      company: "150",
      website: "2048",
      message: "5000",
      _gotcha: "200",
      // An application's, left out (hidden and disabled) until its topic is chosen.
      portfolio: "2048",
      clientBase: "300",
    });
  });
});

describe("the guide form, connected", () => {
  const renderGuide = () =>
    render(
      <GuideForm
        contact={leadContact()}
        guideName="SEO Audit Guide"
        lead="Lead"
        included={["a", "b", "c", "d"]}
        action="/landing/seo-audit/"
        document={guideFormDocument}
      />,
    );

  it("sends one POST naming the guide, then says the guide is on its way", async () => {
    window.history.replaceState(null, "", "/landing/seo-audit/?utm_source=newsletter&gclid=abc");
    const user = userEvent.setup({ delay: null });
    renderGuide();
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Grace Hopper");
    await user.type(screen.getByRole("textbox", { name: "Business Email" }), "grace@example.co.uk");
    await user.click(screen.getByRole("button", { name: "Send Me the Free Guide" }));

    const thanks = await screen.findByRole("region", { name: guideDeliveryCopy.connected.thanksTitle });
    expect(thanks).toHaveTextContent("Your SEO Audit Guide is on its way to your inbox.");
    expect(sent).toHaveLength(1);
    expect(body(0)).toMatchObject({
      form: "guide",
      guide: "SEO Audit Guide",
      name: "Grace Hopper",
      email: "grace@example.co.uk",
      company: "",
      currentSpend: "",
      page: "/landing/seo-audit/",
      utm_source: "newsletter",
      gclid: "abc",
      _gotcha: "",
    });
  });

  it("keeps the values and offers a retry when the send fails", async () => {
    answers = [{ ok: false, status: 503 }];
    const user = userEvent.setup({ delay: null });
    renderGuide();
    await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Grace Hopper");
    await user.type(screen.getByRole("textbox", { name: "Business Email" }), "grace@example.co.uk");
    await user.click(screen.getByRole("button", { name: "Send Me the Free Guide" }));

    expect(await screen.findByRole("alert")).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveValue("Grace Hopper");
    await user.click(screen.getByRole("button", { name: "Send Me the Free Guide" }));
    await screen.findByRole("region", { name: guideDeliveryCopy.connected.thanksTitle });
    expect(sent).toHaveLength(2);
  });
});
