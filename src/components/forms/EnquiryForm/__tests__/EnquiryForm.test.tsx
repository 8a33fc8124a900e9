import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
// The Node build of the server renderer, as Gatsby uses to prerender (the browser build needs TextEncoder, which jsdom lacks).
import { renderToString } from "react-dom/server.node";
import contact from "../../../../../content/pages/contact.json";
import { SIMULATED_SEND_MS } from "../../../../hooks/useLeadSubmit";
import { SERVICE_OPTIONS } from "../../../../lib/enquiryTopic";
import { EnquiryForm } from "../EnquiryForm";
import {
  BUDGET_OPTIONS,
  PARTNER_TYPE_LABEL,
  PARTNER_TYPE_PLACEHOLDER,
  ROLE_LABEL,
  ROLE_PLACEHOLDER,
  TIMELINE_OPTIONS,
  TOPIC_LABEL,
} from "../enquiryCopy";
import { enquiryChoicesData, leadContact } from "../../../../../tests/helpers/contentFixtures";

const copy = contact.form;
const choices = enquiryChoicesData();
// Jest runs without LEADS_ENDPOINT, so the form simulates sending, as a site built without one does.
const thanks = { title: copy.thankYou.title.simulated, message: copy.thankYou.message.simulated };

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = render(<EnquiryForm contact={leadContact()} copy={copy} choices={choices} />);
  const form = view.container.querySelector("form");
  if (!form) throw new Error("no form rendered");
  return { user, form };
}

const submitButton = () => screen.getByRole("button", { name: copy.submitLabel });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Full Name" }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: "Email Address" }), "ada@example.co.uk");
  await user.selectOptions(screen.getByRole("combobox", { name: "Primary Service Interest" }), "SEO Services");
}

afterEach(() => {
  jest.useRealTimers();
});

describe("EnquiryForm fields", () => {
  it("labels every field visibly and marks only name, email and service as required", () => {
    setup();
    const required = ["Full Name", "Email Address", "Primary Service Interest"];
    const optional = [
      "Company Name",
      "Website URL",
      "Monthly Budget Range",
      "Timeline to Start",
      "Tell Us About Your Goals",
    ];
    for (const name of required) expect(screen.getByLabelText(new RegExp(`^${name}`))).toBeRequired();
    for (const name of optional) expect(screen.getByLabelText(name)).not.toBeRequired();
    expect(screen.getByLabelText(/^Email Address/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Website URL")).toHaveAttribute("type", "url");
  });

  it("offers exactly the SPEC option lists, each after a blank first option", () => {
    setup();
    const lists: Array<[RegExp, readonly string[]]> = [
      [/^Primary Service Interest/, SERVICE_OPTIONS],
      [/^Monthly Budget Range/, BUDGET_OPTIONS],
      [/^Timeline to Start/, TIMELINE_OPTIONS],
    ];
    for (const [label, expected] of lists) {
      const options = within(screen.getByLabelText(label)).getAllByRole("option") as HTMLOptionElement[];
      expect(options[0]).toHaveValue("");
      expect(options.slice(1).map((option) => option.textContent)).toEqual([...expected]);
    }
    expect(SERVICE_OPTIONS).toEqual([
      "PPC Management",
      "SEO Services",
      "Conversion Rate Optimization",
      "Email Marketing",
      "Social Media Advertising",
      "Content Marketing",
      "Marketing Automation",
      "Full-Service Marketing",
      "Other",
    ]);
    expect(BUDGET_OPTIONS).toEqual([
      "Under £5,000/month",
      "£5,000-£10,000",
      "£10,000-£25,000",
      "£25,000-£50,000",
      "£50,000+",
      "Project-based",
    ]);
    expect(TIMELINE_OPTIONS).toEqual([
      "ASAP",
      "Within 1 month",
      "1-3 months",
      "3-6 months",
      "6+ months",
      "Just exploring",
    ]);
  });

  it("posts back to the contact page itself when it simulates, never with GET", () => {
    const { form } = setup();
    expect(form).toHaveAttribute("action", "/contact/");
    expect(form).toHaveAttribute("method", "post");
  });

  it("is disabled until React hydrates, and keeps text typed before hydration", async () => {
    // The prerendered HTML, as a visitor gets it before the JavaScript arrives.
    const container = document.createElement("div");
    container.innerHTML = renderToString(<EnquiryForm contact={leadContact()} copy={copy} choices={choices} />);
    document.body.append(container);
    const button = container.querySelector('button[type="submit"]');
    expect(button).toHaveTextContent(copy.submitLabel);
    expect(button).toBeDisabled();

    const name = container.querySelector("input[name=name]");
    const message = container.querySelector("textarea[name=message]");
    if (!(name instanceof HTMLInputElement) || !(message instanceof HTMLTextAreaElement))
      throw new Error("fields missing");
    name.value = "Typed early";
    message.value = "Typed before hydration";

    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <EnquiryForm contact={leadContact()} copy={copy} choices={choices} />);
    });
    expect(name).toHaveValue("Typed early");
    expect(message).toHaveValue("Typed before hydration");
    expect(within(container).getByText("22 of 5,000 characters")).toBeInTheDocument();
    expect(button).toBeEnabled();
    act(() => root?.unmount());
    container.remove();
  });
});

