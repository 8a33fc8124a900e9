import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { checkContent } from "../../gatsby/content/check";
import { formatProblems } from "../../src/lib/content/problems";
import { hasProfile } from "../../src/lib/content/rules";
import { articleWords, readTimeOf } from "../../src/lib/schema/blog";
import { loadRouteTable, readContent } from "../../gatsby/content/readContent";
import { checkedFile } from "../../src/lib/content/contentFile";
import { siteRedirects } from "../../src/lib/content/redirectRules";
import { redirectsFile } from "../../src/lib/redirects";
import yaml from "js-yaml";
import { parseHTML } from "linkedom";
import { readFrontMatter } from "../../gatsby/content/frontMatter";
import { ROOT_DIR } from "../helpers/paths";
import { PUBLIC_DIR } from "../helpers/builtSite";
import { BASE_URL, DESKTOP, watch, type Watched } from "./support/browser";
import { startLocalBackend, type LocalBackend } from "../helpers/localBackend";
import { expect, test } from "./support/test";

// The editing screen (/admin/, as built into public/ and served with public/_headers) over Decap's local backend,
// in Chromium: an editor writes and publishes a new article, renames one, and edits one field of a service page.
//
// The local backend works on a scratch copy of the repository's content/ (and static/), not on content/ itself:
// the other specs read content/ while they run, and a file left behind by a failed run would become a page of the
// next build. The copy is removed after the tests, pass or fail. The page asks for the local backend at /api/v1 on
// its own origin (as under `npm run cms`, where gatsby develop answers it); here the test hands the request on to
// the backend started for this run (tests/helpers/localBackend.ts), behind the same checks.
//
// "A build then contains the article page" is asserted through what the build runs first: the content check over
// the folder (what `gatsby build` refuses) and the route table it expands into pages (createPages makes one page
// per route), rather than a second gatsby build, which would cost a minute and more.

test.describe.configure({ mode: "serial" });

/**
 * How long the screen may take to show an entry once signed in: it parses a 5 MB script, then asks the backend
 * for the entry and for every collection its relation fields list. Three seconds on a quiet machine; several
 * times that while builds share its two cores.
 */
const EDITOR_TIMEOUT = 45_000;

let repo = "";
let backend: LocalBackend | undefined;

test.beforeAll(async () => {
  // The screen's script is compressed on its first request (scripts/staticServer.ts; a few seconds for 5 MB on a
  // busy machine): that happens here, alongside the backend's start, rather than inside the first test's time.
  test.setTimeout(240_000);
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "kitelight-cms-"));
  fs.symlinkSync(path.join(ROOT_DIR, "static"), path.join(repo, "static"));
  const screenScript = fetch(`${BASE_URL}/admin/admin.js`, { headers: { "Accept-Encoding": "br" } }).then(
    async (answer) => {
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`/admin/admin.js answered ${answer.status}`);
    },
  );
  [backend] = await Promise.all([startLocalBackend(repo), screenScript]);
});

// Each test starts from the repository's content, whatever the one before it published (or a repeat of it: the
// article's file would already exist, and the hero's title would already be the new one).
test.beforeEach(() => {
  fs.rmSync(path.join(repo, "content"), { recursive: true, force: true });
  fs.cpSync(path.join(ROOT_DIR, "content"), path.join(repo, "content"), { recursive: true });
});

