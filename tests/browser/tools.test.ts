import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, waitForHydration, type OpenPage } from "./browser";

// Each free tool once, end to end in Chromium: type → results change → URL updated → reload restores.

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The tool's summary (its polite live region) once it reads `text`. */
async function statusReads(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      document
        .querySelector('#tool section[aria-labelledby$="-results-title"] [role="status"]')
        ?.textContent?.includes(wanted),
    text,
    { timeout: 10_000 },
  );
}

/** Opens a tool page and waits until its inputs are live. */
async function openTool(path: string): Promise<OpenPage> {
  const opened = await openPage(browser, path);
  await waitForHydration(opened.page);
  await opened.page.waitForSelector("#tool fieldset:not([disabled])");
  return opened;
}

async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: "load" });
  await waitForHydration(page);
  await page.waitForSelector("#tool fieldset:not([disabled])");
}

const query = (page: Page) => new URL(page.url()).searchParams;

describe("ROI calculator", () => {
  it("recalculates as you type, explains a bad value, keeps the inputs in the URL and restores them on reload", async () => {
    const { page, context, externalRequests, errors } = await openTool("/tools/roi-calculator/");
    const spend = page.getByLabel("Monthly ad spend (£)");
    await spend.fill("10000");
    await statusReads(page, "At £10,000 a month");
    expect(await page.locator("#tool").textContent()).toContain("£80,000");
    expect(query(page).get("adSpend")).toBe("10000");

    const rate = page.getByLabel("Conversion rate (%)");
    await rate.fill("150");
    await expect(rate.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(page.getByText("Enter a number from 0 to 100 for the conversion rate.").isVisible()).resolves.toBe(
      true,
    );
    await rate.fill("4");

    // The hero's jump link keeps the shared query.
    await page.getByRole("link", { name: "Use the calculator" }).click();
    expect(page.url()).toMatch(/\?adSpend=10000#tool$/);

    await reload(page);
    await expect(spend.inputValue()).resolves.toBe("10000");
    await statusReads(page, "At £10,000 a month");
    expect(externalRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("Google Ads grader", () => {
  it("rescores as answers change, and restores the answers on reload", async () => {
    const { page, context, externalRequests, errors } = await openTool("/tools/google-ads-grader/");
    await statusReads(page, "Your account scores 37 out of 100");
    await page.getByRole("radio", { name: "Both, checked every month" }).check();
    await page.getByRole("radio", { name: "Qualified leads or sales, with values" }).check();
    await statusReads(page, "Your account scores 50 out of 100");
    expect(query(page).get("offline")).toBe("both");
    expect(query(page).get("conversions")).toBe("sales");

    await reload(page);
    await expect(page.getByRole("radio", { name: "Both, checked every month" }).isChecked()).resolves.toBe(true);
    await statusReads(page, "Your account scores 50 out of 100");
    expect(externalRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("landing page analyzer", () => {
  it("reports on hostile HTML without running any of it, and restores the report from the URL", async () => {
    const { page, context, externalRequests, errors } = await openTool("/tools/landing-page-analyzer/");
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const hostile = `<html><head><title>Hostile test page</title></head><body>
      <script>alert(1)</script>
      <img src="https://tracker.example/pixel.png" onerror="alert(2)">
      <svg onload="alert(3)"></svg>
      <h1>Hello</h1><a href="/buy">Buy now</a></body></html>`;
    await page.getByLabel("Page HTML").fill(hostile);
    await statusReads(page, "This page scores");
    await page.getByText("1 of 1 image has no alt attribute.").waitFor();
    await page.getByText('The title "Hostile test page" is 17 characters.').waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.locator("img[onerror], svg[onload]").count()).toBe(0);
    expect(query(page).get("from")).toBe("html");
    expect(page.url()).not.toContain("script");

    await reload(page);
    await expect(page.getByRole("radio", { name: "Type key facts" }).isChecked()).resolves.toBe(true);
    await page.getByText('The title "Hostile test page" is 17 characters.').waitFor();
    expect(dialogs).toEqual([]);
    expect(externalRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("SEO estimator", () => {
  it("re-estimates as positions change, and restores the table on reload", async () => {
    const { page, context, externalRequests, errors } = await openTool("/tools/seo-estimator/");
    await statusReads(page, "an estimated 153 organic clicks a month");
    await page.getByRole("group", { name: "Keyword 1" }).getByLabel("Position now").fill("2");
    await statusReads(page, "an estimated 453 organic clicks a month");
    expect(query(page).getAll("p")).toEqual(["2", "14", "22", "11"]);

    await reload(page);
    await expect(page.getByRole("group", { name: "Keyword 1" }).getByLabel("Position now").inputValue()).resolves.toBe(
      "2",
    );
    await statusReads(page, "an estimated 453 organic clicks a month");
    expect(externalRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("at 360 px", () => {
  it.each(["roi-calculator", "google-ads-grader", "landing-page-analyzer", "seo-estimator"])(
    "/tools/%s/ fits the screen without sideways scrolling",
    async (slug) => {
      const { page, context } = await openPage(browser, `/tools/${slug}/`, { viewport: { width: 360, height: 800 } });
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    },
  );
});
