import fs from "node:fs";
import path from "node:path";
import site from "../../content/site.json";
import { loadRouteTable } from "../../gatsby/content/readContent";
import { collections } from "../../src/lib/routes";
import { escapeRegExp } from "../../src/lib/text";
import { canonicalUrl, withTrailingSlash } from "../../src/lib/urls";
import { documentFor, jsonLdBlocks, metaContent, PUBLIC_DIR } from "../helpers/builtSite";
import { articleFiles, newestFirst, topicFiles } from "../helpers/blogFixtures";
import { CONTENT_DIR } from "../helpers/paths";

const routes = loadRouteTable();

// The built blog in public/: run after `gatsby build`.

const siteUrl = (process.env.SITE_URL ?? site.siteUrl).replace(/\/+$/, "");
const articles = articleFiles();
const articleRoutes = routes.filter((route) => route.template === "BlogPostTemplate");
// The topics of content/blog-topics/; those an article is filed under have a page.
const topics = topicFiles();
const articlesOf = (slug: string) => newestFirst(articles.filter(({ data }) => data.category === slug));
const filedTopics = topics.filter((topic) => articlesOf(topic.slug).length > 0);
/** How many articles a topic's or an author's first page shows, as the route table pages them. */
const firstPageOf = (folder: string) => collections.find((collection) => collection.folder === folder)!.lists!.first;
/** The people the articles name as their author. */
const writers = [...new Set(articles.map(({ data }) => String(data.author)))].sort();

/** A URL of this site points at a file that exists in public/. */
const existsInPublic = (url: string) =>
  url.startsWith(`${siteUrl}/`) && fs.existsSync(path.join(PUBLIC_DIR, url.slice(siteUrl.length)));

const images = (root: ParentNode) => [...root.querySelectorAll("img")];

/** An author's name, from their file in content/people/. */
const personName = (slug: string) =>
  (JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "people", `${slug}.json`), "utf8")) as { name: string }).name;

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