test.afterAll(async () => {
  await screen?.page.context().close();
  screen = undefined;
  await backend?.stop();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

/** The editing screen the tests share, and what it did wrong (reset for each test). */
let screen: { page: Page; watched: Watched } | undefined;

/**
 * The editing screen at `hash`, with its /api/v1 handed on to the local backend. The editors' tests share one
 * screen, signed in once (no account needed), as an editor keeps the screen open from one task to the next: each
 * test after the first moves it to its own address, and Decap opens that collection or entry as it does from its own
 * links. Loading the screen (it parses a 5 MB script) and signing in cost about as much as a test's own steps. The
 * screen opens where the address points once signed in, so signing in is not followed by a second navigation, which
 * could race the screen's own move to its first collection.
 */
async function openScreen(
  browser: Browser,
  hash: string,
  ignore: Watched["ignore"],
): Promise<{ page: Page; watched: Watched }> {
  if (screen) {
    screen.watched.reset();
    screen.watched.ignore = ignore;
    // As an editor goes from one entry to the next: to the collection's list, and from there by its link. (Moved
    // straight from one entry's address to another's, the screen keeps its editor and shows the new entry empty.)
    const collection = /^#\/collections\/[\w-]+/.exec(hash)?.[0];
    if (!collection) throw new Error(`${hash} is not in a collection`);
    await screen.page.goto(`/admin/${collection}`);
    await screen.page.locator(`a[href="${hash}"]`).click({ timeout: EDITOR_TIMEOUT });
    await screen.page.waitForURL(`**/admin/${hash}`);
    return screen;
  }
  const started = backend;
  if (!started) throw new Error("the local backend has not started");
  const page = await (await browser.newContext({ baseURL: BASE_URL, viewport: DESKTOP })).newPage();
  const watched = await watch(page);
  watched.ignore = ignore;
  screen = { page, watched };
  await page.route("**/api/v1", async (route) => {
    // Under `npm run cms` the screen and its backend share one origin; here the screen is on the site's server, so
    // the request is handed on as the backend would receive it there: from its own origin.
    const headers = { ...route.request().headers(), origin: started.origin };
    const answer = await route.fetch({ url: started.url, headers, timeout: 30_000 });
    // The screen may have dropped the request meanwhile (it polls, and signing in navigates): Playwright then
    // disposes of the answer, and there is no one left to give it to.
    await route.fulfill({ response: answer }).catch((error: Error) => {
      if (!/disposed|closed/i.test(error.message)) throw error;
    });
  });
  await page.goto(`/admin/${hash}`);
  const login = page.getByRole("button", { name: "Login" });
  await login.click({ timeout: EDITOR_TIMEOUT });
  await expect(login).toHaveCount(0, { timeout: EDITOR_TIMEOUT });
  return screen;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

const ignoreFavicon = (_message: string, url: string) => /favicon/.test(url);

/**
 * The new article's text, with one link in it, as long as the content check holds every article to be: its four
 * paragraphs three times over, since the test needs the length rather than more prose.
 */
const ARTICLE_LEAD =
  "Start with the business profile, then [the contact page](/contact). A local audit asks one question of every " +
  "part of the site: would someone nearby, searching on a phone, find this business and trust it enough to call?";
const ARTICLE_PARAGRAPHS = [
  "The business profile comes first because it is what searchers see before they see the site. Check that the " +
    "name is the trading name and nothing more, that the category is the narrowest one that fits, and that the " +
    "opening hours match what the phone line and the front door say. Read the last few reviews and the replies " +
    "to them: an unanswered complaint costs more calls than a missing photograph does.",
  "Then the pages. Each service the business wants to be found for needs a page of its own that names the town " +
    "or the area it covers, says what the service includes and what happens after someone gets in touch, and " +
    "ends with a way to do so. A single page listing every service in one paragraph ranks for none of them.",
  "Then the citations: the directories, trade bodies and local listings that repeat the name, address and phone " +
    "number. They matter less than they used to, but a listing that gives an old address or a number that no " +
    "longer rings tells search engines the business is not sure where it is. Correct the ones that are wrong " +
    "before adding any more.",
  "Finish on the contact page itself, because every other check leads there. It should load quickly on a phone, " +
    "show the number as a link that dials, ask for no more than it needs, and say when the business will reply. " +
    "Write down what was found and what was changed, so that the next audit starts from a record rather than " +
    "from memory.",
];
const ARTICLE_TEXT = [ARTICLE_LEAD, ...ARTICLE_PARAGRAPHS, ...ARTICLE_PARAGRAPHS, ...ARTICLE_PARAGRAPHS].join("\n\n");

test("an editor writes a new article in the screen and publishes it: the file passes the content check and is a page", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, watched } = await openScreen(browser, "#/collections/blog/new", ignoreFavicon);
  // A new entry claims nothing was saved.
  await expect(page.getByText("No unsaved changes")).toBeVisible({ timeout: EDITOR_TIMEOUT });
  await expect(page.getByText(/changes saved/i)).toHaveCount(0);
  const title = "How to Plan a Local SEO Audit in One Afternoon";
  const slug = "how-to-plan-a-local-seo-audit-in-one-afternoon";
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Excerpt", { exact: true })
    .fill(
      "A one-afternoon local SEO audit for service businesses: the profile, the pages and the citations to check first.",
    );
  // Author offers the site's writers (a bio and expertise), not the client contacts and guide readers.
  const people = fs.readdirSync(path.join(ROOT_DIR, "content", "people")).map((name) => {
    const person = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "content", "people", name), "utf8")) as Person;
    return { name: person.name, writer: hasProfile(person) };
  });
  expect(people.some((person) => !person.writer)).toBe(true);
  await page.getByLabel("Author", { exact: true }).click();
  await expect
    .poll(async () => (await page.locator('[id*="-option-"]').allTextContents()).sort())
    .toEqual(people.flatMap((person) => (person.writer ? [person.name] : [])).sort());
  await page.getByLabel("Author", { exact: true }).fill("Ravi");
  await page.getByText("Ravi Desai", { exact: true }).click();
  // Typed in UK order, whatever the browser's language; the file keeps 2026-11-10.
  await page.getByLabel("Publish date", { exact: true }).fill("10/11/2026");
  await page.getByLabel("Read time", { exact: true }).fill(readTimeOf(articleWords(ARTICLE_TEXT)));
  // The topic is a file of content/blog-topics/, chosen by its name; the article keeps its file name. (Typed in
  // part: the field's hidden sizer repeats what is typed, so typing the whole name would match it too.)
  await page.getByLabel("Category", { exact: true }).fill("SE");
  await page.getByText("SEO", { exact: true }).click();
  await page.getByLabel("Cover line", { exact: true }).fill("Profile, pages, citations: in one afternoon");
  await page.getByLabel("Cover motif", { exact: true }).fill("points");
  await page.keyboard.press("Enter");
  await page
    .getByLabel("Image alt", { exact: true })
    .fill("Cover in teal: points on a map beside the words “Profile, pages, citations: in one afternoon”");

  // The cover, uploaded through the media library into content/blog/images/.
  await page.getByRole("button", { name: "Choose an image" }).click();
  const cover = path.join(repo, "local-seo-audit.jpg");
  fs.copyFileSync(path.join(ROOT_DIR, "content", "blog", "images", "technical-seo-checklist.jpg"), cover);
  await page.locator('input[type="file"]').setInputFiles(cover);
  // The upload is selected once it is in the library.
  await expect(page.getByText("local-seo-audit.jpg", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Choose selected" }).click();

  // The text, in the markdown widget's markdown mode.
  await page.getByRole("switch").last().click();
  await page.getByRole("textbox").last().fill(ARTICLE_TEXT);

  // The preview is the site's own article view, with the site's styles.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h1")).toHaveText(title);
  await expect(preview.getByRole("link", { name: "the contact page" })).toHaveCount(1);

  await publish(page);
  // Published, the article has its own address in the screen (a test that comes next starts from there).
  await page.waitForURL(`**/admin/#/collections/blog/entries/${slug}`);
  const file = path.join(repo, "content", "blog", `${slug}.md`);
  // The backend may be halfway through writing the file: read it again on the next poll.
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  await expect.poll(read, { timeout: 20_000 }).toContain(title);
  const written = read();
  expect(written).toContain("[the contact page](/contact)");
  expect(written).toMatch(/^category: "?seo"?$/m);
  // The day typed as 10/11/2026, kept in quotes as the files write a day.
  expect(written).toMatch(/^date: "2026-11-10"$/m);
  // Decap writes the folder as "images/", which the build resolves from the article's file as it does "./images/".
  expect(written).toMatch(/^image: "?(\.\/)?images\/local-seo-audit\.jpg"?$/m);
  expect(fs.existsSync(path.join(repo, "content", "blog", "images", "local-seo-audit.jpg"))).toBe(true);

  expect(formatProblems(checkContent(path.join(repo, "content")))).toBe("");
  const route = loadRouteTable(path.join(repo, "content")).find((r) => r.contentId === `blog/${slug}`);
  expect(route).toMatchObject({ path: `/blog/${slug}`, template: "BlogPostTemplate", label: title });
  expect(watched.errors).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
  expect(watched.externalRequests).toEqual([]);
});

