import { postPath } from "../src/lib/blog";
import { canonicalUrl } from "../src/lib/urls";

// The blog's RSS 2.0 feed: the latest FEED_SIZE articles, newest first, with its full title, excerpt, date, author, category and
// absolute link. Readers and aggregators subscribe to it; every page's head points at it (the Seo component).

export interface FeedArticle {
  slug: string;
  address?: string;
  title: string;
  excerpt: string;
  /** YYYY-MM-DD */
  date: string;
  author: string;
  category: string;
}

export interface FeedSite {
  brand: string;
  siteUrl: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);

/** How many articles the feed carries: readers fetch it often, and the archive pages list the older ones. */
export const FEED_SIZE = 20;

/** A YYYY-MM-DD date as RSS writes dates (RFC 822), at midnight UTC. */
export const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

export function rssFeed(
  articles: readonly FeedArticle[],
  site: FeedSite,
  channel: { description: string; feedPath: string },
): string {
  const newestFirst = [...articles]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .slice(0, FEED_SIZE);
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  const items = newestFirst.map((article) => {
    const link = canonicalUrl(site.siteUrl, postPath(article));
    return [
      "    <item>",
      `      ${element("title", article.title)}`,
      `      ${element("link", link)}`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      ${element("description", article.excerpt)}`,
      `      ${element("pubDate", rfc822(article.date))}`,
      `      ${element("dc:creator", article.author)}`,
      `      ${element("category", article.category)}`,
      "    </item>",
    ].join("\n");
  });
  const blog = canonicalUrl(site.siteUrl, "/blog");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    ${element("title", `${site.brand} blog`)}`,
    `    ${element("link", blog)}`,
    `    ${element("description", channel.description)}`,
    "    <language>en-gb</language>",
    ...(newestFirst[0] ? [`    ${element("lastBuildDate", rfc822(newestFirst[0].date))}`] : []),
    `    <atom:link href="${escapeXml(new URL(channel.feedPath, site.siteUrl).href)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
