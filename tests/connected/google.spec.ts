import { expect, test, type Page } from "@playwright/test";
import contactFile from "../../content/pages/contact.json";
import navigation from "../../content/navigation.json";
import { axeViolations } from "../browser/support/axe";
import { PHONE, waitForHydration } from "../browser/support/browser";
import { tabWalk } from "../browser/support/keyboard";
import { shown } from "../helpers/contentFixtures";
import { CONSENT_SIGNALS, CONSENT_STORAGE_KEY } from "../../src/lib/consentScript";
import { ENQUIRY, fillEnquiry } from "./enquiry";
import { GoogleReceiver, STAND_IN_COOKIE, type GtagCommand } from "./googleReceiver";
import { receiveDuringTests, resendStandIn, teamWebhook } from "./receiver";

// The site as built with GOOGLE_TAG_ID and GOOGLE_ADS_CONVERSION (scripts/test.sh), with GOOGLE_TAG_ORIGIN
// pointing at a stand-in for Google's tag server on 127.0.0.1 (googleReceiver.ts): nothing reaches it before the
// visitor accepts or after a refusal; after "Accept", gtag.js loads with every consent signal denied by default
// and then granted, and conversions follow, with their campaign and nothing the visitor typed.

const contact = shown(contactFile);

const { GOOGLE_TAG_ID: tagId, GOOGLE_ADS_CONVERSION: adsConversion, GOOGLE_TAG_ORIGIN: origin } = process.env;
if (!tagId || !adsConversion || !origin) {
  throw new Error(
    "GOOGLE_TAG_ID, GOOGLE_ADS_CONVERSION or GOOGLE_TAG_ORIGIN is not set: run these tests through scripts/test.sh",
  );
}
const google = new GoogleReceiver(new URL(origin));
const leadReceiver = teamWebhook();

// The lead receiver emails the team through Resend as well as calling the webhook: both must take the lead.
receiveDuringTests(google, leadReceiver, resendStandIn());

const banner = (page: Page) => page.getByRole("region", { name: /Google.s cookies/ });
const choice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
const allSignals = (value: string) => Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, value]));
const commandsNamed = (...names: string[]) =>
  google.commands.filter((command) => names.includes(command[0])).map((command) => command.slice(0, 2).join(" "));

/** The page's requests to the stand-in's origin, from the browser's side. */
function googleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => request.url().startsWith(new URL(origin!).origin) && seen.push(request.url()));
  return seen;
}

/** Everything the page does at once is done: loaded, and no request for half a second (Playwright's condition). */
const settled = (page: Page) => page.waitForLoadState("networkidle");

test("nothing reaches Google before a choice: the banner asks, with Accept and Reject side by side", async ({
  page,
}) => {
  const requests = googleRequests(page);
  await page.goto("/ppc-agency/?utm_source=google&utm_campaign=brand");
  await expect(banner(page)).toBeVisible();
  const [accept, reject] = [
    banner(page).getByRole("button", { name: "Accept" }),
    banner(page).getByRole("button", { name: "Reject" }),
  ];
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(a && r && Math.round(a.width) === Math.round(r.width) && Math.round(a.height) === Math.round(r.height)).toBe(
    true,
  );
  expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"));
  await expect(banner(page).getByRole("link", { name: /privacy notice/ })).toHaveAttribute(
    "href",
    /^\/privacy\/(\?|$)/,
  );
  // A conversion click before any choice: still nothing.
  await page.getByRole("banner").getByRole("link", { name: navigation.header.cta.label }).click();
  await page.waitForURL((url) => url.pathname === "/contact/");
  await settled(page);
  expect(requests).toEqual([]);
  expect(google.requests).toEqual([]);
  expect(await choice(page)).toBeNull();
  expect(await page.evaluate(() => document.cookie)).toBe("");
});

test("after Reject, nothing reaches Google on that page or the next, and the banner does not ask again", async ({
  page,
}) => {
  const requests = googleRequests(page);
  await page.goto("/about/");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await choice(page)).toBe("denied");
  await page.getByRole("banner").getByRole("link", { name: navigation.header.cta.label }).click();
  await page.waitForURL((url) => url.pathname === "/contact/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await settled(page);
  expect(requests).toEqual([]);
  expect(google.requests).toEqual([]);
});