test("an editor adds a blog topic in the screen: the file passes the content check, and has no page until an article names it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, watched } = await openScreen(browser, "#/collections/blog-topics/new", ignoreFavicon);
  await page.getByLabel("Name", { exact: true }).fill("Paid Social", { timeout: EDITOR_TIMEOUT });
  await page.getByLabel("Icon", { exact: true }).fill("users");
  await page.keyboard.press("Enter");
  // The topic's own description comes first; the second is its search listing's.
  const descriptions = page.getByLabel("Description", { exact: true });
  await descriptions
    .first()
    .fill(
      "Advertising on Meta, LinkedIn and TikTok, measured by the enquiries and sales it brings rather than by reach.",
    );
  await page.getByLabel("Title", { exact: true }).fill("Paid Social Articles: Meta and LinkedIn Ads");
  await descriptions
    .nth(1)
    .fill(
      "Articles on paid social advertising: Meta, LinkedIn and TikTok campaigns measured by the enquiries and sales they bring in.",
    );
  await page.getByRole("button", { name: /Add keyword/i }).click();
  await page.getByLabel("Keyword", { exact: true }).last().fill("paid social");
  await publish(page);
  // Published, the topic has its own address in the screen (a test that comes next starts from there).
  await page.waitForURL("**/admin/#/collections/blog-topics/entries/paid-social");

  const file = path.join(repo, "content", "blog-topics", "paid-social.json");
  await expect.poll(() => fs.existsSync(file), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(() => {
      try {
        return (JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string }).name;
      } catch {
        return undefined;
      }
    })
    .toBe("Paid Social");
  expect(formatProblems(checkContent(path.join(repo, "content")))).toBe("");
  const topicPage = (routes: ReturnType<typeof loadRouteTable>) =>
    routes.find((route) => route.contentId === "blog-topics/paid-social");
  expect(topicPage(loadRouteTable(path.join(repo, "content")))).toBeUndefined();

  // Filed under it, an article makes its page.
  const article = path.join(repo, "content", "blog", "technical-seo-checklist.md");
  fs.writeFileSync(article, fs.readFileSync(article, "utf8").replace('category: "seo"', 'category: "paid-social"'));
  expect(topicPage(loadRouteTable(path.join(repo, "content")))).toMatchObject({
    path: "/blog/topic/paid-social",
    template: "BlogTopicTemplate",
    label: "Paid Social",
  });
  expect(watched.errors).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
});

