import { expect, test, type Page } from "@playwright/test";
import contactFile from "../../content/pages/contact.json";
import site from "../../content/site.json";
import {
  APPLICATION_COPY,
  PARTNER_TYPE_LABEL,
  ROLE_LABEL,
  TOPIC_LABEL,
} from "../../src/components/forms/EnquiryForm/enquiryCopy";
import {
  guideDeliveryCopy,
  guideFormCopy,
  qualifyingQuestions,
} from "../../src/components/forms/GuideForm/guideFormCopy";
import { botCheckNoScript, failureCopy } from "../../src/components/forms/LeadForm/deliveryCopy";
import { REFUSALS } from "../../worker/leads/respond";
import { LEAD_TIMEOUT_MS, TURNSTILE_FIELD } from "../../src/lib/leads";
import { TURNSTILE_ORIGIN } from "../../src/lib/turnstile";
import { escapeRegExp } from "../../src/lib/text";
import { EXPERIMENT_COOKIE, OBJECTED } from "../../src/lib/experiments";
import { waitForHydration } from "../browser/support/browser";
import { fillEnquiry } from "./enquiry";
import { receiveDuringTests, resendStandIn, siteverify, teamWebhook } from "./receiver";
import { shown } from "../helpers/contentFixtures";

// The site as built with LEADS_ENDPOINT=/api/leads (scripts/test.sh builds it in a copy of the project,
// playwright.connected.config.ts serves it under workerd through the site's Worker and its lead receiver): each
// submission is one POST to the receiver, which keeps it and then passes it to the team's webhook (a stand-in this
// file starts) and emails the visitor through Resend's API (another); the thank-you waits for the receiver's
// answer, and when the receiver cannot take the lead the visitor keeps everything and can try again. (What the
// receiver does when a channel fails is tested on workerd: tests/postbuild/leadDelivery.test.ts.)

// The content as the page shows it, with its placeholders filled.
const contact = shown(contactFile);

