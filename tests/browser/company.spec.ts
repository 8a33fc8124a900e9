import type { Page } from "@playwright/test";
import contactFile from "../../content/pages/contact.json";
import site from "../../content/site.json";
import { SIMULATED_SEND_MS } from "../../src/hooks/useLeadSubmit";
import {
  APPLICATION_COPY,
  PARTNER_TYPE_LABEL,
  ROLE_LABEL,
  TOPIC_LABEL,
} from "../../src/components/forms/EnquiryForm/enquiryCopy";
import { inDeliveryMode } from "../../src/lib/leads";
import { DESKTOP, PHONE, pauseClock, waitForHydration } from "./support/browser";
import { expect, test } from "./support/test";
import { shown } from "../helpers/contentFixtures";

// The company screens in Chromium: the enquiry form end to end, contact methods and the section anchors.
// The form's stress checks (double sends, typing before hydration, long pastes) are in forms.spec.ts.

// The content as the page shows it, with its placeholders filled.
const contact = shown(contactFile);

const SUBMIT = '#enquiry button[type="submit"]';
const formIsValid = (page: Page) =>
  page.locator("#enquiry form").evaluate((form: HTMLFormElement) => form.checkValidity());

test.describe("the enquiry form on /contact/", () => {
  test.beforeEach(async ({ page }) => {
    // The page's timers run on a clock a test can hold still and move by hand.
    await page.clock.install();
    await page.goto("/contact/");
    await waitForHydration(page);
    await expect(page.locator(SUBMIT)).toBeEnabled();
  });

  test("validates natively, sends for about a second without a request, thanks, and returns with values kept", async ({
    page,
    watched,
  }) => {
    const submit = page.locator(SUBMIT);
    // Required fields and formats block the submit, and the browser points at the first problem.
    const blockedAt = async (fieldId: string) => {
      await submit.click();
      expect(await formIsValid(page)).toBe(false);
      await expect(page.locator(`#${fieldId}`)).toBeFocused();
      await expect(submit).toHaveText(contact.form.submitLabel);
      await expect(submit).toBeEnabled();
    };
    await blockedAt("enquiry-name");
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("not-an-email");
    await blockedAt("enquiry-email");
    await page.getByLabel("Email Address").fill("ada@example.co.uk");
    await blockedAt("enquiry-service");
    await page.getByLabel("Primary Service Interest").selectOption("Conversion Rate Optimization");
    await page.getByLabel("Website URL").fill("not a website");
    await blockedAt("enquiry-website");
    // An address as people type it is taken, with its https:// added as the visitor moves on.
    await page.getByLabel("Website URL").fill("www.example.co.uk");
    await page.getByLabel("Company Name").focus();
    await expect(page.getByLabel("Website URL")).toHaveValue("https://www.example.co.uk");
    await page.getByLabel("Company Name").fill("Analytical Engines Ltd");
    await page.getByLabel("Monthly Budget Range").selectOption("£10,000-£25,000");
    await page.getByLabel("Timeline to Start").selectOption("1-3 months");
    await page.getByLabel("Tell Us About Your Goals").fill("We want more qualified leads.");
    expect(await formIsValid(page)).toBe(true);

    await pauseClock(page);
    await submit.click();
    await expect(submit).toHaveText("Sending...");
    await expect(submit).toBeDisabled();

    const thanks = page.getByRole("heading", { name: inDeliveryMode(contact.form.thankYou.title) });
    await page.clock.runFor(SIMULATED_SEND_MS - 1);
    await expect(submit).toHaveText("Sending...");
    await expect(thanks).toHaveCount(0);
    await page.clock.runFor(1);
    await page.clock.resume();
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.locator('#enquiry [role="status"]')).toContainText(inDeliveryMode(contact.form.thankYou.message));
    await expect(page.locator("#enquiry form")).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/contact/");

    await page.getByRole("button", { name: "Submit Another Request" }).click();
    await expect(page.locator("#enquiry form")).toBeVisible();
    await expect(page.locator("#enquiry-name")).toBeFocused();
    const values = await page
      .locator("#enquiry form")
      .evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)));
    // What the form holds, as a post without JavaScript sends it: the fields, which form and page, the empty
    // honeypot, and the other topics' questions, empty (a connected build's script leaves those out).
    expect(values).toEqual({
      form: "enquiry",
      page: "/contact/",
      _gotcha: "",
      topic: "general",
      role: "",
      partnerType: "",
      portfolio: "",
      clientBase: "",
      name: "Ada Lovelace",
      email: "ada@example.co.uk",
      company: "Analytical Engines Ltd",
      website: "https://www.example.co.uk",
      service: "Conversion Rate Optimization",
      budget: "£10,000-£25,000",
      timeline: "1-3 months",
      message: "We want more qualified leads.",
    });

    expect(watched.externalRequests).toEqual([]);
    expect(watched.nonGetRequests).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test("caps a 10,000-character paste at 5,000 and says so", async ({ page }) => {
    const message = page.getByLabel("Tell Us About Your Goals");
    await message.focus();
    await page.keyboard.insertText("x".repeat(10000));
    expect((await message.inputValue()).length).toBe(5000);
    await expect(page.locator("#enquiry-message-count")).toHaveText(/^5,000 of 5,000 characters: that's the limit/);
  });
});