test("editing a service page's hero title changes exactly that field of its file", async ({ browser }) => {
  test.setTimeout(90_000);
  const file = path.join(repo, "content", "services", "paid-advertising.json");
  const before = JSON.parse(fs.readFileSync(file, "utf8")) as { hero: { title: string } };
  const { page, watched } = await openScreen(browser, "#/collections/services/entries/paid-advertising", ignoreFavicon);
  // The field shows the file's value once the entry has loaded.
  const heroTitle = page.locator(`input[value="${before.hero.title}"]`);
  await expect(heroTitle).toHaveCount(1, { timeout: EDITOR_TIMEOUT });
  const changed = "Paid advertising that earns its keep";
  await heroTitle.fill(changed);
  await publish(page);
  await expect
    .poll(
      () => {
        // The backend may be halfway through writing the file: read it again on the next poll.
        try {
          return (JSON.parse(fs.readFileSync(file, "utf8")) as { hero: { title: string } }).hero.title;
        } catch {
          return undefined;
        }
      },
      { timeout: 20_000 },
    )
    .toBe(changed);
  // The file can be written before the screen has finished saving, and a screen still saving keeps its editor open
  // when the next test moves it to a list: wait until it says so.
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  // "View Live" leads to the page on the site the screen is served with, not the build's SITE_URL.
  await expect(page.getByRole("link", { name: "View Live" })).toHaveAttribute(
    "href",
    new URL("/services/paid-advertising/", page.url()).href,
  );
  const after: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  // Every other field as it was, in the same order.
  expect(JSON.stringify(after)).toBe(JSON.stringify({ ...before, hero: { ...before.hero, title: changed } }));
  expect(watched.errors).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
});