describe.each(articles)("/blog/$slug/", ({ slug, data }) => {
  const urlPath = `/blog/${slug}/`;
  const url = canonicalUrl(siteUrl, urlPath);
  const document = () => documentFor(urlPath);
  const article = () => {
    const element = document().querySelector('main article[aria-labelledby="page-title"]');
    if (!element) throw new Error(`${urlPath} has no article element`);
    return element;
  };

  it("has a route and a prerendered page", () => {
    expect(articleRoutes.map((route) => route.path)).toContain(`/blog/${slug}`);
    expect(fs.existsSync(path.join(PUBLIC_DIR, urlPath, "index.html"))).toBe(true);
  });

  it("has the article title as its one h1 and in its title, and a canonical to itself", () => {
    const h1s = document().querySelectorAll("h1");
    expect(h1s).toHaveLength(1);
    expect(h1s[0]?.textContent).toBe(data.title);
    expect(document().title).toBe(`${String(data.title)} | ${site.brand}`);
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
    expect(metaContent(document(), 'meta[name="description"]')).toBe(data.excerpt);
  });

  it("is an article to Open Graph, sharing its processed cover image", () => {
    expect(metaContent(document(), 'meta[property="og:type"]')).toBe("article");
    const image = metaContent(document(), 'meta[property="og:image"]') ?? "";
    // The cover, processed to the share card's size, under its own file name (articles may share one).
    const cover = escapeRegExp(path.basename(String(data.image)));
    expect(image).toMatch(new RegExp(`^${escapeRegExp(siteUrl)}/static/.+/${cover}$`));
    expect(existsInPublic(image)).toBe(true);
    expect(metaContent(document(), 'meta[property="og:image:width"]')).toBe("1200");
    expect(metaContent(document(), 'meta[property="og:image:height"]')).toBe("630");
    expect(metaContent(document(), 'meta[property="og:image:alt"]')).toBe(data.imageAlt);
    expect(metaContent(document(), 'meta[property="article:published_time"]')).toBe(data.date);
  });

  it("has Article JSON-LD with headline, author, dates, image, publisher and main entity", () => {
    const ld = jsonLdBlocks(document()).find((block) => block.data["@type"] === "Article")?.data;
    expect(ld).toMatchObject({
      "@id": `${url}#article`,
      headline: data.title,
      datePublished: data.date,
      dateModified: data.updated ?? data.date,
      author: { "@type": "Person", name: personName(String(data.author)) },
      publisher: { "@id": `${siteUrl}/#organization` },
      mainEntityOfPage: { "@id": `${url}#webpage` },
    });
    const images = ld?.image;
    expect(Array.isArray(images) && images.length > 0).toBe(true);
    for (const image of images as string[]) expect(existsInPublic(image)).toBe(true);
  });

  it("shows the breadcrumb Home / Blog / title, naming the same pages as the BreadcrumbList", () => {
    const visible = [...document().querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
    expect(visible).toEqual(["Home", "Blog", data.title]);
    const list = jsonLdBlocks(document()).find((block) => block.data["@type"] === "BreadcrumbList")?.data;
    const items = (list?.itemListElement ?? []) as Array<{ name: string; item: string }>;
    expect(items.map((item) => item.name)).toEqual(visible);
    expect(items.map((item) => item.item)).toEqual([canonicalUrl(siteUrl, "/"), canonicalUrl(siteUrl, "/blog"), url]);
  });

  it("shows its cover as an <img> with width, height, the alt text from front matter and high priority", () => {
    const header = article().querySelector("header");
    const [cover, ...others] = header ? images(header) : [];
    expect(others).toHaveLength(0);
    expect(cover?.getAttribute("alt")).toBe(data.imageAlt);
    expect(Number(cover?.getAttribute("width"))).toBeGreaterThan(0);
    expect(Number(cover?.getAttribute("height"))).toBeGreaterThan(0);
    expect(cover?.getAttribute("loading")).toBe("eager");
    expect(cover?.getAttribute("fetchpriority")).toBe("high");
    const src = cover?.getAttribute("src") ?? "";
    expect(fs.existsSync(path.join(PUBLIC_DIR, src))).toBe(true);
  });

  it("ends with up to three related articles: its topic's first, then the nearest in date, never itself", () => {
    const others = articles
      .filter((other) => other.slug !== slug)
      .map((other) => ({
        slug: other.slug,
        sameTopic: other.data.category === data.category,
        distance: Math.abs(Date.parse(String(other.data.date)) - Date.parse(String(data.date))),
        date: String(other.data.date),
      }))
      .sort(
        (a, b) => Number(b.sameTopic) - Number(a.sameTopic) || a.distance - b.distance || b.date.localeCompare(a.date),
      );
    const related = [...document().querySelectorAll("#more-articles article h3 a")].map((a) => a.getAttribute("href"));
    expect(related).toEqual(others.slice(0, 3).map((other) => `/blog/${other.slug}/`));
  });

  it("opens with a contents list linking to each of its sections, when it has three or more", () => {
    const headings = [...article().querySelectorAll("h2[id]")].filter((h2) => h2.id !== "contents-title");
    const contents = [...article().querySelectorAll('nav[aria-labelledby="contents-title"] a')];
    if (headings.length < 3) {
      expect(contents).toHaveLength(0);
      return;
    }
    expect(contents.map((a) => [a.getAttribute("href"), a.textContent])).toEqual(
      headings.map((h2) => [`#${h2.id}`, h2.textContent]),
    );
  });

  it("has 600 or more words of body text", () => {
    const header = article().querySelector("header")?.textContent ?? "";
    const all = article().textContent ?? "";
    expect(wordCount(all) - wordCount(header)).toBeGreaterThanOrEqual(600);
  });
});

/** The articles in the order the blog's pages list them: the featured one, then the others newest first. */
const archiveOrder = [...articles].sort(
  (a, b) =>
    Number(b.data.featured === true) - Number(a.data.featured === true) ||
    String(b.data.date).localeCompare(String(a.data.date)),
);
/** The blog's pages, from the route table: /blog/, then /blog/page/2 and on. */
const blogPages = routes.filter((route) => route.template === "BlogTemplate");
/** The links of the article cards on a page, in order (the featured card included). */
const articleCardLinks = (document: Document) =>
  [...document.querySelectorAll("main article h3 a")].map((a) => a.getAttribute("href"));

describe("/blog/", () => {
  const document = () => documentFor("/blog/");

  it("shows the featured article and the six latest, and links to the next page with Load More Articles", () => {
    expect(articleCardLinks(document())).toEqual(archiveOrder.slice(0, 7).map(({ slug }) => `/blog/${slug}/`));
    const loadMore = [...document().querySelectorAll("#latest a")].find((a) => a.textContent === "Load More Articles");
    expect(loadMore?.getAttribute("href")).toBe("/blog/page/2/");
    expect(document().querySelector('link[rel="next"]')?.getAttribute("href")).toBe(
      canonicalUrl(siteUrl, "/blog/page/2/"),
    );
  });

  it("lists the articles it shows in its JSON-LD, featured first", () => {
    const list = jsonLdBlocks(document()).find((block) => block.data["@type"] === "ItemList")?.data;
    const urls = ((list?.itemListElement ?? []) as Array<{ url: string }>).map((item) => item.url);
    expect(urls).toEqual(archiveOrder.slice(0, 7).map(({ slug }) => canonicalUrl(siteUrl, `/blog/${slug}`)));
  });

  it("gives every card image an alt text and lazy loading", () => {
    const cards = [...document().querySelectorAll("main article")].flatMap(images);
    expect(cards).toHaveLength(Math.min(articles.length, 7));
    for (const image of cards) {
      expect(image.getAttribute("alt")?.length).toBeGreaterThan(0);
      expect(image.getAttribute("loading")).toBe("lazy");
      expect(Number(image.getAttribute("width"))).toBeGreaterThan(0);
    }
  });

  it("prerenders the newsletter box outside any form", () => {
    const email = document().querySelector('input[type="email"]');
    expect(email?.closest("form")).toBeNull();
    expect(document().querySelector(`label[for="${email?.id ?? ""}"]`)?.textContent).toBe("Email address");
  });

  it("is in the sitemap with every page of the archive, every article, every topic page and every author page", () => {
    const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8");
    const pages = [
      ...blogPages.map((route) => route.path),
      ...articles.map(({ slug }) => `/blog/${slug}`),
      ...filedTopics.map(({ slug }) => `/blog/topic/${slug}`),
      ...writers.map((slug) => `/blog/author/${slug}`),
    ];
    for (const pathname of pages) {
      expect(sitemap).toContain(`<loc>${canonicalUrl(siteUrl, withTrailingSlash(pathname))}</loc>`);
    }
  });
});

describe("the blog's pages", () => {
  it("list every article once between them, in order: featured first, then newest first, twelve a page", () => {
    expect(blogPages.length).toBeGreaterThan(1);
    const shown = blogPages.map((route) => articleCardLinks(documentFor(withTrailingSlash(route.path))));
    expect(shown.flat()).toEqual(archiveOrder.map(({ slug }) => `/blog/${slug}/`));
    expect(shown.slice(1).every((links, i) => links.length === 12 || i === shown.length - 2)).toBe(true);
  });

  it.each(blogPages.slice(1))("$path is its own page: canonical, title, breadcrumb, prev and next", (route) => {
    const document = documentFor(withTrailingSlash(route.path));
    const { page, pages } = route.archive!;
    expect(route.path).toBe(`/blog/page/${page}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      canonicalUrl(siteUrl, withTrailingSlash(route.path)),
    );
    expect(metaContent(document, 'meta[name="robots"]')).toMatch(/^index, follow/);
    expect(document.title).toBe(`All articles, page ${page} of ${pages} | ${site.brand}`);
    const previous = page === 2 ? "/blog/" : `/blog/page/${page - 1}/`;
    expect(document.querySelector('link[rel="prev"]')?.getAttribute("href")).toBe(canonicalUrl(siteUrl, previous));
    expect(document.querySelector('link[rel="next"]')?.getAttribute("href") ?? null).toBe(
      page < pages ? canonicalUrl(siteUrl, `/blog/page/${page + 1}/`) : null,
    );
    const crumbs = [...document.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
    expect(crumbs).toEqual(["Home", "Blog", `Page ${page}`]);
    const nav = document.querySelector('nav[aria-label="Pages of articles"]');
    expect(nav?.querySelector('[aria-current="page"]')?.textContent).toBe(`Page ${page}`);
    expect(nav?.querySelector('a[rel="prev"]')?.getAttribute("href")).toBe(previous);
  });
});

// ---- Authors: a page for each person who writes ----

describe.each(writers)("/blog/author/%s/", (slug) => {
  const urlPath = `/blog/author/${slug}/`;
  const url = canonicalUrl(siteUrl, urlPath);
  const document = () => documentFor(urlPath);
  const person = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "people", `${slug}.json`), "utf8")) as {
    name: string;
    role: string;
    expertise: string[];
  };
  const theirs = newestFirst(articles.filter(({ data }) => data.author === slug));

  it("shows who they are: name as the one h1, role, bio and expertise", () => {
    expect([...document().querySelectorAll("h1")].map((h1) => h1.textContent)).toEqual([person.name]);
    const header = document().querySelector("main header")?.textContent ?? "";
    expect(header).toContain(person.role);
    for (const skill of person.expertise) expect(header).toContain(skill);
  });

  it("lists their newest articles on their first page", () => {
    const shown = theirs.slice(0, firstPageOf("people"));
    expect(cardLinks(document())).toEqual(shown.map((article) => `/blog/${article.slug}/`));
  });

  it("is the Person each of their articles names as its author, by the same @id", () => {
    const own = jsonLdBlocks(document()).find((block) => block.data["@type"] === "Person")?.data;
    expect(own).toMatchObject({ "@id": `${url}#person`, name: person.name, jobTitle: person.role, url });
    for (const article of theirs) {
      const page = documentFor(`/blog/${article.slug}/`);
      const ld = jsonLdBlocks(page).find((block) => block.data["@type"] === "Article")?.data;
      expect((ld?.author as { "@id": string })["@id"]).toBe(own?.["@id"]);
      const byline = [...page.querySelectorAll("main header a")].find((a) => a.textContent === person.name);
      expect(byline?.getAttribute("href")).toBe(urlPath);
    }
  });
});

it("links each member of the About page's team who writes to their author page, and no one else", () => {
  const names = [...documentFor("/about/").querySelectorAll("#team h3")];
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const slug = writers.find((writer) => personName(writer) === name.textContent);
    expect([name.textContent, name.querySelector("a")?.getAttribute("href") ?? null]).toEqual([
      name.textContent,
      slug ? `/blog/author/${slug}/` : null,
    ]);
  }
});

it("gives no page to a person who writes nothing", () => {
  const people = fs.readdirSync(path.join(CONTENT_DIR, "people")).map((file) => file.replace(/\.json$/, ""));
  const built = fs.readdirSync(path.join(PUBLIC_DIR, "blog", "author")).sort();
  expect(built).toEqual(writers);
  expect(people.length).toBeGreaterThan(writers.length);
});

// ---- Topics: one page each while an article is filed under it ----

/** What a topic tile shows: its link's name and address, and its count. */
function tilesOf(document: Document) {
  const section = document.getElementById("topics");
  if (!section) throw new Error("no #topics section");
  return [...section.querySelectorAll("li")].map((tile) => ({
    name: tile.querySelector("a")?.textContent,
    href: tile.querySelector("a")?.getAttribute("href"),
    count: Number(/^(\d+) articles?$/.exec(tile.querySelector("a ~ span")?.textContent ?? "")?.[1]),
  }));
}

/** The article cards of a topic page's list, as their links. */
const cardLinks = (document: Document) =>
  [...document.querySelectorAll("#articles article h3 a")].map((a) => a.getAttribute("href"));

describe("/blog/ topic tiles", () => {
  const tiles = () => tilesOf(documentFor("/blog/"));

  it("shows All Posts first, counting every article, leading to the blog index", () => {
    expect(tiles()[0]).toEqual({ name: "All Posts", href: "/blog/", count: articles.length });
  });

  it("shows one tile per topic with articles, leading to its page, counting its articles in content and on its page", () => {
    const shown = tiles().slice(1);
    expect(shown.map((tile) => tile.href).sort()).toEqual(filedTopics.map(({ slug }) => `/blog/topic/${slug}/`).sort());
    for (const tile of shown) {
      const topic = filedTopics.find(({ slug }) => tile.href === `/blog/topic/${slug}/`)!;
      expect([tile.name, tile.count]).toEqual([topic.name, articlesOf(topic.slug).length]);
      expect([tile.name, cardLinks(documentFor(tile.href!)).length]).toEqual([
        tile.name,
        Math.min(tile.count, firstPageOf("blog-topics")),
      ]);
    }
    expect(shown.reduce((sum, tile) => sum + tile.count, 0)).toBe(articles.length);
  });

  it("builds no page for a topic without articles", () => {
    for (const topic of topics.filter((candidate) => !filedTopics.includes(candidate))) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, "blog", "topic", topic.slug, "index.html"))).toBe(false);
    }
  });
});

