import type { Browser } from "playwright-core";
import { CHAT_MESSAGE } from "../../src/components/BottomBar/BottomBar";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "./browser";

// The site chrome in a real browser: header, dropdowns, mobile menu, bottom bar, skip link.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe("header", () => {
  it("changes its background once the page is scrolled past 10 px", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    await waitForHydration(page);
    const background = () =>
      page
        .locator("header")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const atTop = await background();
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-scrolled") === "true");
    await page.waitForTimeout(250); // the background transition
    expect(await background()).not.toBe(atTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-scrolled") === "false");
    await context.close();
  });

  it("opens one dropdown at a time, and closes it on an outside click or Escape", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const buttons = nav.getByRole("button");
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    const first = buttons.nth(0);
    const second = buttons.nth(1);
    await first.click();
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true");
    await second.click();
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(second.getAttribute("aria-expanded")).resolves.toBe("true");
    expect(await page.locator("header [id^='menu-']:visible").count()).toBe(1);

    await page.mouse.click(700, 600); // the page body, outside the header
    await expect(second.getAttribute("aria-expanded")).resolves.toBe("false");

    await first.click();
    await page.keyboard.press("Escape");
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await first.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it("works from the keyboard: Enter opens a dropdown and its links are next in tab order", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    await waitForHydration(page);
    const first = page.getByRole("navigation", { name: "Main" }).getByRole("button").first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.closest("[id^='menu-']")?.id ?? null);
    expect(focused).toBe(await first.getAttribute("aria-controls"));
    await context.close();
  });

  it("shows a mobile menu with the same groups at 390 px", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: PHONE });
    await waitForHydration(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    expect(await mobile.isVisible()).toBe(true);
    const desktopGroups = await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent?.trim()));
    for (const group of desktopGroups) expect(await mobile.textContent()).toContain(group);
    expect(await mobile.getByRole("link", { name: "Get My Proposal" }).getAttribute("href")).toBe("/contact/");
    await page.keyboard.press("Escape");
    expect(await mobile.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe("mobile bottom bar", () => {
  it("offers Call, Book Call and Chat, and Chat says live chat is coming", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: PHONE });
    await waitForHydration(page);
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.getByRole("link", { name: "Call", exact: true }).getAttribute("href")).toMatch(
      /^tel:\+44207946\d{4}$/,
    );
    expect(await bar.getByRole("link", { name: "Book Call" }).getAttribute("href")).toBe("/contact/");
    const dialog = new Promise<string>((resolve) => {
      page.once("dialog", async (d) => {
        resolve(d.message());
        await d.dismiss();
      });
    });
    await bar.getByRole("button", { name: "Chat" }).click();
    expect(await dialog).toBe(CHAT_MESSAGE);
    expect(CHAT_MESSAGE).toBe("Live chat coming soon!");
    await context.close();
  });

  it("is hidden on desktop", async () => {
    const { page, context } = await openPage(browser, "/", { viewport: DESKTOP });
    expect(await page.getByRole("navigation", { name: "Quick actions" }).isVisible()).toBe(false);
    await context.close();
  });
});

describe("skip link", () => {
  it("is the first stop for the keyboard and moves focus to the main content", async () => {
    const { page, context } = await openPage(browser, "/about/", { viewport: DESKTOP });
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.activeElement?.id === "main-content");
    await context.close();
  });
});

describe("pages", () => {
  it.each(["/", "/about/", "/agency/"])("%s loads without errors or outside requests", async (path) => {
    const { page, context, errors, externalRequests } = await openPage(browser, path);
    await waitForHydration(page);
    expect(await page.locator("h1").count()).toBe(1);
    expect(errors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("an unknown URL shows the 404 page with links home", async () => {
    const { page, context } = await openPage(browser, "/no-such-page/");
    expect(await page.locator("h1").textContent()).toMatch(/can't find that page/);
    expect(
      await page
        .getByRole("main")
        .getByRole("link", { name: /home page/i })
        .first()
        .getAttribute("href"),
    ).toBe("/");
    await context.close();
  });
});