describe("EnquiryForm topic", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  const topic = () => screen.getByRole("combobox", { name: TOPIC_LABEL });
  // Prerendered hidden until their topic is chosen (the stylesheet shows them then): found either way.
  const role = () => screen.getByRole("combobox", { name: ROLE_LABEL, hidden: true });
  const partnerType = () => screen.getByRole("combobox", { name: PARTNER_TYPE_LABEL, hidden: true });
  // Found while an application's topic leaves it out, too.
  const service = () => screen.getByRole("combobox", { name: /^Primary Service Interest/, hidden: true });
  const arriveAt = (query: string) => {
    window.history.replaceState(null, "", `/contact/${query}`);
    setup();
  };

  it("asks what the enquiry is about, a general enquiry unless chosen, and offers the open roles and partnership types", () => {
    setup();
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole("option", { hidden: true })
        .map((option) => option.textContent);
    expect(topic()).toHaveValue("general");
    expect(labels(topic())).toEqual([
      "A general enquiry",
      "A free audit, review or plan",
      "A custom proposal",
      "A job application",
      "A partnership",
    ]);
    expect(labels(role())).toEqual([ROLE_PLACEHOLDER, ...choices.roles]);
    expect(labels(partnerType())).toEqual([PARTNER_TYPE_PLACEHOLDER, ...choices.partnerTypes]);
    expect(choices.roles).toHaveLength(3);
    expect(choices.partnerTypes).toHaveLength(3);
  });

  it("chooses the topic and role a link names, once the page's script runs", () => {
    arriveAt("?topic=careers&role=cro-analytics-specialist&utm_source=jobs");
    expect(topic()).toHaveValue("careers");
    expect(role()).toHaveValue("CRO & Analytics Specialist");
    expect(partnerType()).toHaveValue("");
  });

  it("asks a job applicant for a portfolio link and a note in place of the sales questions, and says Send Application", () => {
    arriveAt("?topic=careers&role=cro-analytics-specialist");
    expect(screen.getByRole("textbox", { name: /^CV or Portfolio Link/ })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "A Note About You" })).toBeVisible();
    expect(service()).toBeDisabled();
    expect(service()).not.toBeVisible();
    for (const name of ["Company Name", "Website URL", "Your Clients"]) {
      expect(screen.queryByRole("textbox", { name })).toBeNull();
    }
    expect(screen.getByRole("button", { name: "Send Application" })).toBeVisible();
  });

  it("asks a would-be partner for the company and its clients", () => {
    arriveAt("?topic=partnership&partnerType=technology-partners");
    expect(screen.getByRole("textbox", { name: /^Company Name/ })).toBeRequired();
    expect(screen.getByRole("textbox", { name: /^Your Clients/ })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "How Would You Like to Work Together?" })).toBeVisible();
    expect(screen.queryByRole("textbox", { name: /^CV or Portfolio Link/ })).toBeNull();
    expect(service()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send Application" })).toBeVisible();
  });

  it("chooses the partnership type a link names", () => {
    arriveAt("?topic=partnership&partnerType=technology-partners");
    expect(topic()).toHaveValue("partnership");
    expect(partnerType()).toHaveValue("Technology Partners");
    expect(role()).toHaveValue("");
  });

  it("chooses a free audit and the service an audit link names, and asks no role or partnership type", () => {
    arriveAt("?topic=audit&service=seo-services");
    expect(topic()).toHaveValue("audit");
    expect(topic()).toHaveDisplayValue("A free audit, review or plan");
    expect(service()).toHaveValue("SEO Services");
    expect(service()).toBeRequired();
    expect(role()).toHaveValue("");
    expect(partnerType()).toHaveValue("");
  });

  it("chooses a service without a topic, and a proposal without a service", () => {
    arriveAt("?service=full-service-marketing");
    expect(topic()).toHaveValue("general");
    expect(service()).toHaveValue("Full-Service Marketing");
    cleanup();
    arriveAt("?topic=proposal");
    expect(topic()).toHaveValue("proposal");
    expect(service()).toHaveValue("");
  });

  it("keeps the topic but chooses no service when the link names one the form does not offer", () => {
    arriveAt("?topic=audit&service=web-design");
    expect(topic()).toHaveValue("audit");
    expect(service()).toHaveValue("");
  });

  it("keeps the topic but chooses no role when the link names a role that is not open", () => {
    arriveAt("?topic=careers&role=chief-vibes-officer");
    expect(topic()).toHaveValue("careers");
    expect(role()).toHaveValue("");
  });

  it.each([
    ["an unknown topic", "?topic=sales&role=seo-content-lead"],
    ["markup for a topic", "?topic=%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["a role's title rather than its slug, with markup", "?topic=careers&role=SEO%20Content%20Lead%22%3E%3Cimg%3E"],
    ["a role under another topic", "?topic=general&role=seo-content-lead"],
    ["a service's label rather than its slug, with markup", "?topic=audit&service=SEO%20Services%22%3E%3Cimg%3E"],
  ])("ignores %s", (_, query) => {
    arriveAt(query);
    expect(["general", "careers", "audit"]).toContain((topic() as HTMLSelectElement).value);
    expect(role()).toHaveValue("");
    expect(partnerType()).toHaveValue("");
    expect(service()).toHaveValue("");
    expect(document.body.querySelector("img, script")).toBeNull();
  });

  it.each(["?topic=careers&role=seo-content-lead", "?topic=audit&service=seo-services"])(
    "prerenders a general enquiry with no service chosen, and every question in the HTML, at %s",
    (query) => {
      window.history.replaceState(null, "", `/contact/${query}`);
      const html = document.createElement("div");
      html.innerHTML = renderToString(<EnquiryForm contact={leadContact()} copy={copy} choices={choices} />);
      expect(html.querySelector<HTMLSelectElement>("select[name=topic]")?.value).toBe("general");
      expect(html.querySelector<HTMLSelectElement>("select[name=role]")?.value).toBe("");
      expect(html.querySelector<HTMLSelectElement>("select[name=service]")?.value).toBe("");
      expect(html.querySelectorAll("select[name=partnerType] option")).toHaveLength(4);
    },
  );
});

