import navigation from "../../content/navigation.json";
import { CHAT_MESSAGE } from "../../src/components/layout/BottomBar/ChatButton";
import { withTrailingSlash } from "../../src/lib/urls";
import type { Locator, Page, Request } from "@playwright/test";
import { DESKTOP, PHONE } from "./support/browser";
import { holdScripts } from "./support/scripts";
import { expectedH1 } from "./support/site";
import { expect, test } from "./support/test";

// The site chrome in a real browser: header, dropdowns, mobile menu, bottom bar, skip link. Its accessibility
// and keyboard gates run on the chrome pages in sweep.spec.ts. The tests with JavaScript on at the desktop width load
// their page in the worker's page (`shared`), set as a new one would be.

/** The header's desktop menus: each a <details> whose <summary> is its button. */
const menus = (page: Page) => page.getByRole("navigation", { name: "Main" }).locator("details");
/** Where a menu's links are. */
const panelOf = (menu: Locator) => menu.locator("[id^='menu-']");

test.describe("header", () => {
  test.beforeEach(async ({ shared: { page } }) => {
    await page.goto("/");
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

  test("is marked scrolled on a page that opens scrolled (a reload keeps the position)", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    await page.reload();
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(10);
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
  });

  test("opens one dropdown at a time, and closes it on an outside click or Escape", async ({ shared: { page } }) => {
    expect(await menus(page).count()).toBe(navigation.header.groups.length);
    const [first, second] = [menus(page).nth(0), menus(page).nth(1)];
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(first).not.toHaveAttribute("open");
    await expect(second).toHaveAttribute("open", "");
    await expect(page.locator("header [id^='menu-']:visible")).toHaveCount(1);

    await page.mouse.click(700, 600); // the page body, outside the header
    await expect(second).not.toHaveAttribute("open");

    await first.locator("summary").click();
    await page.keyboard.press("Escape");
    await expect(first).not.toHaveAttribute("open");
    await expect(first.locator("summary")).toBeFocused();
  });

  test("closes the open dropdown on a click in the empty part of the header's bar", async ({ shared: { page } }) => {
    const menu = menus(page).first();
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
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
        return { inHeader: !!element?.closest("header"), control: !!element?.closest("a, summary, [id^='menu-']") };
      },
      [x, y],
    );
    expect(there).toEqual({ inHeader: true, control: false });
    await page.mouse.click(x, y);
    await expect(menu).not.toHaveAttribute("open");
    await expect(page.locator("header [id^='menu-']:visible")).toHaveCount(0);
  });

  for (const which of ["first", "last"] as const) {
    test(`closes the ${which} dropdown when Tab leaves its last link`, async ({ shared: { page } }) => {
      const menu = menus(page)[which]();
      const group = navigation.header.groups[which === "first" ? 0 : navigation.header.groups.length - 1]!;
      await menu.locator("summary").focus();
      await page.keyboard.press("Enter");
      for (const item of group.items) {
        await page.keyboard.press("Tab");
        await expect(page.locator(":focus")).toHaveAttribute("href", withTrailingSlash(item.href));
        await expect(menu).toHaveAttribute("open", "");
      }
      await page.keyboard.press("Tab");
      await expect(menu).not.toHaveAttribute("open");
      await expect(page.locator("header [id^='menu-']:visible")).toHaveCount(0);
      // Focus went on to what follows the menu: the next menu's summary, or after the last the search link.
      const next =
        which === "first"
          ? menus(page).nth(1).locator("summary")
          : page.locator("header").getByRole("link", { name: navigation.header.search.label, exact: true });
      await expect(next).toBeFocused();
    });
  }

  test("works from the keyboard: Enter opens a dropdown and its links are next in tab order", async ({
    shared: { page },
  }) => {
    const first = menus(page).first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.closest("[id^='menu-']")?.id ?? null);
    expect(focused).toBe(await panelOf(first).getAttribute("id"));
  });

  test("closes the dropdown on a click on one of its links, and the link leads to its page", async ({
    shared: { page },
  }) => {
    const menu = menus(page).first();
    const item = navigation.header.groups[0]!.items[0]!;
    await menu.locator("summary").click();
    const link = panelOf(menu).locator(`a[href="${withTrailingSlash(item.href)}"]`);
    // The page stays where it is for a moment, to see the menu close before the next page replaces it.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => event.preventDefault(), { once: true, capture: false }),
    );
    await link.click();
    await expect(menu).not.toHaveAttribute("open");
    await menu.locator("summary").click();
    await link.click();
    await page.waitForURL(withTrailingSlash(item.href));
    await expect(page.locator("h1")).toHaveText(expectedH1(withTrailingSlash(item.href)));
  });

  test("a page whose only interactive part is the chrome requests no script", async ({ shared: { page } }) => {
    const scripts: string[] = [];
    const onRequest = (request: Request) => request.resourceType() === "script" && scripts.push(request.url());
    page.on("request", onRequest);
    try {
      await page.goto("/about/", { waitUntil: "load" });
      await menus(page).first().locator("summary").click();
      await page.keyboard.press("Escape");
      await expect(menus(page).first()).not.toHaveAttribute("open");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    } finally {
      page.off("request", onRequest);
    }
    expect(scripts).toEqual([]);
  });
});

