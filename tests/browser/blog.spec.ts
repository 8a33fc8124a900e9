import { articleFiles, topicFiles } from "../helpers/blogFixtures";
import { waitForHydration } from "./support/browser";
import { requestsDuring } from "./support/requests";
import { expect, test } from "./support/test";

// The blog in a real browser: cards open articles, and the two controls SPEC gives no action (Load More,
// Subscribe) send nothing and go nowhere.

const articles = articleFiles();
const titleOf = (slug: string) => String(articles.find((article) => article.slug === slug)?.data.title);

test.describe("/blog/", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/blog/");
    await waitForHydration(page);
  });

  test("opens an article from its card, by the title or anywhere on the card", async ({ page, watched }) => {
    const latest = page.getByRole("region", { name: "Latest articles" });
    const title = (await latest.getByRole("heading", { level: 3 }).first().textContent()) ?? "";
    // A click on the card's excerpt, not on the link text: the title's link covers the whole card.
    const excerpt = latest.locator("article").first().locator("p").nth(1);
    await excerpt.scrollIntoViewIfNeeded();
    const box = await excerpt.boundingBox();
    if (!box) throw new Error("the excerpt is not shown");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(/\/blog\/[a-z0-9-]+\/$/);
    const slug = new URL(page.url()).pathname.split("/")[2] ?? "";
    expect(titleOf(slug)).toBe(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(watched.errors).toEqual([]);
  });

  test("a topic tile, clicked anywhere on it, leads to its topic's page, which shows its articles", async ({
    page,
    watched,
  }) => {
    const topic = topicFiles().find(({ slug }) => articles.filter(({ data }) => data.category === slug).length > 1);
    if (!topic) throw new Error("no topic has two or more articles");
    const own = articles.filter(({ data }) => data.category === topic.slug);
    const tile = page
      .getByRole("region", { name: "Browse by topic" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("link", { name: topic.name, exact: true }),
      });
    await expect(tile).toContainText(`${own.length} articles`);
    // On the tile's count, not its name: the name's link covers the whole tile.
    await tile.scrollIntoViewIfNeeded();
    const count = await tile.getByText(`${own.length} articles`).boundingBox();
    if (!count) throw new Error("the tile's count is not shown");
    await page.mouse.click(count.x + count.width / 2, count.y + count.height / 2);
    await page.waitForURL(new RegExp(`/blog/topic/${topic.slug}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(topic.name);
    const cards = page.getByRole("region", { name: `Articles on ${topic.name}` }).getByRole("heading", { level: 3 });
    await expect(cards).toHaveText(
      [...own]
        .sort((a, b) => String(b.data.date).localeCompare(String(a.data.date)))
        .map(({ data }) => String(data.title)),
    );
    expect(watched.errors).toEqual([]);
  });

  test("Load More Articles makes no request, changes no URL and adds no cards", async ({ page }) => {
    const button = page.getByRole("button", { name: "Load More Articles" });
    const cards = page.getByRole("region", { name: "Latest articles" }).locator("article");
    await expect(cards).toHaveCount(6);
    const url = page.url();
    // aria-disabled buttons stay clickable for the test; Playwright would otherwise wait for it to be enabled.
    expect(await requestsDuring(page, () => button.click({ force: true }))).toEqual([]);
    expect(page.url()).toBe(url);
    await expect(cards).toHaveCount(6);
    await expect(button).toHaveAttribute("aria-disabled", "true");
  });

  test("Subscribe makes no request, keeps the email out of the URL and says nothing was sent", async ({ page }) => {
    const field = page.getByLabel("Email address");
    await field.fill("reader@example.co.uk");
    const url = page.url();
    const requests = await requestsDuring(page, async () => {
      await field.press("Enter");
      await page.getByRole("button", { name: "Subscribe" }).click();
    });
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
    await expect(page.getByText("your address is not sent or stored")).toBeVisible();
    await expect(field).toHaveValue("reader@example.co.uk");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Subscribe and Enter on /blog/ still go nowhere", async ({ page }) => {
    await page.goto("/blog/");
    const field = page.getByLabel("Email address");
    await field.fill("reader@example.co.uk");
    const url = page.url();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await field.press("Enter");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState();
    expect(requests).toEqual([]);
    expect(page.url()).toBe(url);
  });
});

test.describe("an article page", () => {
  const [first] = articles;
  if (!first) throw new Error("content/blog has no articles");

  test("shows its cover image loaded, and reads at 360px without sideways scrolling", async ({ page, watched }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`/blog/${first.slug}/`);
    await waitForHydration(page);
    const alt = String(first.data.imageAlt);
    await expect(page.getByRole("img", { name: alt }).first()).toBeVisible();
    await page.waitForFunction(
      (text) =>
        [...document.querySelectorAll("img")].some((img) => img.alt === text && img.complete && img.naturalWidth > 0),
      alt,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(watched.errors).toEqual([]);
  });

  test("goes back to the blog from its breadcrumb", async ({ page }) => {
    await page.goto(`/blog/${first.slug}/`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("/blog/");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  });
});