describe.each(filedTopics)("/blog/topic/$slug/", ({ slug, name, description }) => {
  const urlPath = `/blog/topic/${slug}/`;
  const url = canonicalUrl(siteUrl, urlPath);
  const document = () => documentFor(urlPath);
  const seo = () =>
    (
      JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "blog-topics", `${slug}.json`), "utf8")) as {
        seo: { title: string; description: string };
      }
    ).seo;

  it("lists its newest articles on its first page, as the blog's cards", () => {
    const shown = articlesOf(slug).slice(0, firstPageOf("blog-topics"));
    expect(cardLinks(document())).toEqual(shown.map((article) => `/blog/${article.slug}/`));
    for (const card of document().querySelectorAll("#articles article")) {
      expect(card.querySelector("img")?.getAttribute("alt")?.length).toBeGreaterThan(0);
    }
  });

  it("has the topic's name as its one h1 and its description as the lead", () => {
    const h1s = document().querySelectorAll("h1");
    expect([...h1s].map((h1) => h1.textContent)).toEqual([name]);
    expect(h1s[0]?.nextElementSibling?.textContent).toBe(description);
  });

  it("has its own title, description and a canonical to itself", () => {
    expect(document().title).toBe(`${seo().title} | ${site.brand}`);
    expect(metaContent(document(), 'meta[name="description"]')).toBe(seo().description);
    expect(document().querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
  });

  it("shows the breadcrumb Home / Blog / topic, naming the same pages as the BreadcrumbList", () => {
    const visible = [...document().querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => li.textContent);
    expect(visible).toEqual(["Home", "Blog", name]);
    const list = jsonLdBlocks(document()).find((block) => block.data["@type"] === "BreadcrumbList")?.data;
    const items = (list?.itemListElement ?? []) as Array<{ name: string; item: string }>;
    expect(items.map((item) => item.item)).toEqual([canonicalUrl(siteUrl, "/"), canonicalUrl(siteUrl, "/blog"), url]);
  });

  it("is a CollectionPage with an ItemList of its articles, newest first, as the blog index is", () => {
    const blocks = jsonLdBlocks(document()).map((block) => block.data);
    const indexTypes = jsonLdBlocks(documentFor("/blog/")).map((block) => block.data["@type"]);
    expect(blocks.map((block) => block["@type"])).toEqual(indexTypes);
    const page = blocks.find((block) => block["@type"] === "CollectionPage");
    expect(page?.["@id"]).toBe(`${url}#webpage`);
    const list = blocks.find((block) => block["@type"] === "ItemList");
    expect(list?.["@id"]).toBe(`${url}#articles`);
    const entries = (list?.itemListElement ?? []) as Array<{ url: string; name: string; position: number }>;
    expect(entries).toEqual(
      articlesOf(slug)
        .slice(0, firstPageOf("blog-topics"))
        .map((article, index) => ({
          "@type": "ListItem",
          position: index + 1,
          url: canonicalUrl(siteUrl, `/blog/${article.slug}`),
          name: article.data.title,
        })),
    );
  });

  it("shows every topic's tile, itself marked as the current page", () => {
    const tiles = tilesOf(document());
    expect(tiles).toEqual(tilesOf(documentFor("/blog/")));
    const current = document().querySelector('#topics a[aria-current="page"]');
    expect(current?.getAttribute("href")).toBe(urlPath);
  });
});
