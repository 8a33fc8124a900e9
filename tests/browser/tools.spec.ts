import type { Locator, Page } from "@playwright/test";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { ADDRESS_FULL_NOTE, NOSCRIPT_NOTE, NOT_STARTED_NOTE } from "../../src/components/tools/ToolPanel/toolCopy";
import { formatGbp } from "../../src/lib/tools/format";
import { MAX_URL_LENGTH } from "../../src/lib/tools/queryState";
import { PASTE_CUT_MESSAGE } from "../../src/lib/tools/seoEstimate";
import { withTrailingSlash } from "../../src/lib/urls";
import { BASE_URL, waitForHydration } from "./support/browser";
import { holdScripts } from "./support/scripts";
import { expect, test } from "./support/test";

// Each free tool once, end to end in Chromium: type → results change → URL updated → reload restores.

/** The tool's summary: its polite live region. */
const summary = (page: Page) => page.locator('#tool section[aria-labelledby$="-results-title"] [role="status"]');

/** Opens a tool page and waits until its inputs are live. */
async function openTool(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.waitForSelector("#tool fieldset:not([disabled])");
  await expect(page.getByText(NOT_STARTED_NOTE)).toHaveCount(0);
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
  await page.waitForSelector("#tool fieldset:not([disabled])");
}

const query = (page: Page) => new URL(page.url()).searchParams;

/**
 * Pauses the element's animations where they are; returns whether they were all running, and the time on their
 * timeline (ms) at which the last of them ends.
 */
function holdAnimations(element: Locator): Promise<{ running: boolean; endsAt: number }> {
  return element.evaluate((el) => {
    const animations = el.getAnimations();
    const running = animations.length > 0 && animations.every((animation) => animation.playState === "running");
    animations.forEach((animation) => animation.pause());
    const ends = animations.map((animation) => Number(animation.effect?.getComputedTiming().endTime ?? 0));
    return { running, endsAt: Math.max(0, ...ends) };
  });
}

/** Moves the element's held animations to `time` (ms) on their timeline. */
function seekAnimations(element: Locator, time: number): Promise<void> {
  return element.evaluate((el, at) => {
    for (const animation of el.getAnimations()) animation.currentTime = at;
  }, time);
}