describe("EnquiryForm submission", () => {
  it("is blocked by the browser's own validation while required fields are empty", async () => {
    const { user, form } = setup();
    expect(form.checkValidity()).toBe(false);
    await user.click(submitButton());
    act(() => jest.advanceTimersByTime(SIMULATED_SEND_MS * 2));
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(thanks.title)).not.toBeInTheDocument();
  });

  it("rejects a website that is not a URL", async () => {
    const { user, form } = setup();
    await fillRequired(user);
    expect(form.checkValidity()).toBe(true);
    await user.type(screen.getByLabelText("Website URL"), "not a website");
    expect(form.checkValidity()).toBe(false);
  });

  it("takes a website typed without https://, adding it when the visitor moves on", async () => {
    const { user, form } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Website URL"), "acme.co.uk");
    await user.tab();
    expect(screen.getByLabelText("Website URL")).toHaveValue("https://acme.co.uk");
    expect(form.checkValidity()).toBe(true);
  });

  it("sends a website typed without https:// when Enter is pressed in its box", async () => {
    const { user } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Website URL"), "www.acme.co.uk{Enter}");
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(screen.getByLabelText("Website URL")).toHaveValue("https://www.acme.co.uk");
  });

  it("shows a disabled 'Sending...' button, then after 1000 ms a focused, announced thank-you", async () => {
    const { user, form } = setup();
    await fillRequired(user);
    await user.click(submitButton());

    const sending = screen.getByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    act(() => jest.advanceTimersByTime(SIMULATED_SEND_MS - 1));
    expect(screen.queryByText(thanks.title)).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    const heading = screen.getByRole("heading", { name: thanks.title });
    expect(heading).toHaveFocus();
    expect(screen.getByRole("status")).toContainElement(heading);
    expect(screen.getByText(thanks.message)).toBeVisible();
    expect(form).not.toBeVisible();
  });

  it("does nothing on a second submit while sending", async () => {
    const { user, form } = setup();
    await fillRequired(user);
    await user.click(submitButton());
    expect(jest.getTimerCount()).toBe(1);

    // A repeated Enter or a second click fires submit again while the first is in flight.
    act(() => {
      form.requestSubmit();
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(SIMULATED_SEND_MS));
    expect(screen.getByRole("heading", { name: thanks.title })).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("'Submit Another Request' returns to the form with every entered value kept", async () => {
    const { user, form } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText("Company Name"), "Analytical Engines Ltd");
    await user.selectOptions(screen.getByLabelText("Timeline to Start"), "ASAP");
    await user.type(screen.getByLabelText("Tell Us About Your Goals"), "More qualified leads");
    await user.click(submitButton());
    act(() => jest.advanceTimersByTime(SIMULATED_SEND_MS));

    await user.click(screen.getByRole("button", { name: "Submit Another Request" }));
    expect(form).toBeVisible();
    expect(screen.queryByText(thanks.title)).not.toBeInTheDocument();
    expect(form).toHaveFormValues({
      name: "Ada Lovelace",
      email: "ada@example.co.uk",
      company: "Analytical Engines Ltd",
      service: "SEO Services",
      timeline: "ASAP",
      message: "More qualified leads",
    });
    expect(screen.getByRole("textbox", { name: "Full Name" })).toHaveFocus();
    expect(submitButton()).toBeEnabled();
  });
});

describe("EnquiryForm message length", () => {
  it("counts characters in a polite live region", async () => {
    const { user } = setup();
    const count = screen.getByText("0 of 5,000 characters");
    expect(count).toHaveAttribute("aria-live", "polite");
    expect(screen.getByLabelText("Tell Us About Your Goals")).toHaveAccessibleDescription("0 of 5,000 characters");
    await user.type(screen.getByLabelText("Tell Us About Your Goals"), "Hello");
    expect(count).toHaveTextContent("5 of 5,000 characters");
  });

  it("caps a 10,000-character paste at 5,000 and says why", async () => {
    const { user } = setup();
    const message = screen.getByLabelText("Tell Us About Your Goals");
    expect(message).toHaveAttribute("maxlength", "5000");
    await user.click(message);
    await user.paste("x".repeat(10000));
    expect(message).toHaveValue("x".repeat(5000));
    expect(screen.getByText(/^5,000 of 5,000 characters: that's the limit/)).toBeInTheDocument();
  });
});