test.describe("applying from the careers and partner pages", () => {
  const topic = (page: Page) => page.getByLabel(TOPIC_LABEL);
  const role = (page: Page) => page.getByLabel(ROLE_LABEL);
  const partnerType = (page: Page) => page.getByLabel(PARTNER_TYPE_LABEL);

  /** The enquiry's sales questions, which an application leaves out. */
  const SALES = ["Primary Service Interest", "Monthly Budget Range", "Timeline to Start"];

  test("a role's Apply Now opens a job application for that role, asking for a portfolio and a note, which sends and thanks", async ({
    page,
    watched,
  }) => {
    await page.goto("/careers/");
    await waitForHydration(page);
    await page
      .locator("#open-roles")
      .getByRole("link", { name: /^Apply Now\s*: SEO Content Lead$/ })
      .click();
    await expect(page).toHaveURL(/\/contact\/\?topic=careers&role=seo-content-lead$/);
    await waitForHydration(page);
    await expect(topic(page)).toHaveValue("careers");
    await expect(role(page)).toBeVisible();
    await expect(role(page)).toHaveValue("SEO Content Lead");
    await expect(partnerType(page)).toBeHidden();
    for (const label of [...SALES, "Website URL", "Company Name", APPLICATION_COPY.clientBaseLabel]) {
      await expect(page.getByLabel(label, { exact: true })).toBeHidden();
    }

    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.co.uk");
    await page.getByRole("button", { name: APPLICATION_COPY.submitLabel }).click();
    // Asked for what an applicant is asked, and only that.
    const portfolio = page.getByLabel(APPLICATION_COPY.portfolioLabel);
    await expect(portfolio).toBeFocused();
    await portfolio.fill("ada.example.co.uk/cv");
    await page.getByLabel(APPLICATION_COPY.messageLabel.careers).fill("Eight years of SEO content.");
    await page.getByRole("button", { name: APPLICATION_COPY.submitLabel }).click();
    const thanks = page.getByRole("heading", { name: inDeliveryMode(APPLICATION_COPY.thankYou.title) });
    await expect(thanks).toBeFocused();
    await expect(page.getByText(inDeliveryMode(APPLICATION_COPY.thankYou.message))).toBeVisible();
    expect(watched.externalRequests).toEqual([]);
    expect(watched.errors).toEqual([]);
  });

  test("a partnership type's Apply Now opens the enquiry as a partnership of that type", async ({ page }) => {
    await page.goto("/partner-program/");
    await waitForHydration(page);
    await page
      .locator("#partner-types")
      .getByRole("link", { name: /^Apply Now\s*: Referral Partners$/ })
      .click();
    await expect(page).toHaveURL(/\/contact\/\?topic=partnership&partnerType=referral-partners$/);
    await waitForHydration(page);
    await expect(topic(page)).toHaveValue("partnership");
    await expect(partnerType(page)).toHaveValue("Referral Partners");
    await expect(role(page)).toBeHidden();
    for (const label of SALES) await expect(page.getByLabel(label, { exact: true })).toBeHidden();
    await expect(page.getByLabel(APPLICATION_COPY.portfolioLabel)).toBeHidden();
    await expect(page.getByLabel("Company Name")).toBeVisible();
    await expect(page.getByLabel(APPLICATION_COPY.clientBaseLabel)).toBeVisible();
    await expect(page.getByLabel(APPLICATION_COPY.messageLabel.partnership)).toBeVisible();
    await expect(page.getByRole("button", { name: APPLICATION_COPY.submitLabel })).toBeVisible();
  });

  test("without JavaScript the form asks a general enquiry, and asks which role once a job application is chosen", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact/?topic=careers&role=seo-content-lead");
    await expect(topic(page)).toHaveValue("general");
    await expect(role(page)).toBeHidden();
    await expect(partnerType(page)).toBeHidden();
    await expect(page.getByLabel(APPLICATION_COPY.portfolioLabel)).toBeHidden();
    await topic(page).selectOption("careers");
    await expect(role(page)).toBeVisible();
    await expect(page.getByLabel(APPLICATION_COPY.portfolioLabel)).toBeVisible();
    await expect(partnerType(page)).toBeHidden();
    await context.close();
  });
});