/** The site's address, as the build gives it (SITE_URL, or content/site.json's): the links the receiver emails. */
const builtSite = () => (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");

if (process.env.LEADS_ENDPOINT !== "/api/leads") {
  throw new Error("LEADS_ENDPOINT is not /api/leads: run these tests through scripts/test.sh");
}
const receiver = teamWebhook();
const mail = resendStandIn();

receiveDuringTests(receiver, mail);

const thanksHeading = (page: Page) => page.getByRole("heading", { name: contact.form.thankYou.title.connected });
const sendEnquiry = (page: Page) => page.getByRole("button", { name: contact.form.submitLabel }).click();

async function openContact(page: Page) {
  await page.goto("/contact/?utm_source=google&utm_campaign=spring");
  await waitForHydration(page);
  await fillEnquiry(page);
}

async function expectKeptAfterAlert(page: Page, why: RegExp) {
  const alert = page.getByRole("alert");
  await expect(alert).toBeFocused();
  await expect(alert).toContainText(why);
  await expect(alert).toContainText("Everything you typed is still here");
  await expect(alert.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(alert.locator(`a[href="${site.phone.href}"]`)).toHaveCount(1);
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(page.getByLabel("Tell Us About Your Goals")).toHaveValue("More qualified leads from search.");
  await expect(thanksHeading(page)).toHaveCount(0);
}

/**
 * Holds the receiver's answers to the page until release() is called, counting the posts: the page's own wait,
 * which the Worker's answer ends.
 */
async function holdAnswers(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { posts: 0, release: () => release() };
  await page.route("**/api/leads", async (route) => {
    held.posts += 1;
    await released;
    await route.continue();
  });
  return held;
}

test("the contact form delivers one POST with the visitor's fields, the page and its campaign, then thanks", async ({
  page,
}) => {
  const held = await holdAnswers(page);
  await openContact(page);
  await sendEnquiry(page);
  // Sent, but not yet answered: no thank-you until the receiver says it has the lead.
  await expect.poll(() => held.posts).toBe(1);
  await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(thanksHeading(page)).toHaveCount(0);
  held.release();
  await expect(thanksHeading(page)).toBeFocused();
  await expect(page.getByText(contact.form.thankYou.message.connected)).toBeVisible();

  await expect.poll(() => receiver.leads.length).toBe(1);
  const [lead] = receiver.leads;
  expect(lead?.contentType).toBe("application/json");
  expect(lead?.fields).toMatchObject({
    form: "enquiry",
    name: "Ada Lovelace",
    email: "ada@example.co.uk",
    service: "SEO Services",
    message: "More qualified leads from search.",
    topic: "general",
    page: "/contact/",
    utm_source: "google",
    utm_campaign: "spring",
  });
  // The honeypot is the receiver's to read, not the team's.
  expect(lead?.fields).not.toHaveProperty("_gotcha");
});

test("an application from the careers page carries its topic, role and portfolio, and none of the sales questions", async ({
  page,
}) => {
  await page.goto("/careers/");
  await waitForHydration(page);
  await page
    .locator("#open-roles")
    .getByRole("link", { name: /^Apply Now\s*: Senior PPC Strategist$/ })
    .click();
  // On the contact page before waiting for its islands: the careers page's are awake already, and the form wakes
  // only as it nears the viewport, which waitForHydration brings about.
  await page.waitForURL((url) => url.pathname === "/contact/" && url.searchParams.get("topic") === "careers");
  await waitForHydration(page);
  await expect(page.getByLabel(ROLE_LABEL)).toHaveValue("Senior PPC Strategist");
  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Email Address").fill("ada@example.co.uk");
  await page.getByLabel(APPLICATION_COPY.portfolioLabel).fill("https://ada.example.co.uk/cv");
  await page.getByRole("button", { name: APPLICATION_COPY.submitLabel }).click();
  await expect(page.getByRole("heading", { name: APPLICATION_COPY.thankYou.title.connected })).toBeFocused();
  await expect.poll(() => receiver.leads.length).toBe(1);
  const [only, ...others] = receiver.leads.map((lead) => lead.fields);
  expect(others).toEqual([]);
  expect(only).toEqual(
    expect.objectContaining({
      form: "enquiry",
      topic: "careers",
      role: "Senior PPC Strategist",
      portfolio: "https://ada.example.co.uk/cv",
      page: "/contact/",
    }),
  );
  for (const field of ["partnerType", "clientBase", "service", "budget", "timeline", "company", "website"]) {
    expect(Object.keys(only ?? {})).not.toContain(field);
  }
});

test("the guide form delivers one POST naming the guide, then says it is on its way", async ({ page }) => {
  await page.goto("/landing/ppc-strategy/?utm_source=newsletter&utm_medium=email&fbclid=fb1");
  await waitForHydration(page);
  await page.getByLabel(guideFormCopy.name).fill("Grace Hopper");
  await page.getByLabel(guideFormCopy.email).fill("grace@example.co.uk");
  await page.getByLabel(qualifyingQuestions.PPC.label).selectOption("Just getting started");
  await page.getByRole("button", { name: guideFormCopy.submit("guide") }).dblclick();

  const thanks = page.getByRole("region", { name: guideDeliveryCopy.connected.thanksTitle });
  await expect(thanks).toBeFocused();
  await expect.poll(() => receiver.leads.length).toBe(1);
  await expect.poll(() => mail.emails.length).toBe(2);
  // It passed the bot check: its widget's token, for this form, confirmed once, and not passed on.
  expect(siteverify.asked).toEqual([expect.objectContaining({ response: expect.stringMatching(/^pass:guide#/) })]);
  expect(receiver.leads[0]?.fields).not.toHaveProperty(TURNSTILE_FIELD);
  expect(receiver.leads[0]?.fields).toMatchObject({
    form: "guide",
    guide: "PPC Strategy Guide",
    name: "Grace Hopper",
    email: "grace@example.co.uk",
    company: "",
    currentSpend: "Just getting started",
    page: "/landing/ppc-strategy/",
    utm_source: "newsletter",
    utm_medium: "email",
    fbclid: "fb1",
    // The guide's address, so the receiver can email it.
    document: expect.stringMatching(/^https?:\/\/[^/]+\/downloads\/ppc-strategy\.pdf$/),
  });
  // One email to the team, and one to the visitor with the guide's link, which serves the PDF.
  const toVisitor = mail.emails.filter((email) => email.to[0] === "grace@example.co.uk");
  expect(mail.emails).toHaveLength(2);
  expect(toVisitor).toHaveLength(1);
  // Its link is on the site's own address, as the build's list of documents gives it, and serves the PDF here.
  const link = new URL(`${builtSite()}/downloads/ppc-strategy.pdf`);
  expect(toVisitor[0]?.text).toContain(`${link.href}\n`);
  expect((await page.request.get(link.pathname)).headers()["content-type"]).toBe("application/pdf");
  // And the guide to download at once, in this mode too.
  const download = thanks.getByRole("link", { name: "Download The Complete PPC Strategy Guide" });
  const file = await page.request.get((await download.getAttribute("href")) ?? "");
  expect(file.headers()["content-type"]).toBe("application/pdf");
});

test("the visitor is thanked while the team's webhook is down; the webhook has the lead's try", async ({ page }) => {
  receiver.answerNext(500);
  await openContact(page);
  await sendEnquiry(page);
  await expect(thanksHeading(page)).toBeFocused();
  await expect.poll(() => receiver.leads.length).toBe(1);
  // The team's email took it all the same (the visitor's acknowledgement went with this file's first enquiry from
  // this address today, and goes once a day).
  await expect.poll(() => mail.emails.filter((email) => email.to[0] === process.env.LEADS_TEAM_EMAIL).length).toBe(1);
});

test("when the receiver cannot keep the lead, the form keeps every value and says so; the retry is thanked", async ({
  page,
}) => {
  // The Worker's answer when its database cannot take the lead (worker/leads/__tests__/receiver.test.ts).
  let refused = false;
  await page.route("**/api/leads", (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({ status: 503, headers: { "Retry-After": "60" }, json: { error: REFUSALS.notKept } });
  });
  await openContact(page);
  await sendEnquiry(page);
  await expectKeptAfterAlert(page, new RegExp(escapeRegExp(failureCopy.rejected)));
  expect(receiver.leads).toEqual([]);
  await sendEnquiry(page);
  await expect(thanksHeading(page)).toBeVisible();
  await expect.poll(() => receiver.leads.length).toBe(1);
});

test("the host's limit and a failed bot check each keep every value and say what to do; the retry is thanked", async ({
  page,
}) => {
  // The Worker's own answers (tests/postbuild/edge.test.ts gets them from it): 429 past the host's limit, 403 for
  // a token siteverify refused.
  const answers = [
    { status: 429, headers: { "Retry-After": "60" }, json: { error: REFUSALS.tooMany } },
    { status: 403, json: { error: REFUSALS.checkFailed } },
  ];
  await page.route("**/api/leads", (route) => {
    const answer = answers.shift();
    return answer ? route.fulfill(answer) : route.continue();
  });
  await openContact(page);
  await sendEnquiry(page);
  await expectKeptAfterAlert(page, new RegExp(escapeRegExp(failureCopy.tooMany)));
  await sendEnquiry(page);
  await expectKeptAfterAlert(page, new RegExp(escapeRegExp(failureCopy.unverified)));
  await sendEnquiry(page);
  await expect(thanksHeading(page)).toBeVisible();
  await expect.poll(() => receiver.leads.length).toBe(1);
});

test("a lead whose bot check siteverify refuses reaches no one; the form keeps every value, and the retry passes", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { turnstileFailsNext: boolean }).turnstileFailsNext = true;
  });
  await openContact(page);
  await sendEnquiry(page);
  await expectKeptAfterAlert(page, new RegExp(escapeRegExp(failureCopy.unverified)));
  expect(receiver.leads).toEqual([]);
  expect(mail.emails).toEqual([]);
  // The widget was reset after the refused send: the retry carries a new token, which passes.
  await sendEnquiry(page);
  await expect(thanksHeading(page)).toBeVisible();
  await expect.poll(() => receiver.leads.length).toBe(1);
  expect(siteverify.asked.map((asked) => String(asked.response).split(":")[0])).toEqual(["fail", "pass"]);
});

test("a receiver that never answers ends in the timeout's alert, and the retry goes through", async ({ page }) => {
  await page.clock.install();
  const held = await holdAnswers(page);
  await openContact(page);
  await sendEnquiry(page);
  await expect.poll(() => held.posts).toBe(1);
  await page.clock.fastForward(LEAD_TIMEOUT_MS);
  await expectKeptAfterAlert(page, /didn't hear back in time/);
  // The page has given up the held post; the retry goes straight to the receiver.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  held.release();
  await sendEnquiry(page);
  await expect(thanksHeading(page)).toBeVisible();
});

test("a refused connection keeps every value; once the receiver is back, the retry goes through", async ({ page }) => {
  await openContact(page);
  await page.route("**/api/leads", (route) => route.abort("connectionrefused"));
  await sendEnquiry(page);
  await expectKeptAfterAlert(page, new RegExp(escapeRegExp(failureCopy.network)));
  await page.unroute("**/api/leads");
  await sendEnquiry(page);
  await expect(thanksHeading(page)).toBeVisible();
  await expect.poll(() => receiver.leads.length).toBe(1);
});

test("without JavaScript the form posts natively to the receiver, which passes it on and thanks", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact/");
  await expect(page.getByText("This form needs JavaScript to send")).toHaveCount(0);
  await page.getByLabel("Full Name").fill("Ada Lovelace");
  await page.getByLabel("Email Address").fill("ada@example.co.uk");
  await page.getByLabel("Primary Service Interest").selectOption("PPC Management");
  await page.getByLabel(TOPIC_LABEL).selectOption("partnership");
  await page.getByLabel(PARTNER_TYPE_LABEL).selectOption("Agency Partners");
  // A partnership's own questions, which the stylesheet shows once it is chosen.
  await page.getByLabel("Company Name").fill("Northern Web Co");
  await page.getByLabel(APPLICATION_COPY.clientBaseLabel).fill("30 retailers in Leeds");
  await page.getByRole("button", { name: contact.form.submitLabel }).click();
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the page you were on" })).toHaveAttribute(
    "href",
    /\/contact\/$/,
  );
  await expect.poll(() => receiver.leads.length).toBe(1);
  expect(receiver.leads[0]?.fields).toMatchObject({
    form: "enquiry",
    name: "Ada Lovelace",
    service: "PPC Management",
    topic: "partnership",
    partnerType: "Agency Partners",
    company: "Northern Web Co",
    clientBase: "30 retailers in Leeds",
    page: "/contact/",
  });
  await context.close();
});

test("without JavaScript a guide request reaches the team, and its page gives the guide, which is not emailed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/landing/ppc-strategy/");
  // The form says, before it is sent, what sending it without JavaScript changes. (getByText leaves <noscript>
  // out, so the note is found by where it is.)
  const note = page.locator("form [data-bot-check] + noscript p");
  await expect(note).toBeVisible();
  await expect(note).toHaveText(botCheckNoScript);
  await page.getByLabel(guideFormCopy.name).fill("Grace Hopper");
  await page.getByLabel(guideFormCopy.email).fill("grace.nojs@example.co.uk");
  await page.getByRole("button", { name: guideFormCopy.submit("guide") }).click();
  // With the bot check on, a post without its token reaches the team but gets its sender no email, and says so.
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expect(page.getByText("As the form was sent without JavaScript, we don't email the guide")).toBeVisible();
  // The link is on the site's own address; its path serves the PDF here.
  const download = page.getByRole("link", { name: "Download The Complete PPC Strategy Guide" });
  const href = new URL((await download.getAttribute("href")) ?? "");
  expect(href.origin).toBe(builtSite());
  expect((await page.request.get(href.pathname)).headers()["content-type"]).toBe("application/pdf");
  await expect.poll(() => receiver.leads.map((lead) => lead.fields.form)).toEqual(["guide"]);
  expect(mail.emails.filter((email) => email.to[0] === "grace.nojs@example.co.uk")).toEqual([]);
  await context.close();
});

