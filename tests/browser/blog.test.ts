import type { Browser, Page, Request } from "playwright-core";
import { articleFiles } from "../helpers/blogFixtures";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./browser";

// The blog in a real browser: cards open articles, and the two controls SPEC
// gives no action (Load More, Subscribe) send nothing and go nowhere.

// jest reads testTimeout from the top level of its config only, not from a project.
jest.setTimeout(60000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const articles = articleFiles();

/**
 * Script errors on the page. Gatsby prefetches the data of linked pages, and
 * pages other issues build (/contact, /resources) answer 404 until they are
 * merged; that is the link checker's business, not these tests'.
 */
const scriptErrors = (errors: readonly string[]) =>
  errors.filter((error) => !error.startsWith("Failed to load resource"));
const titleOf = (slug: string) => String(articles.find((article) => article.slug === slug)?.data.title);

/**
 * The requests the page makes while `action` runs (and for a moment after),
 * once the page is quiet. Gatsby prefetches the page-data of links as they
 * come into view or are hovered (GET /page-data/…); those are left out, as
 * they would happen without the action. Anything else counts: a page load,
 * a POST, an API call.
 */
async function requestsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  page.on("request", record);
  await action();
  await page.waitForTimeout(1500);
  page.off("request", record);
  const isPrefetch = (request: Request) =>
    request.method() === "GET" &&
    request.resourceType() !== "document" &&
    new URL(request.url()).pathname.startsWith("/page-data/");
  return requests.filter((request) => !isPrefetch(request)).map((request) => `${request.method()} ${request.url()}`);
}

describe("/blog/", () => {
  it("opens an article from its card, by the title or anywhere on the card", async () => {
    const { page, context, errors, externalRequests } = await openPage(browser, "/blog/");
    await waitForHydration(page);
    const latest = page.getByRole("region", { name: "Latest articles" });
    const firstTitle = latest.getByRole("heading", { level: 3 }).first();
    const title = (await firstTitle.textContent()) ?? "";
    // A click on the card's excerpt, not on the link text: the title's link covers the whole card.
    const excerpt = latest.locator("article").first().locator("p").nth(1);
    await excerpt.scrollIntoViewIfNeeded();
    const box = await excerpt.boundingBox();
    if (!box) throw new Error("the excerpt is not shown");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(/\/blog\/[a-z0-9-]+\/$/);
    const slug = new URL(page.url()).pathname.split("/")[2] ?? "";
    expect(titleOf(slug)).toBe(title);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(title);
    expect(scriptErrors(errors)).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("Load More Articles makes no request, changes no URL and adds no cards", async () => {
    const { page, context, errors } = await openPage(browser, "/blog/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Load More Articles" });
    await button.scrollIntoViewIfNeeded();
    const url = page.url();
    const cards = page.getByRole("region", { name: "Latest articles" }).locator("article");
    expect(await cards.count()).toBe(6);
    // aria-disabled buttons stay clickable for the test; Playwright would otherwise wait for it to be enabled.
    const requests = await requestsDuring(page, () => button.click({ force: true }));
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    expect(await cards.count()).toBe(6);
    await expect(button.getAttribute("aria-disabled")).resolves.toBe("true");
    expect(scriptErrors(errors)).toEqual([]);
    await context.close();
  });

  it("Subscribe makes no request, keeps the email out of the URL and says nothing was sent", async () => {
    const { page, context, errors } = await openPage(browser, "/blog/");
    await waitForHydration(page);
    const field = page.getByLabel("Email address");
    await field.scrollIntoViewIfNeeded();
    await field.fill("reader@example.co.uk");
    const url = page.url();
    const requests = await requestsDuring(page, async () => {
      await field.press("Enter");
      await page.getByRole("button", { name: "Subscribe" }).click();
    });
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    await expect(page.getByText("your address is not sent or stored").isVisible()).resolves.toBe(true);
    await expect(field.inputValue()).resolves.toBe("reader@example.co.uk");
    expect(scriptErrors(errors)).toEqual([]);
    await context.close();
  });

  it("without JavaScript, Subscribe and Enter still go nowhere", async () => {
    const { page, context } = await openPage(browser, "/blog/", { javaScriptEnabled: false });
    const field = page.getByLabel("Email address");
    await field.fill("reader@example.co.uk");
    const url = page.url();
    const requests = await requestsDuring(page, async () => {
      await field.press("Enter");
      await page.getByRole("button", { name: "Subscribe" }).click();
    });
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    await context.close();
  });
});

describe("an article page", () => {
  const [first] = articles;

  it("shows its cover image loaded, and reads at 360px without sideways scrolling", async () => {
    if (!first) throw new Error("content/blog has no articles");
    const { page, context, errors, externalRequests } = await openPage(browser, `/blog/${first.slug}/`, {
      viewport: { width: 360, height: 800 },
    });
    await waitForHydration(page);
    const cover = page.getByRole("img", { name: String(first.data.imageAlt) }).first();
    await cover.waitFor();
    await page.waitForFunction(
      (alt) =>
        [...document.querySelectorAll("img")].some((img) => img.alt === alt && img.complete && img.naturalWidth > 0),
      String(first.data.imageAlt),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(scriptErrors(errors)).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("goes back to the blog from its breadcrumb", async () => {
    if (!first) throw new Error("content/blog has no articles");
    const { page, context } = await openPage(browser, `/blog/${first.slug}/`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(`${baseUrl()}/blog/`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBeTruthy();
    await context.close();
  });
});
