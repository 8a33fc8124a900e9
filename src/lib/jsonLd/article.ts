import type { Article, ItemList, Person, WithContext } from "schema-dts";
import { canonicalUrl } from "../urls";
import { CONTEXT, ldIds } from "./core";
import type { SiteIdentity } from "./site";

// The blog: each article, and the list of articles on the blog index.

export const articleId = (url: string) => `${url}#article`;

/** An author's @id: their page's canonical URL with #person, so every article and their page name one person. */
export const personId = (authorUrl: string) => `${authorUrl}#person`;

/** A writer: their name and role, and the canonical URL of their author page. */
export interface AuthorIdentity {
  name: string;
  jobTitle: string;
  url: string;
}

/** The Person an article names as its author, and their own page describes. */
function personOf(site: SiteIdentity, author: AuthorIdentity) {
  return {
    "@type": "Person" as const,
    "@id": personId(author.url),
    name: author.name,
    jobTitle: author.jobTitle,
    url: author.url,
    worksFor: { "@id": ldIds.organization(site.siteUrl) },
  };
}

/** An author's page: who they are, what they know about, and (ProfilePage's mainEntity) the person themselves. */
export function personLd(
  site: SiteIdentity,
  author: AuthorIdentity & { description?: string | null; knowsAbout?: readonly string[] | null },
): WithContext<Person> {
  return {
    "@context": CONTEXT,
    ...personOf(site, author),
    ...(author.description && { description: author.description }),
    ...(author.knowsAbout && { knowsAbout: [...author.knowsAbout] }),
    mainEntityOfPage: { "@id": ldIds.webPage(author.url) },
  };
}

export interface ArticleIdentity {
  /** Canonical URL of the article page. */
  url: string;
  headline: string;
  description: string;
  /** Absolute URLs of the cover image, in one or more sizes. */
  images: readonly string[];
  /** ISO dates. */
  datePublished: string;
  dateModified: string;
  author: AuthorIdentity;
  section: string;
}

export function articleLd(site: SiteIdentity, article: ArticleIdentity): WithContext<Article> {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    "@id": articleId(article.url),
    headline: article.headline,
    description: article.description,
    image: [...article.images],
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: personOf(site, article.author),
    publisher: { "@id": ldIds.organization(site.siteUrl) },
    mainEntityOfPage: { "@id": ldIds.webPage(article.url) },
    articleSection: article.section,
    inLanguage: "en-GB",
  };
}

/** A list page's articles (the blog index, a topic), in the order it shows them: articleListLd from their paths. */
export function articlesShownLd(
  pageUrl: string,
  siteUrl: string,
  posts: ReadonlyArray<{ path: string; title: string }>,
): WithContext<ItemList> {
  return articleListLd(
    pageUrl,
    posts.map((post) => ({ url: canonicalUrl(siteUrl, post.path), name: post.title })),
  );
}

/** The articles a list page shows, in order, each by its canonical URL. */
export function articleListLd(
  pageUrl: string,
  items: ReadonlyArray<{ url: string; name: string }>,
): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    "@id": `${pageUrl}#articles`,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: item.url,
      name: item.name,
    })),
  };
}
