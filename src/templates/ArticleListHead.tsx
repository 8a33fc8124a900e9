import { Seo } from "../components/layout/Seo/Seo";
import type { SeoInput } from "../components/layout/Seo/seoMeta";
import { archiveListing, type ArchivePage, type BlogPostSummary } from "../lib/blog";
import { articlesShownLd } from "../lib/jsonLd";

type JsonLd = NonNullable<SeoInput["jsonLd"]>;

interface ArticleListHeadProps {
  /** The list's title, description and keywords; a later page keeps the keywords, titled by `name` and dates. */
  first: Pick<SeoInput, "title" | "description" | "keywords">;
  /** What a later page of the list is called: "All articles", "SEO articles", "Articles by Ravi Desai". */
  name: string;
  archive: ArchivePage;
  /** The page's articles, newest first. */
  posts: readonly BlogPostSummary[];
  pathname: string;
  /** The first page's own type and JSON-LD, before the list of its articles (an author's profile). */
  firstPage?: { pageType: NonNullable<SeoInput["pageType"]>; jsonLd: JsonLd };
}

/**
 * The head of a list of articles (the blog, a topic, an author) and of each of its later pages: the list's
 * listing, and the articles the page shows as JSON-LD, which is why it is not pageHead.
 */
export function ArticleListHead({ first, name, archive, posts, pathname, firstPage }: ArticleListHeadProps) {
  const isFirst = archive.page === 1;
  const listing = isFirst ? first : { ...first, ...archiveListing(name, archive, posts) };
  const own = isFirst ? firstPage : undefined;
  return (
    <Seo
      {...listing}
      pathname={pathname}
      pageType={own?.pageType ?? "CollectionPage"}
      jsonLd={(context) => [
        ...(own?.jsonLd(context) ?? []),
        { id: "ld-articles", data: articlesShownLd(context.url, context.site.siteUrl, posts) },
      ]}
    />
  );
}
