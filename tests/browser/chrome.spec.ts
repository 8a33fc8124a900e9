import navigation from "../../content/navigation.json";
import { CHAT_MESSAGE } from "../../src/components/layout/BottomBar/ChatButton";
import { withTrailingSlash } from "../../src/lib/urls";
import { DESKTOP, PHONE, waitForHydration } from "./support/browser";
import { holdScripts } from "./support/scripts";
import { expectedH1 } from "./support/site";
import { expect, test } from "./support/test";

// The site chrome in a real browser: header, dropdowns, mobile menu, bottom bar, skip link. Its accessibility
// and keyboard gates run on the chrome pages in sweep.spec.ts. The tests with JavaScript on at the desktop width load
// their page in the worker's page (`shared`), set as a new one would be.

test.describe("header", () => {
  test.beforeEach(async ({ shared: { page } }) => {
    await page.goto("/");
    await waitForHydration(page);
  });

  test("changes its background once the page is scrolled past 10 px", async ({ shared: { page } }) => {
    const header = page.locator("header").first();
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    const atTop = await background();
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect.poll(background).not.toBe(atTop);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("opens one dropdown at a time, and closes it on an outside click or Escape", async ({ shared: { page } }) => {
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

  test("closes the open dropdown on a click in the empty part of the header's bar", async ({ shared: { page } }) => {
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button").first();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // Halfway between the brand and the menus, on the bar itself: no link, button or menu there.
    const brand = (await page
      .locator("header")
      .getByRole("link", { name: /home page/ })
      .boundingBox())!;
    const nav = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const [x, y] = [(brand.x + brand.width + nav.x) / 2, brand.y + brand.height / 2];
    const there = await page.evaluate(
      ([px, py]) => {
        const element = document.elementFromPoint(px!, py!);
        return { inHeader: !!element?.closest("header"), control: !!element?.closest("a, button, [id^='menu-']") };
      },
      [x, y],
    );
    expect(there).toEqual({ inHeader: true, control: false });
    await page.mouse.click(x, y);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("header [id^='menu-']:visible")).toHaveCount(0);
  });

  for (const which of ["first", "last"] as const) {
    test(`closes the ${which} dropdown when Tab leaves its last link`, async ({ shared: { page } }) => {
      const buttons = page.getByRole("navigation", { name: "Main" }).getByRole("button");
      const button = buttons[which]();
      const group = navigation.header.groups[which === "first" ? 0 : navigation.header.groups.length - 1]!;
      await button.focus();
      await page.keyboard.press("Enter");
      for (const item of group.items) {
        await page.keyboard.press("Tab");
        await expect(page.locator(":focus")).toHaveAttribute("href", withTrailingSlash(item.href));
        await expect(button).toHaveAttribute("aria-expanded", "true");
      }
      await page.keyboard.press("Tab");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(page.locator("header [id^='menu-']:visible")).toHaveCount(0);
      // Focus went on to what follows the menu: the next menu's button, or after the last the search link.
      const next =
        which === "first"
          ? buttons.nth(1)
          : page.locator("header").getByRole("link", { name: navigation.header.search.label, exact: true });
      await expect(next).toBeFocused();
    });
  }

  test("works from the keyboard: Enter opens a dropdown and its links are next in tab order", async ({
    shared: { page },
  }) => {
    const first = page.getByRole("navigation", { name: "Main" }).getByRole("button").first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.closest("[id^='menu-']")?.id ?? null);
    expect(focused).toBe(await first.getAttribute("aria-controls"));
  });
});

// SPEC §2 lists /ppc-agency and /services/ppc-agency as one page, and the latter is under /services: the page is in
// Services at both addresses, as are the other campaign pages with a /services/ address.
for (const path of ["/ppc-agency/", "/seo-agency/"]) {
  test(`${path} highlights Services as the current section`, async ({ shared: { page } }) => {
    await page.goto(path);
    await waitForHydration(page);
    const main = page.getByRole("navigation", { name: "Main" });
    const services = main.getByRole("button", { name: /^Services/ });
    await expect(services).toHaveAccessibleName(/current section/);
    await expect(main.getByRole("button", { name: /current section/ })).toHaveCount(1);
    const underline = (name: string) =>
      main.getByRole("button", { name: new RegExp(`^${name}`) }).evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await underline("Services")).not.toBe("none");
    expect(await underline("Industries")).toBe("none");
  });
}

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
    await expect(mobile.getByRole("link", { name: "Get My Proposal" })).toHaveAttribute(
      "href",
      "/contact/?topic=proposal",
    );
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

test("the bottom bar is hidden on desktop", async ({ shared: { page } }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Quick actions" })).toBeHidden();
});

test("the skip link is the first stop for the keyboard and moves focus to the main content", async ({
  shared: { page },
}) => {
  await page.goto("/about/");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Pages the home page links to only from these menus.
  const onlyInMenus = ["/services/", "/google-ads-agency/", "/in-house-vs-agency/"];

  test("every header menu opens, one at a time, and shows each of its items as a link", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const group of navigation.header.groups) {
      await main.locator("summary", { hasText: group.name }).click();
      for (const item of group.items) {
        await expect(main.locator(`a[href="${withTrailingSlash(item.href)}"]`)).toBeVisible();
      }
      await expect(main.locator("[id^='menu-']:visible")).toHaveCount(1);
    }
  });

  for (const path of onlyInMenus) {
    test(`the home page leads to ${path} through its menu`, async ({ page }) => {
      await page.goto("/");
      const main = page.getByRole("navigation", { name: "Main" });
      const group = navigation.header.groups.find((g) => g.items.some((item) => withTrailingSlash(item.href) === path));
      await main.locator("summary", { hasText: group!.name }).click();
      await main.locator(`a[href="${path}"]`).click();
      await page.waitForURL(path);
      await expect(page.locator("h1")).toHaveText(expectedH1(path));
    });
  }

  test("the prerendered /ppc-agency/ already highlights Services", async ({ page }) => {
    await page.goto("/ppc-agency/");
    const current = page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "current section" });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText("Services");
  });

  test("the keyboard opens a menu with Enter, and Tab then reaches its links", async ({ page }) => {
    await page.goto("/");
    const first = page.getByRole("navigation", { name: "Main" }).locator("summary").first();
    await first.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const focused = await page.locator(":focus").getAttribute("href");
    expect(focused).toBe(withTrailingSlash(navigation.header.groups[0]!.items[0]!.href));
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: PHONE });

    test("the Menu opens the mobile menu with every item of every group", async ({ page }) => {
      await page.goto("/");
      await page.locator("header summary", { hasText: "Menu" }).click();
      const mobile = page.getByRole("navigation", { name: "Mobile" });
      await expect(mobile).toBeVisible();
      for (const item of navigation.header.groups.flatMap((group) => group.items)) {
        await expect(mobile.getByRole("link", { name: item.name, exact: true })).toHaveAttribute(
          "href",
          withTrailingSlash(item.href),
        );
        await expect(mobile.getByRole("link", { name: item.name, exact: true })).toBeVisible();
      }
      await mobile.locator(`a[href="${onlyInMenus[2]}"]`).click();
      await page.waitForURL(onlyInMenus[2]!);
    });
  });
});

test("a menu opened before the script ran stays open, as a button that Escape closes", async ({ shared: { page } }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const summary = page.getByRole("navigation", { name: "Main" }).locator("summary").nth(1);
  await summary.focus();
  await page.keyboard.press("Enter");
  // The scripts go on, and the page hydrates.
  await release();
  const button = page.getByRole("navigation", { name: "Main" }).getByRole("button").nth(1);
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(button).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("header [id^='menu-']:visible")).toHaveCount(0);
});