test.describe("asking for a free audit from a service page", () => {
  const topic = (page: Page) => page.getByLabel(TOPIC_LABEL);
  const service = (page: Page) => page.getByLabel("Primary Service Interest");

  test("'Get Free SEO Audit' opens the enquiry as a free audit of SEO, which sends with nothing else chosen", async ({
    page,
    watched,
  }) => {
    await page.goto("/services/seo-content/");
    await waitForHydration(page);
    await page.locator("main").getByRole("link", { name: "Get Free SEO Audit" }).first().click();
    await expect(page).toHaveURL(/\/contact\/\?topic=audit&service=seo-services$/);
    await waitForHydration(page);
    await expect(topic(page)).toHaveValue("audit");
    await expect(topic(page).locator("option:checked")).toHaveText("A free audit, review or plan");
    await expect(service(page)).toHaveValue("SEO Services");
    await expect(page.getByLabel(ROLE_LABEL)).toBeHidden();
    await expect(page.getByLabel(PARTNER_TYPE_LABEL)).toBeHidden();

    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.co.uk");
    await page.getByRole("button", { name: contact.form.submitLabel }).click();
    await expect(page.getByRole("heading", { name: inDeliveryMode(contact.form.thankYou.title) })).toBeFocused();
    expect(watched.errors).toEqual([]);
  });

  test("without JavaScript the audit link's form asks a general enquiry and still asks for a service", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact/?topic=audit&service=seo-services");
    await expect(topic(page)).toHaveValue("general");
    await expect(service(page)).toHaveValue("");
    await expect(service(page)).toHaveAttribute("required", "");
    await topic(page).selectOption("audit");
    await service(page).selectOption("SEO Services");
    await expect(page.getByLabel(ROLE_LABEL)).toBeHidden();
    await context.close();
  });
});

test("contact methods link phone and email, and the live chat button says chat is coming", async ({ page }) => {
  await page.goto("/contact/");
  await waitForHydration(page);
  const methods = page.locator("#contact-methods");
  await expect(methods.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.href);
  await expect(methods.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  // An alert blocks the page, so it is answered as it opens or the click never finishes.
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await methods.getByRole("button", { name: "Start a live chat" }).click();
  expect(messages).toEqual(["Live chat coming soon!"]);
});

/** Resolves once the element's top sits inside the viewport and below the fixed header. */
async function waitUntilInView(page: Page, id: string) {
  await page.waitForFunction((targetId) => {
    const target = document.getElementById(targetId);
    const header = document.querySelector("header[data-scrolled]");
    if (!target || !header) return false;
    const top = target.getBoundingClientRect().top;
    return top >= header.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
  }, id);
}

for (const { path, id, link } of [
  { path: "/careers/", id: "open-roles", link: "See Open Roles" },
  { path: "/partner-program/", id: "partner-types", link: "See Partnership Types" },
]) {
  test.describe(`the #${id} anchor`, () => {
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      test(`lands on its section, clear of the fixed header, when opened directly (${name})`, async ({
        page,
        watched,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${path}#${id}`);
        await waitForHydration(page);
        await waitUntilInView(page, id);
        expect(watched.errors).toEqual([]);
      });
    }

    test("lands on its section from the hero link", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.locator("#main-content").getByRole("link", { name: link }).first().click();
      await waitUntilInView(page, id);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
    });
  });
}
