import type { Article, ItemList, WithContext } from "schema-dts";
import { canonicalUrl } from "../urls";
import { CONTEXT, ldIds } from "./core";
import type { SiteIdentity } from "./site";

// The blog: each article, and the list of articles on the blog index.

export const articleId = (url: string) => `${url}#article`;

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
  author: { name: string; jobTitle: string };
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
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.jobTitle,
      // The About page introduces the team.
      url: `${canonicalUrl(site.siteUrl, "/about")}#team`,
      worksFor: { "@id": ldIds.organization(site.siteUrl) },
    },
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
