import { expect, test, type Page } from "@playwright/test";
import contactFile from "../../content/pages/contact.json";
import navigation from "../../content/navigation.json";
import { PHONE, waitForHydration } from "../browser/support/browser";
import { shown } from "../helpers/contentFixtures";
import { ENQUIRY, fillEnquiry } from "./enquiry";
import { analyticsReceiver } from "./eventReceiver";
import { receiveDuringTests, resendStandIn, teamWebhook } from "./receiver";

// The site as built with ANALYTICS_ENDPOINT as well as LEADS_ENDPOINT (scripts/test.sh): every page view and
// conversion is one event to the receiver this file starts on that address, carrying the page and its campaign and
// nothing the visitor typed, and nothing is stored on the device.

const contact = shown(contactFile);

const events = analyticsReceiver();
const leadReceiver = teamWebhook();

// The lead receiver emails the team through Resend as well as calling the webhook: both must take the lead.
receiveDuringTests(events, leadReceiver, resendStandIn());

const names = () => events.events.map((event) => event.name);

/** Nothing the site could have stored on the device. */
const stored = (page: Page) =>
  page.evaluate(() => ({ cookies: document.cookie, local: localStorage.length, session: sessionStorage.length }));

test("an advert's visitor who lands on /ppc-agency/ and goes on to enquire is counted with the campaign, and nothing personal", async ({
  page,
}) => {
  await page.goto("/ppc-agency/?utm_source=google&utm_campaign=brand");
  await expect.poll(names).toEqual(["pageview"]);
  // The header's "Get My Proposal" carries the campaign on to the contact page.
  await page.getByRole("banner").getByRole("link", { name: navigation.header.cta.label }).click();
  await page.waitForURL(
    (url) => url.pathname === "/contact/" && url.search === "?topic=proposal&utm_source=google&utm_campaign=brand",
  );
  await waitForHydration(page);
  await fillEnquiry(page);
  await page.getByRole("button", { name: contact.form.submitLabel }).click();
  await expect(page.getByRole("heading", { name: contact.form.thankYou.title.connected })).toBeVisible();

  await expect.poll(names).toEqual(["pageview", "proposal_click", "pageview", "enquiry"]);
  const campaign = { utm_source: "google", utm_campaign: "brand" };
  for (const event of events.events) expect(event.props).toMatchObject(campaign);
  expect(events.events.map((event) => event.props.page)).toEqual([
    "/ppc-agency/",
    "/ppc-agency/",
    "/contact/",
    "/contact/",
  ]);
  expect(events.events[3]!.url).toBe(`${new URL(page.url()).origin}/contact/?utm_source=google&utm_campaign=brand`);
  // The lead is tied to the campaign too.
  await expect.poll(() => leadReceiver.leads.length).toBe(1);
  expect(leadReceiver.leads[0]!.fields).toMatchObject(campaign);
  // Nothing the visitor typed travels in any event, and nothing was stored.
  for (const typed of [...Object.values(ENQUIRY), "Ada"]) {
    expect(events.bodies.join("\n")).not.toContain(typed);
  }
  expect(await stored(page)).toEqual({ cookies: "", local: 0, session: 0 });
});

test("a phone tap arrives", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/about/?utm_source=newsletter");
  await expect.poll(names).toEqual(["pageview"]);
  // The phone link opens the dialler; the page stays.
  await page.route("tel:*", (route) => route.abort());
  await page
    .getByRole("navigation", { name: "Quick actions" })
    .getByRole("link", { name: "Call", exact: true })
    .click();
  await expect.poll(names).toEqual(["pageview", "phone_tap"]);
  expect(events.events.every((event) => event.props.utm_source === "newsletter")).toBe(true);
  await context.close();
});

// Each in a page of its own: after a tel: link or a new tab, Chromium sometimes lets the next click do nothing.
test("a proposal link that leaves the page arrives", async ({ page }) => {
  await page.goto("/about/?utm_source=newsletter");
  await expect.poll(names).toEqual(["pageview"]);
  // "Get My Proposal" in the header leaves for the contact page: the event sent on the way out still arrives.
  await page.getByRole("banner").getByRole("link", { name: navigation.header.cta.label }).click();
  await expect.poll(names).toEqual(["pageview", "proposal_click", "pageview"]);
  expect(events.events.at(-1)?.props.page).toBe("/contact/");
  expect(events.events.every((event) => event.props.utm_source === "newsletter")).toBe(true);
});

test("Book Call, which opens this build's calendar in a new tab, arrives", async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  // The calendar is elsewhere (BOOKING_URL): its tab gets nothing from the network.
  await context.route(/^https:\/\//, (route) => route.abort());
  const page = await context.newPage();
  await page.goto("/about/");
  await expect.poll(names).toEqual(["pageview"]);
  const calendar = context.waitForEvent("page");
  await page
    .getByRole("navigation", { name: "Quick actions" })
    .getByRole("link", { name: /Book Call/ })
    .click();
  await (await calendar).close();
  await expect.poll(names).toEqual(["pageview", "book_call"]);
  await context.close();
});

test("the CSP lets events reach the endpoint's origin, and the privacy notice says what is counted", async ({
  page,
}) => {
  const response = await page.goto("/privacy/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${events.endpoint.origin.replace(/[.]/g, "\\.")}[ ;]`));
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
  const main = page.getByRole("main");
  await expect(main).toContainText("cookieless analytics");
  await expect(main).toContainText("What is counted:");
  await expect(main).not.toContainText("We run no cookieless visit counter");
});