// SPEC §2 lists /ppc-agency and /services/ppc-agency as one page, and the latter is under /services: the page is in
// Services at both addresses, as are the other campaign pages with a /services/ address.
for (const path of ["/ppc-agency/", "/seo-agency/"]) {
  test(`${path} highlights Services as the current section`, async ({ shared: { page } }) => {
    await page.goto(path);
    const main = page.getByRole("navigation", { name: "Main" });
    const services = main.locator("summary", { hasText: /^Services/ });
    await expect(services).toContainText("current section");
    await expect(main.locator("summary", { hasText: "current section" })).toHaveCount(1);
    const underline = (name: string) =>
      main.locator("summary", { hasText: new RegExp(`^${name}`) }).evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await underline("Services")).not.toBe("none");
    expect(await underline("Industries")).toBe("none");
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  test("the header shows a mobile menu with the same groups", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.locator("header summary", { hasText: "Menu" });
    await toggle.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeVisible();
    for (const group of navigation.header.groups) await expect(mobile).toContainText(group.name);
    // The page behind the open menu stays where it is: a swipe or the wheel over it scrolls nothing.
    await page.mouse.move(200, 800);
    await page.mouse.wheel(0, 600);
    await expect(mobile).toBeVisible();
    expect(await page.evaluate(() => [scrollY, getComputedStyle(document.documentElement).overflow])).toEqual([
      0,
      "hidden",
    ]);
    await expect(mobile.getByRole("link", { name: "Get My Proposal" })).toHaveAttribute(
      "href",
      "/contact/?topic=proposal",
    );
    await page.keyboard.press("Escape");
    await expect(mobile).toBeHidden();
    await expect(toggle).toBeFocused();
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test("the bottom bar offers Call, Book Call and Chat, and Chat says live chat is coming", async ({ page }) => {
    await page.goto("/");
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

  test("the header keeps its solid background, so its links stay legible over the page", async ({ page }) => {
    await page.goto("/about/");
    await page.mouse.wheel(0, 600);
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
  });

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

test("the menus work in full while a page's islands are still loading: they need none of their code", async ({
  shared: { page },
}) => {
  const release = await holdScripts(page);
  await page.goto("/contact/", { waitUntil: "domcontentloaded" });
  const menu = menus(page).nth(1);
  await menu.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("open", "");
  await page.keyboard.press("Escape");
  await expect(menu).not.toHaveAttribute("open");
  await expect(menu.locator("summary")).toBeFocused();
  await menu.locator("summary").click();
  await page.mouse.click(700, 600);
  await expect(menu).not.toHaveAttribute("open");
  await expect(page.locator("[data-island][data-hydrated]")).toHaveCount(0);
  await release();
});
