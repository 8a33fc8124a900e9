import { articleFiles, newestFirst, topicFiles } from "../helpers/blogFixtures";
import { listingFor } from "../../src/lib/routes";
import { waitForHydration } from "./support/browser";
import { requestsDuring } from "./support/requests";
import { expect, test } from "./support/test";

// The blog in a real browser: cards open articles, Load More Articles and the pages of the archive lead from one
// page to the next with or without JavaScript, bylines open their author's page, and Subscribe (SPEC gives it no
// action) sends nothing and goes nowhere.

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
    // Its first page: the newest of its articles, as many as a page of the topic lists.
    const perPage = listingFor(`blog-topics/${topic.slug}`)?.first ?? Infinity;
    const cards = page.getByRole("region", { name: `Articles on ${topic.name}` }).getByRole("heading", { level: 3 });
    await expect(cards).toHaveText(
      newestFirst(own)
        .slice(0, perPage)
        .map(({ data }) => String(data.title)),
    );
    expect(watched.errors).toEqual([]);
  });

  test("Load More Articles opens the archive's next page of older articles, and Newer articles comes back", async ({
    page,
    watched,
  }) => {
    const latest = page.getByRole("region", { name: "Latest articles" });
    await expect(latest.locator("article")).toHaveCount(6);
    const shown = await page.locator("main article h3").allTextContents();
    await latest.getByRole("link", { name: "Load More Articles" }).click();
    await page.waitForURL("/blog/page/2/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All articles");
    const older = await page.getByRole("region", { name: "All articles" }).locator("article h3").allTextContents();
    expect(older.length).toBeGreaterThan(0);
    expect(older.filter((title) => shown.includes(title))).toEqual([]);
    await page
      .getByRole("navigation", { name: "Pages of articles" })
      .getByRole("link", { name: "Newer articles" })
      .click();
    await page.waitForURL("/blog/");
    expect(watched.errors).toEqual([]);
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

  test("Load More Articles leads to page 2, and its page links lead on", async ({ page }) => {
    await page.goto("/blog/");
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await page.waitForURL("/blog/page/2/");
    const pages = page.getByRole("navigation", { name: "Pages of articles" });
    await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 2");
    await pages.getByRole("link", { name: "Page 1", exact: true }).click();
    await page.waitForURL("/blog/");
  });

  test("Subscribe and Enter on /blog/ still go nowhere", async ({ page }) => {
    await page.goto("/blog/");
    const field = page.getByLabel("Email address");
    await field.fill("reader@example.co.uk");
    const url = page.url();
    const requests: string[] = [];
    // A post or a navigation would be a document request, a script's send a fetch; the browser's own fetch of the
    // favicon after load is neither.
    page.on("request", (request) => {
      if (["document", "fetch", "xhr", "ping"].includes(request.resourceType())) {
        requests.push(`${request.method()} ${request.url()}`);
      }
    });
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

  test("opens its author's page from the byline, which lists the article", async ({ page, watched }) => {
    // The newest article, which its author's first page lists however many they have written.
    const [newest] = newestFirst(articles);
    await page.goto(`/blog/${newest!.slug}/`);
    await waitForHydration(page);
    const title = String(newest!.data.title);
    const byline = page.locator("main header").getByRole("link", { name: /^[A-Z][a-z]+ [A-Z][a-z]+$/ });
    const name = (await byline.textContent()) ?? "";
    await byline.click();
    await page.waitForURL(`/blog/author/${String(newest!.data.author)}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(
      page.getByRole("region", { name: `Articles by ${name}` }).getByRole("link", { name: title }),
    ).toBeVisible();
    expect(watched.errors).toEqual([]);
  });

  test("jumps to a section from the contents list it opens with", async ({ page }) => {
    await page.goto(`/blog/${first.slug}/`);
    const contents = page.getByRole("navigation", { name: "In this article" });
    const entry = contents.getByRole("link").nth(2);
    const text = (await entry.textContent()) ?? "";
    await entry.click();
    await expect(page).toHaveURL(/#[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 2, name: text })).toBeInViewport();
  });

  test("goes back to the blog from its breadcrumb", async ({ page }) => {
    await page.goto(`/blog/${first.slug}/`);
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL("/blog/");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  });
});
