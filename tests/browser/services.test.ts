import type { Browser, Page } from "playwright-core";
import { SIMULATED_SEND_MS } from "../../src/hooks/useSimulatedSubmit";
import { baseUrl, DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "./browser";

// Service, landing and comparison pages in a real browser: the guide form,
// the call to action that scrolls to it, in-page anchors and FAQ disclosures.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const GUIDE = "/landing/ppc-strategy/";

/**
 * Resolves once the page has scrolled away from `fromY` and then kept still
 * for 400 ms. A smooth scroll can pause between frames on a busy machine, so
 * stillness is measured in time, not frames.
 */
async function scrollSettled(page: Page, fromY?: number): Promise<void> {
  if (fromY !== undefined) await page.waitForFunction((y) => window.scrollY !== y, fromY, { timeout: 10000 });
  let last = await page.evaluate(() => window.scrollY);
  for (let still = 0; still < 4;) {
    await page.waitForTimeout(100);
    const now = await page.evaluate(() => window.scrollY);
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where an element's top is, and where the fixed header's bottom is, in viewport pixels. */
function positions(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    const header = document.querySelector("header");
    if (!target || !header) throw new Error(`missing ${sel} or header`);
    return {
      top: target.getBoundingClientRect().top,
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
    };
  }, selector);
}

/** Records every scroll position from now on. */
async function recordScrolls(page: Page) {
  await page.evaluate(() => {
    const log: number[] = [];
    (window as unknown as { __scrolls: number[] }).__scrolls = log;
    window.addEventListener("scroll", () => log.push(window.scrollY));
  });
  return () => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
}

describe("guide form", () => {
  it("sends for a second, shows 'Check Your Email!', and returns to the form with the values kept", async () => {
    const { page, context, errors, externalRequests } = await openPage(browser, GUIDE, { viewport: DESKTOP });
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") posts.push(request.url());
    });

    await page.getByRole("textbox", { name: "Full Name" }).fill("Ada Lovelace");
    await page.getByRole("textbox", { name: "Business Email" }).fill("ada@example.co.uk");
    await page.getByRole("textbox", { name: "Company Name" }).fill("Analytical Engines Ltd");
    await page.getByRole("combobox", { name: "Current Monthly Ad Spend" }).selectOption("$15,000 - $50,000/month");
    const started = Date.now();
    await page.getByRole("button", { name: "Send Me the Free Guide" }).click();

    const sending = page.getByRole("button", { name: "Sending Guide..." });
    expect(await sending.isDisabled()).toBe(true);

    const thanks = page.getByRole("region", { name: "Check Your Email!" });
    await thanks.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIMULATED_SEND_MS - 50);
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await thanks.textContent()).toMatch(/on its way.*spam folder/);
    expect(await thanks.getByRole("listitem").count()).toBe(4);
    expect(await thanks.getByRole("link", { name: "Book Free Strategy Call" }).getAttribute("href")).toBe("/contact/");
    expect(await page.getByRole("textbox", { name: "Full Name" }).isVisible()).toBe(false);

    await thanks.getByRole("button", { name: "Download Another Resource" }).click();
    const name = page.getByRole("textbox", { name: "Full Name" });
    await name.waitFor();
    expect(await name.inputValue()).toBe("Ada Lovelace");
    expect(await page.getByRole("textbox", { name: "Business Email" }).inputValue()).toBe("ada@example.co.uk");
    expect(await page.getByRole("textbox", { name: "Company Name" }).inputValue()).toBe("Analytical Engines Ltd");
    expect(await page.getByRole("combobox", { name: "Current Monthly Ad Spend" }).inputValue()).toBe(
      "$15,000 - $50,000/month",
    );
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(posts).toEqual([]);
    expect(externalRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps what was typed before the page's JavaScript arrived, and cannot be submitted until then", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route("**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}${GUIDE}`, { waitUntil: "domcontentloaded" });

    await page.getByRole("textbox", { name: "Full Name" }).fill("Typed Early");
    expect(await page.getByRole("button", { name: "Send Me the Free Guide" }).isDisabled()).toBe(true);

    release();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Send Me the Free Guide" }).waitFor({ state: "visible" });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>("#guide-form button[type=submit]")?.disabled,
    );
    expect(await page.getByRole("textbox", { name: "Full Name" }).inputValue()).toBe("Typed Early");
    await context.close();
  });
});