test.afterEach(({ watched }) => {
  expect(watched.externalRequests).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test("the ROI calculator recalculates as you type, explains a bad value, keeps the inputs in the URL and restores them on reload", async ({
  page,
}) => {
  await openTool(page, "/tools/roi-calculator/");
  const spend = page.getByLabel("Monthly ad spend (£)");
  await spend.fill("10000");
  await expect(summary(page)).toContainText("At £10,000 a month");
  await expect(page.locator("#tool")).toContainText("£80,000");
  expect(query(page).get("adSpend")).toBe("10000");

  const rate = page.getByLabel("Conversion rate (%)");
  await rate.fill("150");
  await expect(rate).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a number from 0 to 100 for the conversion rate.")).toBeVisible();
  await rate.fill("4");

  // The hero's jump link keeps the shared query.
  await page.getByRole("link", { name: "Use the calculator" }).click();
  expect(page.url()).toMatch(/\?adSpend=10000#tool$/);

  await reload(page);
  await expect(spend).toHaveValue("10000");
  await expect(summary(page)).toContainText("At £10,000 a month");
});

test("the ROI calculator's summary sentence matches its figures at every keystroke, and is announced once typing settles", async ({
  page,
}) => {
  await openTool(page, "/tools/roi-calculator/");
  const spend = page.getByLabel("Monthly ad spend (£)");
  await spend.fill("");
  for (const key of "400000") {
    await spend.press(key);
    // In one look: the field and the sentence the visitor sees beside the figures.
    const { value, sentence } = await page.evaluate(() => ({
      value: (document.getElementById("roi-adSpend") as HTMLInputElement).value,
      sentence:
        [...document.querySelectorAll("#tool section p")].find(
          (p) => p.checkVisibility() && p.getBoundingClientRect().width > 1 && p.textContent?.startsWith("At "),
        )?.textContent ?? "",
    }));
    expect(sentence).toContain(`At ${formatGbp(Number(value))} a month`);
  }
  await expect(page.locator("#tool")).toContainText("£3,200,000");
  await expect(summary(page)).toContainText("At £400,000 a month");
});

test("the Google Ads grader rescores as answers change, and restores the answers on reload", async ({ page }) => {
  await openTool(page, "/tools/google-ads-grader/");
  await expect(summary(page)).toContainText("Your account scores 37 out of 100");
  await page.getByRole("radio", { name: "Both, checked every month" }).check();
  await page.getByRole("radio", { name: "Qualified leads or sales, with values" }).check();
  await expect(summary(page)).toContainText("Your account scores 50 out of 100");
  expect(query(page).get("offline")).toBe("both");
  expect(query(page).get("conversions")).toBe("sales");

  await reload(page);
  await expect(page.getByRole("radio", { name: "Both, checked every month" })).toBeChecked();
  await expect(summary(page)).toContainText("Your account scores 50 out of 100");
});

test("the landing page analyzer reports on hostile HTML without running any of it, and restores the report from the URL", async ({
  page,
  watched,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openTool(page, "/tools/landing-page-analyzer/");
  // Handlers after whitespace, after "/" and after a quote; and "onerror=" in the title's text, kept as written.
  const hostile = `<html><head><title>Hostile test onerror= page</title></head><body>
    <script>alert(1)</script>
    <img src="https://tracker.example/pixel.png" onerror="alert(2)">
    <svg onload="alert(3)"></svg><img/onerror=alert(4)><svg/onload=alert(5)></svg><img src="x"onerror="alert(6)">
    <h1>Hello</h1><a href="/buy">Buy now</a></body></html>`;
  await page.getByLabel("Page HTML").fill(hostile);
  await expect(summary(page)).toContainText("This page scores");
  await expect(page.getByText("3 of 3 images have no alt attribute.")).toBeVisible();
  await expect(page.getByText('The title "Hostile test onerror= page" is 26 characters.')).toBeVisible();
  // Anything the paste could run would have run by now: a frame after the report was drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(dialogs).toEqual([]);
  await expect(page.locator("img[onerror], svg[onload]")).toHaveCount(0);
  expect(watched.cspViolations).toEqual([]);
  expect(query(page).get("from")).toBe("html");
  expect(page.url()).not.toContain("script");

  await reload(page);
  await expect(page.getByRole("radio", { name: "Type key facts" })).toBeChecked();
  await expect(page.getByText('The title "Hostile test onerror= page" is 26 characters.')).toBeVisible();
  expect(dialogs).toEqual([]);
});

test("the SEO estimator re-estimates as positions change, and restores the table on reload", async ({ page }) => {
  await openTool(page, "/tools/seo-estimator/");
  await expect(summary(page)).toContainText("an estimated 153 organic clicks a month");
  await page.getByRole("group", { name: "Keyword 1" }).getByLabel("Position now").fill("2");
  await expect(summary(page)).toContainText("an estimated 453 organic clicks a month");
  expect(query(page).getAll("p")).toEqual(["2", "14", "22", "11"]);

  await reload(page);
  await expect(page.getByRole("group", { name: "Keyword 1" }).getByLabel("Position now")).toHaveValue("2");
  await expect(summary(page)).toContainText("an estimated 453 organic clicks a month");
});

test("the SEO estimator wakes in parts, each on the very elements the page drew, and every part then works", async ({
  page,
}) => {
  // Its keyword table, CSV box and results hydrate each in a task after the rest (src/lib/islands/hydrateLater.tsx).
  const release = await holdScripts(page);
  await page.goto("/tools/seo-estimator/");
  const parts = [
    page.getByRole("group", { name: "Keyword 1" }).getByLabel("Position now"),
    page.getByLabel("Paste keywords as CSV"),
    summary(page),
  ];
  for (const part of parts) await part.evaluate((el) => ((el as unknown as { drawn: boolean }).drawn = true));
  await release();
  await page.waitForSelector("#tool fieldset:not([disabled])");
  for (const part of parts) {
    expect(await part.evaluate((el) => (el as unknown as { drawn?: boolean }).drawn)).toBe(true);
  }
  await parts[0]!.fill("2");
  await expect(summary(page)).toContainText("an estimated 453 organic clicks a month");
  await replaceSeoTable(page, ["dentist near me,1000,7,3"]);
  await expect(page.getByRole("group", { name: "Keyword 1" }).getByLabel("Keyword")).toHaveValue("dentist near me");
});

/** Replaces the SEO estimator's table with these CSV lines, put in its box. */
async function replaceSeoTable(page: Page, lines: string[]): Promise<void> {
  await page.getByLabel("Paste keywords as CSV").fill(lines.join("\n"));
  await page.getByRole("button", { name: "Replace the table" }).click();
}

test("the SEO estimator keeps a long Japanese list in the address while it fits in 8 KB, then says a link will not bring it back, and still estimates", async ({
  page,
}) => {
  // 120 characters of Japanese, 1,080 once percent-encoded: seven such rows fit in 8 KB, fifty do not.
  const japanese = (count: number) =>
    Array.from({ length: count }, (_, i) => `${"東京の歯医者".repeat(20).slice(1)}${i % 10},${1000 + i},7,3`);
  const note = page.getByRole("status").filter({ hasText: ADDRESS_FULL_NOTE });
  await openTool(page, "/tools/seo-estimator/");

  await replaceSeoTable(page, japanese(7));
  await expect(summary(page)).toContainText("These 7 keywords bring an estimated 281 organic clicks a month");
  await expect.poll(() => query(page).getAll("k").length).toBe(7);
  expect(page.url().length).toBeGreaterThan(7000);
  expect(page.url().length).toBeLessThanOrEqual(MAX_URL_LENGTH);
  expect((await page.reload())?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole("group", { name: "Keyword 7" }).getByLabel("Monthly searches")).toHaveValue("1006");
  await expect(note).toHaveCount(0);

  await replaceSeoTable(page, japanese(50));
  await expect(note).toBeVisible();
  await expect(summary(page)).toContainText("These 50 keywords bring an estimated 2,049 organic clicks a month");
  expect(new URL(page.url()).search).toBe("");
  await page.getByLabel("Cost per click in Google Ads (£)").fill("3");
  await expect(summary(page)).toContainText("worth £6,147 at £3.00 a click");
  expect(new URL(page.url()).search).toBe("");

  await replaceSeoTable(page, japanese(2));
  await expect(note).toHaveCount(0);
  await expect.poll(() => query(page).getAll("v")).toEqual(["1000", "1001"]);
  expect(query(page).get("cpc")).toBe("3");

  // What a link brings past the limit: the page, with its example.
  await replaceSeoTable(page, japanese(50));
  await expect(note).toBeVisible();
  expect((await page.reload())?.status()).toBe(200);
  await waitForHydration(page);
  await expect(summary(page)).toContainText("These 4 keywords bring an estimated 153 organic clicks a month");
});

test("the SEO estimator takes a 100,000-line paste: it keeps 500 lines, says so, and imports until the table is full", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: BASE_URL });
  await openTool(page, "/tools/seo-estimator/");
  const lines = Array.from({ length: 100_000 }, (_, i) => `dentist ${i},${1000 + i},7`).join("\n");
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines);
  const box = page.getByLabel("Paste keywords as CSV");
  const status = page.locator("#seo-csv ~ [role=status]");
  await box.focus();
  await page.keyboard.press("Control+V");
  await expect(status).toHaveText(PASTE_CUT_MESSAGE);
  expect((await box.inputValue()).split("\n")).toEqual(lines.split("\n", 500));

  await page.getByRole("button", { name: "Replace the table" }).click();
  await expect(status).toHaveText(
    "Replaced the table with 50 keywords. The table holds 50 keywords, so the import stopped before line 51.",
  );
  await expect(summary(page)).toContainText("These 50 keywords bring an estimated 2,049 organic clicks a month");
  await expect.poll(() => query(page).getAll("k").length).toBe(50);
  expect(page.url().length).toBeLessThanOrEqual(MAX_URL_LENGTH);
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });
  for (const slug of ["roi-calculator", "google-ads-grader", "landing-page-analyzer", "seo-estimator"]) {
    test(`/tools/${slug}/ fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(`/tools/${slug}/`);
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

/** Each tool's page, and its island's bundle (RoiCalculatorTemplate → src/islands/roi-calculator.tsx). */
const toolPages = loadRouteTable()
  .filter((route) => route.contentId.startsWith("tools/"))
  .map((route) => ({
    path: withTrailingSlash(route.path),
    chunk: `**/islands/${route.template
      .replace(/Template$/, "")
      .replace(/(?<!^)([A-Z])/g, "-$1")
      .toLowerCase()}-*.js`,
  }));

test.describe("when a tool's script cannot load", () => {
  for (const { path, chunk } of toolPages) {
    test(`${path} says why its fields are disabled, a few seconds after the page appears`, async ({
      page,
      watched,
    }) => {
      let blocked = 0;
      await page.route(chunk, (route) => {
        blocked += 1;
        return route.abort();
      });
      await page.goto(path);
      await expect.poll(() => blocked, { intervals: [20] }).toBeGreaterThan(0);
      const note = page.locator("#tool").getByText(NOT_STARTED_NOTE);
      // The note's delay is a CSS animation's, on the page's animation clock, which the test holds: just before
      // the delay the note is hidden, and at it the note shows, however long the page took to load.
      const reveal = await holdAnimations(note);
      expect(reveal.running).toBe(true);
      expect(reveal.endsAt).toBeGreaterThanOrEqual(2000);
      expect(reveal.endsAt).toBeLessThanOrEqual(5000);
      await seekAnimations(note, reveal.endsAt - 1);
      await expect(note).toBeHidden();
      await seekAnimations(note, reveal.endsAt);
      await expect(note).toBeVisible();
      await expect(page.locator("#tool input, #tool textarea").first()).toBeDisabled();
      // The blocked script is all that went wrong.
      expect(watched.errors.filter((error) => !/ERR_FAILED/i.test(error))).toEqual([]);
      watched.reset();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a tool says it needs JavaScript, once: its not-started note stays hidden", async ({ page }) => {
    await page.goto(toolPages[0]!.path);
    // getByText leaves <noscript> out, so the note is found by where it is.
    const noscript = page.locator("#tool noscript p");
    await expect(noscript).toBeVisible();
    await expect(noscript).toHaveText(NOSCRIPT_NOTE);
    // Past the delay after which the not-started note would show were JavaScript on: every animation on the page
    // run to its end (the page's own scripts are off; the test's still run).
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
    await expect(page.locator("#tool").getByText(NOT_STARTED_NOTE)).toBeHidden();
  });
});
