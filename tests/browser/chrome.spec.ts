import { CHAT_MESSAGE } from "../../src/components/layout/BottomBar/BottomBar";
import { DESKTOP, PHONE, waitForHydration } from "./support/browser";
import { expect, test } from "./support/test";

// The site chrome in a real browser: header, dropdowns, mobile menu, bottom bar, skip link. Its accessibility
// and keyboard gates run on the chrome pages in sweep.spec.ts.

test.describe("header", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("changes its background once the page is scrolled past 10 px", async ({ page }) => {
    const header = page.locator("header").first();
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const atTop = await background();
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(background).not.toBe(atTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("opens one dropdown at a time, and closes it on an outside click or Escape", async ({ page }) => {
    const buttons = page.getByRole("navigation", { name: "Main" }).getByRole("button");
    expect(await buttons.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [buttons.nth(0), buttons.nth(1)];
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await second.click();
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("header [id^='menu-']:visible")).toHaveCount(1);

    await page.mouse.click(700, 600); // the page body, outside the header
    await expect(second).toHaveAttribute("aria-expanded", "false");

    await first.click();
    await page.keyboard.press("Escape");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(first).toBeFocused();
  });

  test("works from the keyboard: Enter opens a dropdown and its links are next in tab order", async ({ page }) => {
    const first = page.getByRole("navigation", { name: "Main" }).getByRole("button").first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.closest("[id^='menu-']")?.id ?? null);
    expect(focused).toBe(await first.getAttribute("aria-controls"));
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  test("the header shows a mobile menu with the same groups", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    const groups = await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((b) => b.firstChild?.textContent?.trim() ?? ""));
    for (const group of groups) await expect(mobile).toContainText(group);
    await expect(mobile.getByRole("link", { name: "Get My Proposal" })).toHaveAttribute("href", "/contact/");
    await page.keyboard.press("Escape");
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the bottom bar offers Call, Book Call and Chat, and Chat says live chat is coming", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link", { name: "Call", exact: true })).toHaveAttribute("href", /^tel:\+44207946\d{4}$/);
    await expect(bar.getByRole("link", { name: "Book Call" })).toHaveAttribute("href", "/contact/");
    const messages: string[] = [];
    // An alert blocks the page, so it is answered as it opens or the click never finishes.
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await bar.getByRole("button", { name: "Chat" }).click();
    expect(messages).toEqual(["Live chat coming soon!"]);
    expect(CHAT_MESSAGE).toBe(messages[0]);
  });
});

test("the bottom bar is hidden on desktop", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Quick actions" })).toBeHidden();
});

test("the skip link is the first stop for the keyboard and moves focus to the main content", async ({ page }) => {
  await page.goto("/about/");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});