/** The first heading of a built page, as a visitor reads it. */
function readBuiltHeading(urlPath: string): string {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, urlPath, "index.html"), "utf8");
  const { document } = parseHTML(html);
  return (document.querySelector("h1")?.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** A person's file, as far as this test reads it. */
interface Person {
  name: string;
  bio?: string;
  expertise?: string[];
}

/** A field of config.yml, as far as this test reads it. */
interface ConfigField {
  name: string;
  widget?: string;
  pattern?: [string, string];
  fields?: ConfigField[];
}
interface ConfigCollection {
  name: string;
  folder?: string;
  fields?: ConfigField[];
  files?: Array<{ name: string; file: string; fields: ConfigField[] }>;
}

/** Every entry an editor can open in the screen: the first file of each folder, and each file of the others. */
function everyCollection(): Array<{ hash: string; file: string; fields: ConfigField[] }> {
  const config = yaml.load(fs.readFileSync(path.join(PUBLIC_DIR, "admin", "config.yml"), "utf8")) as {
    collections: ConfigCollection[];
  };
  return config.collections.flatMap((collection) => {
    if (collection.files) {
      return collection.files.map((entry) => ({
        hash: `#/collections/${collection.name}/entries/${entry.name}`,
        file: entry.file,
        fields: entry.fields,
      }));
    }
    const folder = path.join(ROOT_DIR, collection.folder!);
    const first = fs
      .readdirSync(folder)
      .filter((name) => /\.(json|md)$/.test(name))
      .sort()[0]!;
    return [
      {
        hash: `#/collections/${collection.name}/entries/${first.replace(/\.\w+$/, "")}`,
        file: `${collection.folder}/${first}`,
        fields: collection.fields!,
      },
    ];
  });
}

/** The same words with one letter made a capital: what the content check held true of the old text holds still. */
const edited = (value: string) => value.replace(/[a-z]/, (letter) => letter.toUpperCase());

/**
 * The path and value of the first text field the screen shows open (lists start folded, objects open), with a value
 * in the file that can be edited within the field's own pattern; in a file of nothing but a list (redirects.json),
 * the first of its first item's, `folded` until the list is opened.
 */
function firstShownText(
  fields: readonly ConfigField[],
  data: Record<string, unknown>,
  inLists = false,
  at: Array<string | number> = [],
): { at: Array<string | number>; value: string; folded: boolean } | undefined {
  for (const field of fields) {
    const value = data[field.name];
    if (
      (field.widget === "string" || field.widget === "text") &&
      typeof value === "string" &&
      edited(value) !== value &&
      (!field.pattern || new RegExp(field.pattern[0]).test(edited(value)))
    ) {
      return { at: [...at, field.name], value, folded: at.some((key) => typeof key === "number") };
    }
    const inside =
      field.widget === "object" && value && typeof value === "object"
        ? { data: value as Record<string, unknown>, at: [...at, field.name] }
        : inLists && field.widget === "list" && Array.isArray(value) && value[0] && typeof value[0] === "object"
          ? { data: value[0] as Record<string, unknown>, at: [...at, field.name, 0] }
          : undefined;
    const found = field.fields && inside && firstShownText(field.fields, inside.data, inLists, inside.at);
    if (found) return found;
  }
  return inLists || at.length ? undefined : firstShownText(fields, data, true);
}

/** A file's fields as the site reads them: the JSON, or a markdown file's front matter and text. */
function fieldsOf(file: string): Record<string, unknown> {
  const text = fs.readFileSync(file, "utf8");
  if (!file.endsWith(".md")) return JSON.parse(text) as Record<string, unknown>;
  const { data, body } = readFrontMatter(text);
  return { ...data, body };
}

test("in every collection and every one-off page, a save changes the line of the field the editor changed alone", async ({
  browser,
}) => {
  const entries = everyCollection();
  test.setTimeout(60_000 + entries.length * 15_000);
  for (const entry of entries) {
    const file = path.join(repo, entry.file);
    const before = fs.readFileSync(file, "utf8");
    const field = firstShownText(entry.fields, fieldsOf(file));
    if (!field) throw new Error(`${entry.file} has no text field the screen shows open`);
    const changed = edited(field.value);
    const { page, watched } = await openScreen(browser, entry.hash, ignoreFavicon);
    if (field.folded) await page.getByRole("button", { name: "Expand", exact: true }).first().click();
    // The box that shows the field's value once the entry has loaded (a text area has no value attribute to find).
    await page.waitForFunction(
      (value) => {
        const box = [...document.querySelectorAll<HTMLInputElement>("input, textarea")].find((b) => b.value === value);
        box?.setAttribute("data-edited-here", "");
        return Boolean(box);
      },
      field.value,
      { timeout: EDITOR_TIMEOUT },
    );
    await page.locator("[data-edited-here]").fill(changed);
    await publish(page);
    await expect.poll(() => fs.readFileSync(file, "utf8"), { timeout: 20_000, message: entry.file }).not.toBe(before);
    await expect(page.getByText("No unsaved changes")).toBeVisible();
    const after = fs.readFileSync(file, "utf8");
    const lines = (text: string) => text.split("\n");
    const removed = lines(before).filter((line, i) => line !== lines(after)[i]);
    const added = lines(after).filter((line, i) => line !== lines(before)[i]);
    expect({ file: entry.file, removed: removed.length, added }).toEqual({
      file: entry.file,
      removed: 1,
      added: [expect.stringContaining(changed.replace(/["\\]/g, (quote) => `\\${quote}`))],
    });
    const expected = fieldsOf(path.join(ROOT_DIR, entry.file));
    const parent = field.at
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, expected);
    parent[field.at[field.at.length - 1]!] = changed;
    expect(fieldsOf(file)).toEqual(expected);
    expect(watched.errors).toEqual([]);
  }
  // What the build runs first takes every file as saved.
  expect(formatProblems(checkContent(path.join(repo, "content")))).toBe("");
});

test("the one-off pages, the legal pages and the site facts preview in the site's own look, as the editor types", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Each one-off page drawn by its own view: its heading as the page shows it.
  const pages = ["home", "about", "services", "results", "results/how-we-count", "contact", "careers"];
  const legal = ["privacy", "terms"];
  for (const name of [
    ...pages,
    "partner-program",
    "glossary",
    "tools",
    "search",
    "in-house-vs-agency",
    "blog",
    ...legal,
  ]) {
    const file = name.split("/").pop()!;
    const entry = legal.includes(name) ? `legal/entries/legal--${name}` : `pages/entries/pages--${file}`;
    const { page, watched } = await openScreen(browser, `#/collections/${entry}`, ignoreFavicon);
    const built = readBuiltHeading(name === "home" ? "/" : `/${name}/`);
    await expect(page.frameLocator("#preview-pane").locator("h1"), name).toHaveText(built, {
      timeout: EDITOR_TIMEOUT,
    });
    await expect(page.frameLocator("#preview-pane").getByRole("contentinfo"), name).toBeVisible();
    // The blog's index lists the articles its built page lists, in the same order.
    if (name === "blog") {
      const articleLinks = (root: ParentNode) =>
        [...root.querySelectorAll<HTMLAnchorElement>('main a[href^="/blog/"]')]
          .map((link) => link.getAttribute("href") ?? "")
          .filter((href) => !/^\/blog\/(topic|author|page)\//.test(href) && href !== "/blog/");
      const { document } = parseHTML(fs.readFileSync(path.join(PUBLIC_DIR, "blog", "index.html"), "utf8"));
      const listed = articleLinks(document);
      expect(listed.length).toBeGreaterThan(3);
      await expect
        .poll(() => page.frameLocator("#preview-pane").locator("body").evaluate(articleLinks), {
          timeout: EDITOR_TIMEOUT,
        })
        .toEqual(listed);
    }
    // A legal page's text, drawn from its markdown: its first section's heading as the built page has it.
    if (legal.includes(name)) {
      const { document } = parseHTML(fs.readFileSync(path.join(PUBLIC_DIR, name, "index.html"), "utf8"));
      const heading = document.querySelector("article h2")?.textContent?.trim() ?? "";
      await expect(page.frameLocator("#preview-pane").locator("article h2").first(), name).toHaveText(heading);
    }
    expect(watched.errors).toEqual([]);
  }
  // The site facts, shown on the contact page and in every footer: a new phone number shows as it is typed.
  const site = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "content", "site.json"), "utf8")) as {
    phone: { display: string };
  };
  const { page, watched } = await openScreen(browser, "#/collections/site/entries/site", ignoreFavicon);
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.locator("h1")).toHaveText(readBuiltHeading("/contact/"), { timeout: EDITOR_TIMEOUT });
  await expect(preview.getByRole("contentinfo")).toContainText(site.phone.display);
  await page.locator(`input[value="${site.phone.display}"]`).fill("020 7946 0999");
  await expect(preview.getByRole("contentinfo")).toContainText("020 7946 0999");
  await expect(preview.getByRole("contentinfo")).not.toContainText(site.phone.display);
  expect(watched.errors).toEqual([]);
  // The edit is left unsaved, and a screen with unsaved changes asks before it leaves the entry: the next test
  // opens a screen of its own.
  await page.context().close();
  screen = undefined;
});

