import type { Browser, Page } from "playwright-core";
import navigation from "../../content/navigation.json";
import { routes } from "../../src/lib/routes";
import { withTrailingSlash } from "../../src/lib/urls";
import { builtPages, documentFor } from "../helpers/builtSite";
import { baseUrl, DESKTOP, launchBrowser, PHONE } from "./browser";
import { noJsContent } from "./noJsContent";

// Gate 8: the site reads without JavaScript, answers unknown URLs with the 404 page and status
// 404, and keeps its prerendered content and working links when a template chunk or a
// page-data file fails to load.

const NOT_FOUND = "/this-page-does-not-exist/";
const pages = builtPages();
const squash = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const expectedH1 = (urlPath: string) => squash(documentFor(urlPath).querySelector("h1")?.textContent);

let browser: Browser;

/** Content of <main> that a visitor cannot see without JavaScript. */
function mainContentProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector("main");
    if (!main) return ["no <main>"];
    const problems: string[] = [];
    // Text a reader could see: not the code inside <script>, <style>, <noscript> or <template>
    // (gatsby-plugin-image writes a script and a <noscript> fallback beside every image).
    const readable = main.cloneNode(true) as HTMLElement;
    for (const code of readable.querySelectorAll("script, style, noscript, template")) code.remove();
    const all = (readable.textContent ?? "").replace(/\s+/g, " ").trim().length;
    const shown = main.innerText.replace(/\s+/g, " ").trim().length;
    if (all === 0) problems.push("<main> is empty");
    // Closed disclosures may hide a little; most of the content must show.
    if (shown < all * 0.6) problems.push(`only ${shown} of ${all} characters of <main> are shown`);
    for (const el of main.querySelectorAll("h1, h2, h3, p, li")) {
      const style = getComputedStyle(el);
      if (el.closest("[hidden], details:not([open])")) continue;
      if (style.opacity === "0" || style.visibility === "hidden")
        problems.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}" is invisible`);
    }
    return problems;
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe("with JavaScript off", () => {
  const hrefs = [
    ...navigation.header.groups.flatMap((group) => group.items.map((item) => item.href)),
    ...navigation.footer.groups.flatMap((group) => group.links.map((link) => link.href)),
  ].map(withTrailingSlash);

  it.each([...pages.map((page) => page.urlPath), NOT_FOUND])(
    "%s shows its h1, its main content and the site navigation",
    async (path) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled: false });
        const page = await context.newPage();
        try {
          await page.goto(`${baseUrl()}${path}`);
          const h1 = page.locator("h1");
          expect(await h1.count()).toBe(1);
          expect(await h1.isVisible()).toBe(true);
          expect(squash(await h1.textContent())).not.toBe("");
          expect(await mainContentProblems(page)).toEqual([]);
          const links = await page
            .locator("a[href]")
            .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
          expect(hrefs.filter((href) => !links.includes(href))).toEqual([]);
          const footerNav = page.getByRole("navigation", { name: "Footer" });
          expect(await footerNav.isVisible()).toBe(true);
          expect(await footerNav.getByRole("link").count()).toBeGreaterThan(0);
        } finally {
          await context.close();
        }
      }
    },
  );

  it("has well-formed registered lists (tests/browser/noJsContent.ts)", () => {
    for (const entry of noJsContent) {
      expect(entry.path).toMatch(/^\/([a-z0-9-]+\/)*$/);
      expect(entry.count).toBeGreaterThan(0);
    }
  });

  for (const entry of noJsContent) {
    it(`${entry.path} shows ${entry.name}`, async () => {
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        await page.goto(`${baseUrl()}${entry.path}`);
        const items = entry.items(page);
        expect(await items.count()).toBe(entry.count);
        const visible = await items.evaluateAll(
          (all) => all.filter((el) => el.getBoundingClientRect().height > 0).length,
        );
        expect(visible).toBe(entry.count);
      } finally {
        await context.close();
      }
    });
  }
});

describe("an unknown URL", () => {
  it("gets status 404 and the 404 page", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    try {
      const response = await page.goto(`${baseUrl()}${NOT_FOUND}`);
      expect(response?.status()).toBe(404);
      expect(await page.locator("h1").count()).toBe(1);
      expect(squash(await page.locator("h1").textContent())).toBe(expectedH1("404.html"));
      expect(await page.title()).toBe(documentFor("404.html").title);
    } finally {
      await context.close();
    }
  });
});

// One page per template (pages of a template load the same chunk), and the 404 page.
const templatePages = [...new Map(routes.map((route) => [route.template, withTrailingSlash(route.path)])).values()];

/** The first visible link to another built page: main content first, then footer and header. */
async function linkToAnotherPage(page: Page, from: string): Promise<string | undefined> {
  const built = pages.map((p) => p.urlPath);
  const hrefs = await page
    .locator("main a[href^='/']:visible, footer a[href^='/']:visible, header a[href^='/']:visible")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.find((href) => built.includes(href) && href !== from);
}

describe.each([
  ["a template chunk", "**/component---*.js"],
  ["its page-data.json", "**/page-data/**/page-data.json"],
])("when %s fails to load", (_, pattern) => {
  it.each(templatePages)("%s still shows its prerendered content, and its links still navigate", async (path) => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.route(pattern, (route) => route.abort());
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(1500); // time for Gatsby to give up on the failed request
      expect(squash(await page.locator("h1").textContent())).toBe(expectedH1(path));
      expect(await mainContentProblems(page)).toEqual([]);
      const target = await linkToAnotherPage(page, path);
      expect(target).toBeDefined();
      await page.locator(`a[href="${target}"]:visible`).first().click();
      await page.waitForURL(`${baseUrl()}${target}`);
      await page.waitForFunction(
        (h1) => document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim() === h1,
        expectedH1(target!),
      );
    } finally {
      await context.close();
    }
  });
});
