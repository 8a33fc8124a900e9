import type { Page } from "@playwright/test";
import site from "../../content/site.json";
import { guideDeliveryCopy } from "../../src/components/forms/GuideForm/guideFormCopy";
import { SIMULATED_SEND_MS } from "../../src/hooks/useLeadSubmit";
import { DESKTOP, PHONE, pauseClock, waitForHydration } from "./support/browser";
import { expect, test } from "./support/test";

// Service, landing and comparison pages in a real browser: the guide form, the call to action that scrolls to
// it, and in-page anchors. The form's stress checks are in forms.spec.ts; the FAQ disclosures' keyboard
// behaviour is in the sweep's keyboard gate.

const GUIDE = "/landing/ppc-strategy/";

/** Runs an action that scrolls the page, and resolves when that scroll has ended (instantly or smoothly). */
async function scrolling(page: Page, action: () => Promise<void>): Promise<void> {
  const ended = page.evaluate(
    () => new Promise<void>((resolve) => addEventListener("scrollend", () => resolve(), { once: true })),
  );
  await action();
  await ended;
}

/** Where an element's top is, and where the fixed header's bottom is, in viewport pixels. */
function positions(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const target = document.querySelector(sel);
    const header = document.querySelector("header");
    if (!target || !header) throw new Error(`missing ${sel} or header`);
    return {
      top: target.getBoundingClientRect().top,
      headerBottom: header.getBoundingClientRect().bottom,
      viewport: innerHeight,
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

test("the guide form simulates a send for a second, says nothing was sent, and returns to the form with the values kept", async ({
  page,
  watched,
}) => {
  // The page's timers run on a clock the test holds still while the send is simulated, and moves by hand.
  await page.clock.install();
  await page.goto(GUIDE);
  await waitForHydration(page);
  const name = page.getByRole("textbox", { name: "Full Name" });
  await name.fill("Ada Lovelace");
  await page.getByRole("textbox", { name: "Business Email" }).fill("ada@example.co.uk");
  await page.getByRole("textbox", { name: "Company Name" }).fill("Analytical Engines Ltd");
  await page.getByRole("combobox", { name: "Current Monthly Ad Spend" }).selectOption("$15,000 - $50,000/month");
  await pauseClock(page);
  await page.getByRole("button", { name: "Send Me the Free Guide" }).click();
  const sending = page.getByRole("button", { name: "Sending Guide..." });
  await expect(sending).toBeDisabled();

  const thanks = page.getByRole("region", { name: guideDeliveryCopy.simulated.thanksTitle });
  await page.clock.runFor(SIMULATED_SEND_MS - 1);
  await expect(sending).toBeDisabled();
  await expect(thanks).toHaveCount(0);
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(thanks).toBeFocused();
  // Built without LEADS_ENDPOINT: the thank-you does not pretend the guide was emailed, and says how to get it.
  await expect(thanks).toContainText("your PPC Strategy Guide hasn't been emailed");
  await expect(thanks.locator(`a[href="mailto:${site.email}"]`)).toHaveCount(1);
  await expect(thanks.getByRole("listitem")).toHaveCount(4);
  await expect(thanks.getByRole("link", { name: "Book Free Strategy Call" })).toHaveAttribute("href", "/contact/");
  await expect(name).toBeHidden();
  // Nothing was sent, and here is the guide: a plain link to the PDF the build made, with its facts.
  const download = thanks.getByRole("link", { name: "Download The Complete PPC Strategy Guide" });
  await expect(download).toHaveAttribute("href", "/downloads/ppc-strategy.pdf");
  await expect(thanks).toContainText(/PDF, 67 pages, \d+ KB/);
  const file = await page.request.get("/downloads/ppc-strategy.pdf");
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await thanks.getByRole("button", { name: "Download Another Resource" }).click();
  await expect(name).toHaveValue("Ada Lovelace");
  await expect(name).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Business Email" })).toHaveValue("ada@example.co.uk");
  await expect(page.getByRole("textbox", { name: "Company Name" })).toHaveValue("Analytical Engines Ltd");
  await expect(page.getByRole("combobox", { name: "Current Monthly Ad Spend" })).toHaveValue("$15,000 - $50,000/month");

  expect(watched.nonGetRequests).toEqual([]);
  expect(watched.externalRequests).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test.describe("the closing call to action", () => {
  test.use({ viewport: PHONE });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    const how = reducedMotion === "reduce" ? "jumps straight" : "scrolls smoothly";
    test(`${how} to the form (reduced motion: ${reducedMotion}) and puts the cursor in its first field`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto(GUIDE);
      await waitForHydration(page);
      const cta = page.getByRole("link", { name: "Download the Free Guide" });
      await scrolling(page, () => cta.scrollIntoViewIfNeeded());
      const scrolls = await recordScrolls(page);
      await scrolling(page, () => cta.click());
      // A smooth scroll passes through many positions; a jump lands in one.
      const distinct = new Set(await scrolls()).size;
      if (reducedMotion === "reduce") expect(distinct).toBe(1);
      else expect(distinct).toBeGreaterThan(3);
      const { top, headerBottom, viewport } = await positions(page, "#guide-form");
      expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
      expect(top).toBeLessThan(viewport / 2);
      await expect(page.getByRole("textbox", { name: "Full Name" })).toBeFocused();
    });
  }
});

for (const [path, label, hash] of [
  ["/get-more-leads-online/", "See the Strategies", "#strategies"],
  ["/in-house-vs-agency/", "See the Comparison", "#comparison"],
] as const) {
  for (const [viewportName, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`${path}: '${label}' shows ${hash} with its heading clear of the header (${viewportName})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await waitForHydration(page);
      await scrolling(page, () => page.getByRole("link", { name: label }).click());
      expect(new URL(page.url()).hash).toBe(hash);
      const section = await positions(page, hash);
      expect(section.top).toBeGreaterThanOrEqual(section.headerBottom - 1);
      expect(section.top).toBeLessThan(section.headerBottom + 48);
      const heading = await positions(page, `${hash} h2`);
      expect(heading.top).toBeGreaterThan(heading.headerBottom);
    });
  }
}
