import type { Browser, Page } from "playwright-core";
import contact from "../../content/pages/contact.json";
import results from "../../content/pages/results.json";
import site from "../../content/site.json";
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "./browser";

// The company screens in Chromium: the enquiry form end to end, the anchors
// and the /case-studies alias.

const SITE_URL = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const SUBMIT = '#enquiry button[type="submit"]';

// The browser project sets testTimeout, but jest applies it only as a global option; a cold Chromium on a shared machine needs more than the 5 s default.
jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Every request that is not a GET: a simulated send must make none. */
function recordNonGetRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

async function submitState(page: Page) {
  return page
    .locator(SUBMIT)
    .evaluate((button: HTMLButtonElement) => ({ text: button.textContent, disabled: button.disabled }));
}

const activeElementId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const formIsValid = (page: Page) =>
  page.locator("#enquiry form").evaluate((form: HTMLFormElement) => form.checkValidity());

describe("the enquiry form on /contact/", () => {
  it("validates natively, sends for about a second without a request, thanks, and returns with values kept", async () => {
    const { page, context, externalRequests, errors } = await openPage(browser, "/contact/");
    const nonGet = recordNonGetRequests(page);
    await waitForHydration(page);
    await page.waitForFunction((selector) => !document.querySelector<HTMLButtonElement>(selector)?.disabled, SUBMIT);

    // Required fields and formats block the submit, and the browser points at the first problem.
    const blockedAt = async (fieldId: string) => {
      await page.locator(SUBMIT).click();
      expect(await formIsValid(page)).toBe(false);
      expect(await activeElementId(page)).toBe(fieldId);
      expect(await submitState(page)).toEqual({ text: contact.form.submitLabel, disabled: false });
    };
    await blockedAt("enquiry-name");
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("not-an-email");
    await blockedAt("enquiry-email");
    await page.getByLabel("Email Address").fill("ada@example.co.uk");
    await blockedAt("enquiry-service");
    await page.getByLabel("Primary Service Interest").selectOption("Conversion Rate Optimization");
    await page.getByLabel("Website URL").fill("example.co.uk");
    await blockedAt("enquiry-website");
    await page.getByLabel("Website URL").fill("https://www.example.co.uk");
    await page.getByLabel("Company Name").fill("Analytical Engines Ltd");
    await page.getByLabel("Monthly Budget Range").selectOption("£10,000-£25,000");
    await page.getByLabel("Timeline to Start").selectOption("1-3 months");
    await page.getByLabel("Tell Us About Your Goals").fill("We want more qualified leads.");
    expect(await formIsValid(page)).toBe(true);

    await page.locator(SUBMIT).click();
    expect(await submitState(page)).toEqual({ text: "Sending...", disabled: true });

    const thanks = page.getByRole("heading", { name: contact.form.thankYou.title });
    await thanks.waitFor({ state: "visible", timeout: 3000 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(contact.form.thankYou.title);
    expect(await page.locator('#enquiry [role="status"]').textContent()).toContain(contact.form.thankYou.message);
    expect(await page.locator("#enquiry form").isHidden()).toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/contact/`);

    await page.getByRole("button", { name: "Submit Another Request" }).click();
    expect(await page.locator("#enquiry form").isVisible()).toBe(true);
    expect(await activeElementId(page)).toBe("enquiry-name");
    const values = await page
      .locator("#enquiry form")
      .evaluate((form: HTMLFormElement) => Object.fromEntries(new FormData(form)));
    expect(values).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.co.uk",
      company: "Analytical Engines Ltd",
      website: "https://www.example.co.uk",
      service: "Conversion Rate Optimization",
      budget: "£10,000-£25,000",
      timeline: "1-3 months",
      message: "We want more qualified leads.",
    });

    expect(externalRequests).toEqual([]);
    expect(nonGet).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends once for a double-click followed by Enter", async () => {
    const { page, context } = await openPage(browser, "/contact/");
    await waitForHydration(page);
    await page.waitForFunction((selector) => !document.querySelector<HTMLButtonElement>(selector)?.disabled, SUBMIT);
    // Count the simulated sends: each is one 1000 ms timer.
    await page.evaluate(() => {
      const original = window.setTimeout;
      const counted = window as unknown as { sends: number };
      counted.sends = 0;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay === 1000) counted.sends += 1;
        return original(handler, delay, ...rest);
      }) as typeof window.setTimeout;
    });
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.co.uk");
    await page.getByLabel("Primary Service Interest").selectOption("Other");
    await page.locator(SUBMIT).dblclick();
    await page.getByLabel("Full Name").press("Enter");
    await page.getByRole("heading", { name: contact.form.thankYou.title }).waitFor({ timeout: 3000 });
    expect(await page.evaluate(() => (window as unknown as { sends: number }).sends)).toBe(1);
    await context.close();
  });

  it("keeps text typed before hydration, and cannot submit before then", async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Hold back the JavaScript so the visitor is typing into the prerendered HTML.
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/contact/`, { waitUntil: "domcontentloaded" });
    expect(await page.locator(SUBMIT).isDisabled()).toBe(true);
    await page.locator("#enquiry-name").fill("Typed early");
    await page.locator("#enquiry-message").fill("Written before the scripts arrived");
    await page.locator("#enquiry-name").press("Enter");
    expect(page.url()).toBe(`${baseUrl()}/contact/`);

    release();
    await waitForHydration(page);
    await page.waitForFunction((selector) => !document.querySelector<HTMLButtonElement>(selector)?.disabled, SUBMIT);
    expect(await page.locator("#enquiry-name").inputValue()).toBe("Typed early");
    expect(await page.locator("#enquiry-message").inputValue()).toBe("Written before the scripts arrived");
    expect(await page.getByText("34 of 5,000 characters").isVisible()).toBe(true);
    await context.close();
  });

  it("caps a 10,000-character paste at 5,000 and says so", async () => {
    const { page, context } = await openPage(browser, "/contact/");
    await waitForHydration(page);
    const message = page.getByLabel("Tell Us About Your Goals");
    await message.focus();
    await page.keyboard.insertText("x".repeat(10000));
    expect((await message.inputValue()).length).toBe(5000);
    expect(await page.locator("#enquiry-message-count").textContent()).toMatch(
      /^5,000 of 5,000 characters: that's the limit/,
    );
    await context.close();
  });
});

describe("contact methods on /contact/", () => {
  it("links phone and email, and the live chat button says chat is coming", async () => {
    const { page, context } = await openPage(browser, "/contact/");
    await waitForHydration(page);
    const methods = page.locator("#contact-methods");
    expect(await methods.getByRole("link", { name: site.phone.display }).getAttribute("href")).toBe(site.phone.href);
    expect(await methods.getByRole("link", { name: site.email }).getAttribute("href")).toBe(`mailto:${site.email}`);
    // An alert blocks the page, so it is answered as it opens or the click never finishes.
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await methods.getByRole("button", { name: "Start a live chat" }).click();
    expect(messages).toEqual(["Live chat coming soon!"]);
    await context.close();
  });
});

/** True once the element's top sits inside the viewport and below the fixed header. */
async function waitUntilInView(page: Page, id: string) {
  await page.waitForFunction(
    (targetId) => {
      const target = document.getElementById(targetId);
      const header = document.querySelector("header[data-scrolled]");
      if (!target || !header) return false;
      const top = target.getBoundingClientRect().top;
      return top >= header.getBoundingClientRect().bottom - 1 && top < window.innerHeight / 2;
    },
    id,
    { timeout: 5000 },
  );
}

describe.each([
  { path: "/careers/", id: "open-roles", link: "See Open Roles" },
  { path: "/partner-program/", id: "partner-types", link: "See Partnership Types" },
])("the #$id anchor", ({ path, id, link }) => {
  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])("lands on its section, clear of the fixed header, when opened directly (%s)", async (_name, viewport) => {
    const { page, context, errors } = await openPage(browser, `${path}#${id}`, { viewport });
    await waitForHydration(page);
    await waitUntilInView(page, id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("lands on its section from the hero link", async () => {
    const { page, context } = await openPage(browser, path);
    await waitForHydration(page);
    await page.locator("#main-content").getByRole("link", { name: link }).first().click();
    await waitUntilInView(page, id);
    expect(page.url()).toBe(`${baseUrl()}${path}#${id}`);
    await context.close();
  });
});

describe("/case-studies/", () => {
  it("renders the results page with its canonical on /results/", async () => {
    const { page, context, errors, externalRequests } = await openPage(browser, "/case-studies/");
    await waitForHydration(page);
    expect(await page.locator("h1").allTextContents()).toEqual([results.hero.title]);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${SITE_URL}/results/`);
    expect(await page.locator("article").count()).toBe(4);
    expect(page.url()).toBe(`${baseUrl()}/case-studies/`);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});

describe.each(["/services/", "/results/", "/contact/", "/careers/", "/partner-program/"])("%s", (path) => {
  it("hydrates without errors or outside requests", async () => {
    const { page, context, errors, externalRequests } = await openPage(browser, path);
    await waitForHydration(page);
    expect(await page.locator("h1").count()).toBe(1);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});