test("an experiment previews its page's hero once for each version, with each variant's words as the editor types", async ({
  browser,
}) => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT_DIR, "content", file), "utf8")) as never;
  const experiment: { variants: Array<{ text: string }> } = read("experiments/home-call-to-action.json");
  const home: { hero: { title: string; primaryCta: { label: string } } } = read("pages/home.json");
  const { page, watched } = await openScreen(
    browser,
    "#/collections/experiments/entries/home-call-to-action",
    ignoreFavicon,
  );
  const preview = page.frameLocator("#preview-pane");
  const control = preview.getByRole("region", { name: "The page as it is (control)" });
  const variant = preview.getByRole("region", { name: "Variant book-a-free-call" });
  await expect(control.getByRole("link", { name: home.hero.primaryCta.label })).toBeVisible({
    timeout: EDITOR_TIMEOUT,
  });
  await expect(variant.getByRole("link", { name: experiment.variants[0]!.text })).toBeVisible();
  // Only the field the experiment varies: the heading is the page's in both.
  for (const version of [control, variant]) await expect(version.locator("h1")).toHaveText(home.hero.title);
  // The variants' list starts folded, as lists do: open it (the last list of the entry) to edit the words.
  await page.getByRole("button", { name: "Expand", exact: true }).last().click();
  await page.locator(`input[value="${experiment.variants[0]!.text}"]`).fill("Talk to a Strategist");
  await expect(variant.getByRole("link", { name: "Talk to a Strategist" })).toBeVisible();
  expect(watched.errors).toEqual([]);
  // Left unsaved: the next test opens a screen of its own.
  await page.context().close();
  screen = undefined;
});

