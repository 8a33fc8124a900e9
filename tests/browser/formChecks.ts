import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { FORM_SENT_EVENT } from "../../src/hooks/useLeadSubmit";
import { DESKTOP, waitForHydration } from "./support/browser";
import type { FormCase } from "./forms";

// Gate 7: the stress checks run on every registered form. Each returns the problems it found
// (an empty list when the form behaves), so a failure names the form and what went wrong.

export const HOSTILE_TEXT = `Zoë 😀 مرحبا بكم שלום <script>alert("xss")</script><img src=x onerror=alert(1)>`;
const DEFAULT_LIMIT_MESSAGE = /characters?|limit|maximum/i;

interface Opened {
  page: Page;
  close: () => Promise<void>;
  dialogs: string[];
  cspViolations: string[];
  documentStatuses: number[];
}

async function open(
  browser: Browser,
  base: string,
  form: FormCase,
  options: { javaScriptEnabled?: boolean; holdScripts?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: options.javaScriptEnabled ?? true });
  const page = await context.newPage();
  const opened: Opened = { page, close: () => context.close(), dialogs: [], cspViolations: [], documentStatuses: [] };
  page.on("dialog", (dialog) => {
    opened.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) opened.cspViolations.push(message.text());
  });
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      opened.documentStatuses.push(response.status());
  });
  await page.addInitScript((eventName) => {
    const w = window as unknown as { __sent: number; __csp: string[] };
    w.__sent = 0;
    w.__csp = [];
    document.addEventListener(eventName, () => (w.__sent += 1));
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(`${e.violatedDirective}: ${e.blockedURI}`),
    );
  }, FORM_SENT_EVENT);
  let release = () => {};
  if (options.holdScripts) {
    const held: Array<() => void> = [];
    let released = false;
    await page.route("**/*", (route) => {
      if (route.request().resourceType() !== "script" || released) return void route.continue();
      held.push(() => void route.continue());
    });
    release = () => {
      released = true;
      held.splice(0).forEach((go) => go());
    };
  }
  // Timers run on the page's clock, so a check can run it forward instead of waiting for a late second send.
  await page.clock.install();
  await page.goto(`${base}${form.path}`, { waitUntil: options.holdScripts ? "domcontentloaded" : "load" });
  return { ...opened, release };
}

const submit = (page: Page, form: FormCase) => page.getByRole("button", { name: form.submitButton });
const formOf = (page: Page, form: FormCase): Locator => submit(page, form).locator("xpath=ancestor::form");
const firstTextField = (page: Page, form: FormCase): Locator =>
  formOf(page, form).locator("input:not([type=hidden]):not([type=checkbox]):not([type=radio])").first();
const sentCount = (page: Page) => page.evaluate(() => (window as unknown as { __sent: number }).__sent);

async function fieldValues(page: Page, form: FormCase): Promise<string[]> {
  return formOf(page, form)
    .locator("input:not([type=hidden]), textarea, select")
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
}