test("the CSP lets the forms reach the site's own receiver and nothing else, and the copy says leads arrive", async ({
  page,
}) => {
  const response = await page.goto("/privacy/");
  const csp = response?.headers()["content-security-policy"] ?? "";
  // The measurements' endpoint, the newsletter's platform and Google's tag's origin too, when the build has them
  // (scripts/test.sh builds with all of them).
  const origins = (...addresses: Array<string | undefined>) =>
    addresses.flatMap((address) => (address ? [` ${new URL(address).origin}`] : [])).join("");
  const { ANALYTICS_ENDPOINT, NEWSLETTER_ENDPOINT, GOOGLE_TAG_ORIGIN } = process.env;
  // The receiver is on the site's own origin (/api/leads): 'self' lets the forms reach it.
  expect(csp).toContain(`connect-src 'self'${origins(ANALYTICS_ENDPOINT, NEWSLETTER_ENDPOINT, GOOGLE_TAG_ORIGIN)};`);
  expect(csp).toContain(`form-action 'self'${origins(NEWSLETTER_ENDPOINT)};`);
  await expect(page.getByRole("main")).toContainText("What is sent:");
  await expect(page.getByRole("main")).not.toContainText("do not currently send your details to us");
  // The privacy notice says what the bot check reads, as it is on.
  await expect(page.getByRole("main")).toContainText("our forms use Cloudflare Turnstile");
  // Only a page with a lead form may load Turnstile's script and frame its challenge; this one has none.
  expect(csp).not.toContain(TURNSTILE_ORIGIN);
  const contactPage = await page.goto("/contact/");
  const formCsp = contactPage?.headers()["content-security-policy"] ?? "";
  expect(formCsp).toMatch(new RegExp(`script-src 'self'[^;]* ${escapeRegExp(TURNSTILE_ORIGIN)};`));
  expect(formCsp).toContain(`frame-src ${TURNSTILE_ORIGIN};`);
  expect(formCsp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // The widget is drawn with the build's site key, for this form, once the form's island starts.
  await waitForHydration(page);
  await expect(page.locator("[data-bot-check]")).toHaveAttribute("data-sitekey", process.env.TURNSTILE_SITE_KEY ?? "");
  await expect(page.getByText(contact.form.privacyNote.connected)).toBeVisible();
  await expect(page.getByRole("link", { name: "Use the enquiry form" })).toHaveAttribute("href", "#enquiry");
});

test("with BOOKING_URL, the call buttons open the calendar in a new tab, and the contact page's card links to it", async ({
  context,
  page,
  baseURL,
}) => {
  const calendar = process.env.BOOKING_URL;
  if (!calendar) throw new Error("BOOKING_URL is not set: run these tests through scripts/test.sh");
  // The home page as it is: an experiment may vary its hero's button (content/experiments/).
  await context.addCookies([{ name: EXPERIMENT_COOKIE, value: OBJECTED, url: baseURL! }]);
  await page.goto("/");
  const calls = page.getByRole("link", { name: /^Get My Free Strategy Call \(opens in a new tab\)$/ });
  await expect(calls).toHaveCount(2);
  for (const link of await calls.all()) {
    await expect(link).toHaveAttribute("href", calendar);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  }
  await page.goto("/contact/");
  await expect(page.getByRole("heading", { name: contact.booking.online.title })).toBeVisible();
  await expect(
    page.getByRole("link", { name: `${contact.booking.online.linkLabel} (opens in a new tab)` }),
  ).toHaveAttribute("href", calendar);
  await expect(page.getByText(contact.booking.title)).toHaveCount(0);
  // The submit button still sends the enquiry; only links go to the calendar.
  await expect(page.getByRole("button", { name: contact.form.submitLabel })).toBeVisible();
});