test("renaming an article in the screen offers to redirect its old address, and saved, the old address redirects to the new", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const slug = "technical-seo-checklist";
  const file = path.join(repo, "content", "blog", `${slug}.md`);
  const { page, watched } = await openScreen(browser, `#/collections/blog/entries/${slug}`, ignoreFavicon);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(/Technical SEO Checklist/, {
    timeout: EDITOR_TIMEOUT,
  });
  const address = page.getByRole("textbox", { name: "Address (optional)", exact: true });
  // Empty, the article is at its file's name.
  await expect(address).toHaveValue("");
  await expect(address).toHaveAttribute("placeholder", slug);
  await address.fill("seo-checklist");
  await expect(page.getByText(`Saved, the article moves from /blog/${slug}/ to /blog/seo-checklist/.`)).toBeVisible();
  const offer = page.getByRole("checkbox", {
    name: `Redirect the old address, /blog/${slug}/, to the new one`,
    exact: false,
  });
  await expect(offer).toBeChecked();
  // Moved back to its name, there is nothing to offer.
  await address.fill(slug);
  await expect(offer).toHaveCount(0);
  await address.fill("seo-checklist");
  await expect(offer).toBeChecked();

  await publish(page);
  const read = () => fs.readFileSync(file, "utf8");
  await expect.poll(read, { timeout: 20_000 }).toMatch(/^address: "?seo-checklist"?$/m);
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  expect(read()).toMatch(/^formerAddresses:\n\s+- "?\/blog\/technical-seo-checklist"?$/m);
  // The screen shows the article as saved: its old address among its old addresses, and nothing more to offer.
  await expect(page.getByText("1 old address", { exact: true })).toBeVisible({ timeout: EDITOR_TIMEOUT });
  await expect(address).toHaveValue("seo-checklist");
  await expect(offer).toHaveCount(0);
  // The text is as it was.
  const bodyOf = (text: string) => text.slice(text.indexOf("\n---\n", 4));
  expect(bodyOf(read())).toBe(bodyOf(fs.readFileSync(path.join(ROOT_DIR, "content", "blog", `${slug}.md`), "utf8")));

  // The build takes it: the article's page is at its new address, its old one redirects there for good, and the
  // pages that linked to the old address still pass.
  const content = path.join(repo, "content");
  expect(formatProblems(checkContent(content))).toBe("");
  const routes = loadRouteTable(content);
  expect(routes.find((route) => route.contentId === `blog/${slug}`)?.path).toBe("/blog/seo-checklist");
  const checked = readContent(content).files.flatMap((each) => checkedFile(each) ?? []);
  expect(redirectsFile(siteRedirects(checked, routes).map(({ redirect }) => redirect))).toContain(
    `/blog/${slug} /blog/seo-checklist/ 301`,
  );
  expect(watched.errors).toEqual([]);
  expect(watched.cspViolations).toEqual([]);
});

