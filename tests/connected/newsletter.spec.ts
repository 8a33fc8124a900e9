import { expect, test, type Page } from "@playwright/test";
import { newsletterCopy } from "../../src/components/forms/NewsletterSignup/newsletterCopy";
import { NEWSLETTER_STATES } from "../../src/lib/newsletterScript";
import { axeViolations } from "../browser/support/axe";
import { EventReceiver } from "./eventReceiver";
import { NewsletterReceiver, PLATFORM_PAGE_TITLE } from "./newsletterReceiver";
import { receiveDuringTests } from "./receiver";

// The site as built with NEWSLETTER_ENDPOINT (scripts/test.sh), with a stand-in for the email platform on that
// address: a sign-up sends the address once, in the platform's field, and nothing else; a failure keeps the address
// and a retry sends once; without JavaScript the form posts to the platform; the conversion is counted without the
// address (the build measures too).

const endpoint = process.env.NEWSLETTER_ENDPOINT;
const analytics = process.env.ANALYTICS_ENDPOINT;
if (!endpoint || !analytics) {
  throw new Error("NEWSLETTER_ENDPOINT or ANALYTICS_ENDPOINT is not set: run these tests through scripts/test.sh");
}
const platform = new NewsletterReceiver(new URL(endpoint));
const events = new EventReceiver(new URL(analytics));
const field = process.env.NEWSLETTER_FIELD || "email";
const ADDRESS = "reader@example.co.uk";

receiveDuringTests(platform, events);

const box = (page: Page) => page.locator("#newsletter");
const status = (page: Page) => box(page).getByRole("status");

test("a sign-up sends the address once, in the platform's field, says to confirm, and counts without the address", async ({
  page,
}) => {
  await page.goto("/resources/");
  await expect(box(page)).toContainText(newsletterCopy.connectedNote);
  await box(page).getByLabel(newsletterCopy.label).fill(ADDRESS);
  await box(page).getByLabel(newsletterCopy.label).press("Enter");
  await expect(status(page)).toHaveText(NEWSLETTER_STATES.sent);
  expect(platform.signups).toEqual([{ [field]: ADDRESS }]);
  expect(new URL(page.url()).pathname).toBe("/resources/");
  expect(page.url()).not.toContain("reader");
  await expect.poll(() => events.events.map((event) => event.name)).toContain("newsletter_signup");
  expect(events.bodies.join("\n")).not.toContain(ADDRESS);
});

test("when the platform cannot be reached, the address stays and Try again sends once", async ({ page }) => {
  await page.goto("/blog/");
  await platform.stop();
  try {
    await box(page).getByLabel(newsletterCopy.label).fill(ADDRESS);
    await box(page).getByRole("button", { name: newsletterCopy.button }).click();
    await expect(status(page)).toHaveText(NEWSLETTER_STATES.failed);
  } finally {
    await platform.start();
  }
  await expect(box(page).getByLabel(newsletterCopy.label)).toHaveValue(ADDRESS);
  expect(await axeViolations(page, "#newsletter")).toEqual([]);
  const retry = box(page).getByRole("button", { name: NEWSLETTER_STATES.retry });
  await retry.dblclick();
  await expect(status(page)).toHaveText(NEWSLETTER_STATES.sent);
  expect(platform.signups).toEqual([{ [field]: ADDRESS }]);
  await expect(box(page).getByRole("button", { name: newsletterCopy.button })).toBeVisible();
});

test("without JavaScript the form posts the address to the platform, whose page answers", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources/");
  await box(page).getByLabel(newsletterCopy.label).fill(ADDRESS);
  await box(page).getByRole("button", { name: newsletterCopy.button }).click();
  await expect(page).toHaveTitle(PLATFORM_PAGE_TITLE);
  expect(platform.signups).toEqual([{ [field]: ADDRESS }]);
  await context.close();
});

test("the CSP lets the box reach the platform, and the privacy notice says what a sign-up sends", async ({ page }) => {
  const response = await page.goto("/privacy/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const origin = new URL(endpoint).origin;
  for (const directive of ["connect-src", "form-action"]) {
    expect(new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.split(" ")).toContain(origin);
  }
  const main = page.getByRole("main");
  await expect(main).toContainText("Double opt-in:");
  await expect(main).not.toContainText("newsletter boxes do nothing yet");
});