test("after Accept, gtag.js loads with every signal denied by default and then granted, and a delivered enquiry is an event and an Ads conversion with its campaign", async ({
  page,
}) => {
  // A campaign value that may be a person's address is never passed on, here or in the enquiry.
  await page.goto("/ppc-agency/?utm_source=google&utm_campaign=brand&utm_content=alice%40example.com");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await choice(page)).toBe("granted");
  await expect.poll(() => google.requests[0]).toBe(`GET /gtag/js?id=${encodeURIComponent(tagId)}`);
  await expect
    .poll(() => commandsNamed("consent", "config"))
    .toEqual(["consent default", "consent update", `config ${tagId}`, `config ${adsConversion.split("/")[0]}`]);
  // The page's address Google is told is the page's own with its campaign, not the address bar's.
  const config = google.commands.find((command) => command[0] === "config" && command[1] === tagId);
  expect(config?.[2]).toEqual({
    page_location: `${new URL(page.url()).origin}/ppc-agency/?utm_source=google&utm_campaign=brand`,
  });
  const consent = google.commands.filter((command) => command[0] === "consent");
  expect(consent[0]![2]).toEqual(allSignals("denied"));
  expect(consent[1]![2]).toEqual(allSignals("granted"));

  // The campaign goes on with the visitor to the contact page, where the enquiry is sent.
  await page.getByRole("banner").getByRole("link", { name: navigation.header.cta.label }).click();
  await page.waitForURL((url) => url.pathname === "/contact/");
  await waitForHydration(page);
  await fillEnquiry(page);
  await page.getByRole("button", { name: contact.form.submitLabel }).click();
  await expect(page.getByRole("heading", { name: contact.form.thankYou.title.connected })).toBeVisible();

  const campaign = { utm_source: "google", utm_campaign: "brand" };
  await expect
    .poll(() => commandsNamed("event"))
    .toEqual(["event proposal_click", "event enquiry", "event conversion"]);
  const events = google.commands.filter((command): command is GtagCommand => command[0] === "event");
  expect(events[0]![2]).toEqual({ page: "/ppc-agency/", ...campaign });
  expect(events[1]![2]).toEqual({ page: "/contact/", ...campaign });
  expect(events[2]![2]).toEqual({ send_to: adsConversion });
  await expect.poll(() => leadReceiver.leads.length).toBe(1);
  expect(leadReceiver.leads[0]!.fields).toMatchObject(campaign);
  const sent = JSON.stringify(google.commands);
  for (const typed of Object.values(ENQUIRY)) expect(sent).not.toContain(typed);
  expect(sent + JSON.stringify(leadReceiver.leads)).not.toContain("alice");
});

test("the choice survives a reload and is withdrawn from the footer as easily as it was given", async ({ page }) => {
  await page.goto("/about/");
  await banner(page).getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => commandsNamed("config")).toContain(`config ${tagId}`);
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain(`${STAND_IN_COOKIE}=`);

  // On the next visit the banner does not ask, and the tag loads at once.
  google.reset();
  await page.reload();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => google.requests[0]).toMatch(/^GET \/gtag\/js/);

  // "Cookie settings" shows the banner with the choice in force, and moves focus to it.
  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading")).toBeFocused();
  await expect(banner(page)).toContainText("You accepted these cookies.");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await choice(page)).toBe("denied");
  // The loaded tag is told every signal is now denied, Google's cookie is gone, and nothing more is sent.
  await expect.poll(() => google.commands.at(-1)).toEqual(["consent", "update", allSignals("denied")]);
  expect(await page.evaluate(() => document.cookie)).not.toContain(`${STAND_IN_COOKIE}=`);
  const after = google.commands.length;
  await page.getByRole("banner").getByRole("link", { name: navigation.header.cta.label }).click();
  await page.waitForURL((url) => url.pathname === "/contact/");
  await settled(page);
  expect(google.commands).toHaveLength(after);
  expect(google.requests.filter((request) => request.startsWith("GET"))).toHaveLength(1);
});

test("the banner passes axe and the keyboard walk, and covers neither a form nor the bottom bar on a phone", async ({
  browser,
}) => {
  // As the sweep walks (tests/browser/sweep.spec.ts): without smooth scrolling, so focus is where the walk looks.
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto("/contact/");
  await expect(banner(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Nothing overlaps it: it is in the page's flow, so the form starts below it and the bottom bar stays clear.
  const box = (await banner(page).boundingBox())!;
  const bar = (await page.getByRole("navigation", { name: "Quick actions" }).boundingBox())!;
  const form = (await page.locator("main form").first().boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  expect(box.y + box.height).toBeLessThanOrEqual(form.y);

  // The keyboard walk of the sweep: every control reached, each with a visible focus and clear of the fixed bars.
  expect(await tabWalk(page, "page")).toEqual([]);

  // From the top of the page the keyboard reaches the choice; Enter on Reject makes it.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  let reached = "";
  for (let i = 0; i < 40 && reached !== "Reject"; i += 1) {
    await page.keyboard.press("Tab");
    reached = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? "");
  }
  expect(reached).toBe("Reject");
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  expect(await choice(page)).toBe("denied");

  // Reopened from the footer by keyboard, it passes axe again with the choice shown.
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toContainText("You rejected these cookies");
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

test("the CSP lets the tag's origin in only as configured, with no unsafe-inline, and the privacy notice says what Google does", async ({
  page,
}) => {
  const response = await page.goto("/privacy/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  const at = new URL(origin).origin;
  for (const directive of ["script-src", "connect-src", "img-src"]) {
    expect(new RegExp(`${directive} ([^;]*)`).exec(csp)?.[1]?.split(" ")).toContain(at);
  }
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");
  const main = page.getByRole("main");
  await expect(main).toContainText("Google's measurement, only if you accept");
  // This build reports enquiries to Google Ads, so the notice and the banner say so.
  await expect(main).toContainText("reported to Google Ads as a conversion");
  await expect(banner(page)).toContainText("Google Analytics and Google Ads set cookies");
  await expect(main).toContainText("cookie-consent");
  await expect(main).not.toContainText("there is nothing to consent to and no cookie banner");
});