test("a save the build would refuse is refused in the screen, in the content check's words", async ({ browser }) => {
  test.setTimeout(90_000);
  const file = path.join(repo, "content", "services", "seo-content.json");
  const before = fs.readFileSync(file, "utf8");
  const hero = (JSON.parse(before) as { hero: { primaryCta: { href: string } } }).hero;
  const { page } = await openScreen(
    browser,
    "#/collections/services/entries/seo-content",
    (message, url) => ignoreFavicon(message, url) || /persist/i.test(message),
  );
  // Lists start folded, so the first box showing the hero's link is the hero's.
  await page.locator(`input[value="${hero.primaryCta.href}"]`).first().fill("/servics");
  await publish(page);
  await expect(
    page.getByText('field "hero.primaryCta.href" links to /servics, but the site has no page at /servics'),
  ).toBeVisible();
  expect(fs.readFileSync(file, "utf8")).toBe(before);
});

/** A second server on this machine, on another port: it stands in for any page the editor may have open. */
async function anotherSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end('<!doctype html><html lang="en"><title>Another site</title><p>Another site</p></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

test("a page of another origin on this machine can neither read nor write files through the local backend", async ({
  page,
}) => {
  const started = backend;
  if (!started) throw new Error("the local backend has not started");
  const other = await anotherSite();
  try {
    await page.goto(other.url);
    const planted = "content/blog/written-by-another-site.md";
    const attempts = await page.evaluate(
      async ({ url, planted }) => {
        const json = { "Content-Type": "application/json" };
        const write = JSON.stringify({
          action: "persistEntry",
          params: {
            branch: "main",
            entry: { slug: "written-by-another-site", path: planted, raw: "---\ntitle: Planted\n---\nPlanted.\n" },
            assets: [],
            options: { commitMessage: "Planted", useWorkflow: false, status: "draft" },
          },
        });
        const read = JSON.stringify({ action: "getEntry", params: { branch: "main", path: "content/site.json" } });
        const attempt = async (init: RequestInit) => {
          try {
            const answer = await fetch(url, { method: "POST", ...init });
            return `${answer.status} ${await answer.text()}`;
          } catch (error) {
            return `refused (${(error as Error).name})`;
          }
        };
        return [
          await attempt({ headers: json, body: write }),
          await attempt({ headers: json, body: read }),
          // A request the browser sends without asking first; its answer is opaque to the page.
          await attempt({ mode: "no-cors", headers: { "Content-Type": "text/plain" }, body: write }),
        ];
      },
      { url: started.url, planted },
    );
    expect(attempts).toEqual(["refused (TypeError)", "refused (TypeError)", "0 "]);
    expect(fs.existsSync(path.join(repo, planted))).toBe(false);
  } finally {
    await other.stop();
  }
});