describe("closing call to action", () => {
  it("scrolls smoothly back up to the form and puts the cursor in its first field", async () => {
    const { page, context } = await openPage(browser, GUIDE, { viewport: PHONE });
    await waitForHydration(page);
    const cta = page.getByRole("link", { name: "Download the Free Guide" });
    await cta.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    const scrolls = await recordScrolls(page);
    const before = await scrollY(page);

    await cta.click();
    await scrollSettled(page, before);

    // A smooth scroll passes through many positions; a jump lands in one.
    expect(new Set(await scrolls()).size).toBeGreaterThan(3);
    const { top, headerBottom, viewport } = await positions(page, "#guide-form");
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(viewport / 2);
    expect(await page.getByRole("textbox", { name: "Full Name" }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await context.close();
  });

  it("jumps straight to the form when the visitor prefers reduced motion", async () => {
    const { page, context } = await openPage(browser, GUIDE, { viewport: PHONE, reducedMotion: "reduce" });
    await waitForHydration(page);
    const cta = page.getByRole("link", { name: "Download the Free Guide" });
    await cta.scrollIntoViewIfNeeded();
    await scrollSettled(page);
    const scrolls = await recordScrolls(page);
    const before = await scrollY(page);

    await cta.click();
    await scrollSettled(page, before);

    expect(new Set(await scrolls()).size).toBe(1);
    const { top, headerBottom } = await positions(page, "#guide-form");
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(await page.getByRole("textbox", { name: "Full Name" }).evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await context.close();
  });
});

describe("in-page anchors land below the fixed header", () => {
  it.each([
    ["/get-more-leads-online/", "See the Strategies", "#strategies"],
    ["/in-house-vs-agency/", "See the Comparison", "#comparison"],
  ])("%s: '%s' shows %s with its heading clear of the header", async (path, label, hash) => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, path, { viewport });
      await waitForHydration(page);
      await page.getByRole("link", { name: label }).click();
      await scrollSettled(page, 0);
      expect(new URL(page.url()).hash).toBe(hash);
      const section = await positions(page, hash);
      expect(section.top).toBeGreaterThanOrEqual(section.headerBottom - 1);
      expect(section.top).toBeLessThan(section.headerBottom + 48);
      const heading = await positions(page, `${hash} h2`);
      expect(heading.top).toBeGreaterThan(heading.headerBottom);
      await context.close();
    }
  });
});

describe("FAQ disclosure", () => {
  it("opens with Enter and closes with Space from the keyboard", async () => {
    const { page, context } = await openPage(browser, "/services/paid-advertising/", { viewport: DESKTOP });
    await waitForHydration(page);
    const first = page.locator("#faq details").first();
    const summary = first.locator("summary");
    const answer = first.locator("summary + *");
    expect(await answer.isVisible()).toBe(false);

    await summary.focus();
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await first.getAttribute("open")).not.toBeNull();
    expect(await answer.isVisible()).toBe(true);

    await page.keyboard.press("Space");
    expect(await first.getAttribute("open")).toBeNull();
    expect(await answer.isVisible()).toBe(false);

    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await context.close();
  });
});

describe("pages", () => {
  it.each([
    "/services/paid-advertising/",
    "/services/email-lifecycle/",
    "/ppc-agency/",
    "/services/ppc-agency/",
    "/industries/legal-firms/",
    "/industries/legal-firms/ppc/",
    "/in-house-vs-agency/",
    GUIDE,
  ])("%s loads without errors or outside requests", async (path) => {
    const { page, context, errors, externalRequests } = await openPage(browser, path);
    await waitForHydration(page);
    expect(await page.locator("h1").count()).toBe(1);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });
});