/** Whether the success message appears: a simulated send takes a second, and a busy machine several more. */
async function success(page: Page, form: FormCase): Promise<boolean> {
  return page
    .getByText(form.successText)
    .first()
    .waitFor({ state: "visible", timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
}

/**
 * Once the thank-you shows, all of it is clear of the fixed header, from the top of the box that holds its heading
 * (an icon or an eyebrow may sit above the heading). Polled from here: the page's own timers are the test's clock.
 */
async function thanksClearOfHeader(page: Page, form: FormCase): Promise<boolean> {
  const heading = page.getByText(form.successText).first();
  const clear = () =>
    heading.evaluate((element) => {
      const header = document.querySelector("header");
      const box = element.parentElement ?? element;
      return !header || box.getBoundingClientRect().top >= header.getBoundingClientRect().bottom - 1;
    });
  return expect
    .poll(clear, { timeout: 5000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}

/** A double-click, and Enter pressed three times, each send the form exactly once. */
export async function sendsOnce(browser: Browser, base: string, form: FormCase): Promise<string[]> {
  const problems: string[] = [];
  for (const how of ["double-click", "Enter three times"] as const) {
    const { page, close } = await open(browser, base, form);
    try {
      await waitForHydration(page);
      await form.fill(page);
      if (how === "double-click") {
        await submit(page, form).dblclick();
      } else {
        await firstTextField(page, form).focus();
        for (let i = 0; i < 3; i += 1) await page.keyboard.press("Enter");
      }
      if (!(await success(page, form))) problems.push(`${how}: the success message never appears`);
      else if (how === "double-click" && !(await thanksClearOfHeader(page, form))) {
        problems.push("the thank-you's top (what sits above its heading) stays under the fixed header");
      }
      await page.clock.runFor(2000); // a second send would land now
      const sent = await sentCount(page);
      if (sent !== 1) problems.push(`${how}: sent ${sent} times (expected exactly once)`);
    } finally {
      await close();
    }
  }
  return problems;
}

/**
 * Enter in the first text field, then a click on the submit button even if it is disabled, unless Enter has left
 * the page. Playwright's press and click wait for any navigation they start, so its outcome is known when this
 * returns.
 */
async function submitByEnterAndClick(page: Page, form: FormCase): Promise<void> {
  await firstTextField(page, form).press("Enter");
  const button = submit(page, form);
  if ((await button.count()) > 0) await button.click({ force: true });
}

/** What is typed while the scripts are still loading survives hydration; submitting then goes nowhere. */
export async function keepsTextTypedBeforeHydration(browser: Browser, base: string, form: FormCase): Promise<string[]> {
  const { page, close, release, documentStatuses } = await open(browser, base, form, { holdScripts: true });
  const problems: string[] = [];
  try {
    const url = page.url();
    await form.fill(page);
    const typed = await fieldValues(page, form);
    // A visitor who submits before hydration must not be sent anywhere.
    await submitByEnterAndClick(page, form);
    if (page.url() !== url || documentStatuses.length > 1)
      problems.push(`submitting before hydration navigated to ${page.url()}`);
    release();
    await waitForHydration(page);
    const after = await fieldValues(page, form);
    if (JSON.stringify(after) !== JSON.stringify(typed))
      problems.push(`hydration changed what was typed: ${JSON.stringify(typed)} → ${JSON.stringify(after)}`);
  } finally {
    await close();
  }
  return problems;
}

/** With JavaScript off, submitting never reaches a 404 and never puts a field value in the URL. */
export async function safeWithoutJavaScript(browser: Browser, base: string, form: FormCase): Promise<string[]> {
  const { page, close, documentStatuses } = await open(browser, base, form, { javaScriptEnabled: false });
  const problems: string[] = [];
  try {
    await form.fill(page);
    const values = (await fieldValues(page, form)).filter((value) => value.length >= 3);
    await submitByEnterAndClick(page, form);
    if (documentStatuses.some((status) => status === 404)) problems.push(`submitting reached a 404 (${page.url()})`);
    const url = decodeURIComponent(page.url().replace(/\+/g, " "));
    const leaked = values.filter((value) => url.includes(value));
    if (leaked.length > 0) problems.push(`field values in the URL: ${page.url()}`);
  } finally {
    await close();
  }
  return problems;
}

/** A 10,000-character paste into the largest text area is capped, with a visible message. */
export async function capsLongPaste(browser: Browser, base: string, form: FormCase): Promise<string[]> {
  const { page, close } = await open(browser, base, form);
  const problems: string[] = [];
  try {
    await waitForHydration(page);
    const areas = formOf(page, form).locator("textarea");
    if ((await areas.count()) === 0) return [];
    const sizes = await areas.evaluateAll((all) =>
      all.map((el) => el.getBoundingClientRect().width * el.getBoundingClientRect().height),
    );
    const largest = areas.nth(sizes.indexOf(Math.max(...sizes)));
    await largest.focus();
    await page.keyboard.insertText("a".repeat(10000));
    const length = await largest.evaluate((el) => (el as HTMLTextAreaElement).value.length);
    if (length >= 10000) problems.push("a 10,000-character paste is not capped");
    const message = formOf(page, form).getByText(form.limitMessage ?? DEFAULT_LIMIT_MESSAGE);
    const shown = await message
      .first()
      .isVisible()
      .catch(() => false);
    if (!shown) problems.push("no visible message explains the length limit");
  } finally {
    await close();
  }
  return problems;
}

/** Emoji, right-to-left text and script or onerror payloads stay plain text: no dialog, no CSP violation. */
export async function showsHostileTextAsText(browser: Browser, base: string, form: FormCase): Promise<string[]> {
  const { page, close, dialogs, cspViolations } = await open(browser, base, form);
  const problems: string[] = [];
  try {
    await waitForHydration(page);
    await form.fill(page);
    // Every free-text field a visitor can type in (no pattern, not email/phone/number) gets the payload.
    const fields = formOf(page, form)
      .locator("textarea, input[type=text]:not([pattern]), input:not([type]):not([pattern])")
      .filter({ visible: true });
    for (let i = 0; i < (await fields.count()); i += 1) {
      await fields.nth(i).fill(HOSTILE_TEXT);
      const value = await fields.nth(i).inputValue();
      if (value !== HOSTILE_TEXT) problems.push(`field ${i + 1} changed the text to ${JSON.stringify(value)}`);
    }
    await submit(page, form).click();
    if (!(await success(page, form))) problems.push("the success message never appears after sending unusual text");
    // Whatever the text could inject is in the page once the success message is drawn; one more frame for luck.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    const injected = await page.evaluate(
      () =>
        document.querySelectorAll('img[src="x"]').length +
        [...document.scripts].filter((s) => s.text.includes('alert("xss")')).length,
    );
    const pageCsp = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    if (dialogs.length > 0) problems.push(`a dialog opened: ${dialogs.join(" | ")}`);
    if (injected > 0) problems.push("the payload became markup on the page");
    if (cspViolations.length + pageCsp.length > 0)
      problems.push(`CSP violations: ${[...cspViolations, ...pageCsp].join(" | ")}`);
  } finally {
    await close();
  }
  return problems;
}

export const FORM_CHECKS = {
  "sends exactly once on a double-click or repeated Enter": sendsOnce,
  "keeps text typed before hydration, and goes nowhere if submitted then": keepsTextTypedBeforeHydration,
  "with JavaScript off, never reaches a 404 or puts a field value in the URL": safeWithoutJavaScript,
  "caps a 10,000-character paste with a visible message": capsLongPaste,
  "shows emoji, right-to-left text and script payloads as plain text": showsHostileTextAsText,
} as const;
