import { expect, test, type BrowserContext } from "@playwright/test";
import contactFile from "../../content/pages/contact.json";
import services from "../../content/pages/services.json";
import { EXPERIMENT_COOKIE } from "../../src/lib/experiments";
import { waitForHydration } from "../browser/support/browser";
import { shown } from "../helpers/contentFixtures";
import experiment from "./fixtures/services-heading.json";
import { fillEnquiry } from "./enquiry";
import { analyticsReceiver } from "./eventReceiver";
import { receiveDuringTests, resendStandIn, teamWebhook } from "./receiver";

// A visitor in an experiment, on the second build (scripts/test.sh adds ./fixtures/services-heading.json to its
// content, so that one runs whatever the day): the services page comes as the variant the Worker gave them, a
// finished page with no script to change it; their page views and conversions carry the experiment and the variant,
// on that page and the next; and so does the enquiry they send from the contact page.

const contact = shown(contactFile);
const events = analyticsReceiver();
const leadReceiver = teamWebhook();
receiveDuringTests(events, leadReceiver, resendStandIn());

const ID = "services-heading";
const VARIANT = experiment.variants[0]!;

/** The variant the context's cookie names, if any. */
const kept = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === EXPERIMENT_COOKIE)?.value;

test("a new visitor is given a variant, sees it as the page's own HTML, and keeps it on the next visit", async ({
  context,
  page,
}) => {
  const response = await page.goto("/services/");
  const value = await kept(context);
  expect(value).toMatch(new RegExp(`^${ID}\\.(control|${VARIANT.id})$`));
  const heading = value === `${ID}.control` ? services.hero.title : VARIANT.text;
  // In the HTML the Worker answered with, before any script ran: nothing swaps it after the page paints.
  expect(await response!.text()).toContain(`>${heading}</h1>`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  expect(await kept(context)).toBe(value);
  // Counted with what the visitor saw.
  await expect.poll(() => events.events.length).toBe(2);
  for (const event of events.events) {
    expect(event.props).toMatchObject({ experiment: ID, variant: value!.split(".")[1], page: "/services/" });
  }
});

test("a visitor who saw the variant is counted with it on the next page, and their enquiry carries it", async ({
  context,
  page,
  baseURL,
}) => {
  // As the Worker gives it: the cookie a visit to the page sets, with this variant.
  await context.addCookies([{ name: EXPERIMENT_COOKIE, value: `${ID}.${VARIANT.id}`, url: baseURL! }]);
  await page.goto("/services/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(VARIANT.text);
  await page.goto("/contact/");
  await waitForHydration(page);
  await fillEnquiry(page);
  await page.getByRole("button", { name: contact.form.submitLabel }).click();
  await expect(page.getByRole("heading", { name: contact.form.thankYou.title.connected })).toBeVisible();
  await expect.poll(() => events.events.map((event) => event.name)).toEqual(["pageview", "pageview", "enquiry"]);
  for (const event of events.events) expect(event.props).toMatchObject({ experiment: ID, variant: VARIANT.id });
  await expect.poll(() => leadReceiver.leads.length).toBe(1);
  expect(leadReceiver.leads[0]!.fields).toMatchObject({ experiment: ID, variant: VARIANT.id });
});

test("a visitor whose browser sends Global Privacy Control sees the page as it is, and is neither kept nor counted in it", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  const page = await context.newPage();
  await page.goto("/services/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(services.hero.title);
  expect(await kept(context)).toBeUndefined();
  await expect.poll(() => events.events.length).toBe(1);
  expect(events.events[0]!.props).not.toHaveProperty("experiment");
  await context.close();
});
