import type { PreviewProps } from "./decap";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Component, type ReactNode } from "react";
import "../styles/global.scss";
import { Layout } from "../components/layout/Layout/Layout";
import { Hero } from "../components/sections/Hero/Hero";
import { HeroVariantContext, type HeroVariant } from "../components/sections/Hero/heroVariant";
import { authorPath, postPath, relatedPosts, type BlogPostSummary } from "../lib/blog";
import { dayOf } from "../lib/dates";
import { listingFor, pageCount, pathIn, singlePages, type Route } from "../lib/routes";
import { contentTypeFor } from "../lib/schema";
import { routeFor } from "../lib/urls";
import { buildDate } from "../lib/siteAge";
import type { BlogPage } from "../lib/schema/blog";
import { BlogPostView, type BlogArticleExtras } from "../templates/BlogPostView";
import { BlogView, type BlogPageData } from "../templates/BlogView";
import { MarketingPageView, type MarketingPageData } from "../templates/MarketingPageView";
import type { Querier } from "./queried";
import { withoutSource } from "./fileFormats";

/** The entry's fields as typed, without the file's text the screen keeps beside them (./fileFormats.ts). */
export const entryData = (entry: PreviewProps["entry"]): Record<string, unknown> =>
  withoutSource((entry.getIn(["data"]) as { toJS(): Record<string, unknown> }).toJS());

// Previews through the site's own views and styles: a blog article through BlogPostView, the blog's index through
// BlogView (with the articles and topics as its query finds them), a service, campaign or industry page through
// MarketingPageView, each inside the site's Layout, so an editor sees the page as the
// build will draw it. The data is the entry in the screen, shaped as the page query returns it (./queried.ts).

/**
 * While an entry is half written a view may have nothing to show: say what, rather than go blank. Keyed by the
 * entry's data, so the next change tries again.
 */
export class PreviewBoundary extends Component<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};

  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="status">
        <p>The preview will show once the required fields are filled in.</p>
        <p>({this.state.error})</p>
      </div>
    );
  }
}

function image(src: string): IGatsbyImageData {
  return {
    layout: "constrained",
    width: 1200,
    height: 675,
    images: {
      fallback: { src, srcSet: src ? `${src} 1200w` : "", sizes: "(min-width: 1200px) 1200px, 100vw" },
      sources: [],
    },
  };
}

type Article = Record<string, unknown> & { body?: string };

function summary(querier: Querier, slug: string, written: Article, asset: (path: string) => string): BlogPostSummary {
  const data = querier.filled(written);
  const author = querier.file(`people/${String(data.author)}`) as { name?: string; role?: string } | undefined;
  const topic = querier.file(`blog-topics/${String(data.category)}`) as { name?: string } | undefined;
  const text = (value: unknown) =>
    typeof value === "string" ? value : value instanceof Date ? value.toISOString().slice(0, 10) : "";
  // A new article has no date until the editor picks one: the preview shows it as if published today.
  const date = text(data.date).slice(0, 10) || new Date().toISOString().slice(0, 10);
  return {
    slug,
    path: postPath({ slug, address: text(data.address) || undefined }),
    title: text(data.title),
    excerpt: text(data.excerpt),
    author: author?.name ?? "",
    authorRole: author?.role ?? "",
    authorPath: authorPath(String(data.author)),
    date,
    updated: text(data.updated).slice(0, 10) || date,
    readTime: text(data.readTime),
    category: topic?.name ?? "",
    categorySlug: text(data.category),
    featured: data.featured === true,
    image: image(data.image ? asset(text(data.image)) : ""),
    imageAlt: text(data.imageAlt),
  };
}

export function blogPostPreview(querier: Querier, articles: ReadonlyArray<{ slug: string; data: Article }>) {
  return function BlogPostPreview({ entry, getAsset }: PreviewProps) {
    const data = querier.filled(entryData(entry) as Article);
    const slug = String(entry.get("slug") ?? "") || "new-article";
    const asset = (path: string) => getAsset(path)?.toString() ?? "";
    const post = summary(querier, slug, data, asset);
    // As the built page chooses them: the same topic first, then the nearest in date.
    const others = articles
      .filter((article) => article.slug !== slug)
      .map((article) => summary(querier, article.slug, article.data, asset));
    const more = relatedPosts([post, ...others], slug);
    const blog = querier.entry("BlogPage", querier.file("pages/blog")) as BlogPage;
    return (
      <Layout pathname={post.path}>
        <PreviewBoundary key={JSON.stringify(data)}>
          <BlogPostView post={post} markdown={data.body ?? ""} more={more} extras={blog.article as BlogArticleExtras} />
        </PreviewBoundary>
      </Layout>
    );
  };
}

/**
 * The blog's index (content/pages/blog.json): the entry's words around the articles as its page lists them, the
 * featured one first and then the newest, those published by today; the topic tiles count them.
 */
export function blogIndexPreview(querier: Querier, articles: ReadonlyArray<{ slug: string; data: Article }>) {
  return function BlogIndexPreview({ entry, getAsset }: PreviewProps) {
    const data = entryData(entry);
    const asset = (path: string) => getAsset(path)?.toString() ?? "";
    const today = dayOf(buildDate());
    const published = articles
      .map((article) => summary(querier, article.slug, article.data, asset))
      .filter((post) => post.date <= today)
      .sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date));
    const listing = listingFor("pages/blog")!;
    const byTopic = new Map<string, number>();
    for (const post of published) byTopic.set(post.categorySlug, (byTopic.get(post.categorySlug) ?? 0) + 1);
    const topics = querier
      .folder("blog-topics")
      .filter((topic) => byTopic.has(topic.slug))
      .map(({ slug, data: topic }) => ({
        slug,
        ...(querier.entry("BlogTopic", topic) as { name: string; icon: string }),
      }));
    const path = singlePages.find((page) => page.content === "pages/blog")!.path;
    return (
      <Layout pathname={path}>
        <PreviewBoundary key={JSON.stringify(data)}>
          <BlogView
            page={querier.entry("BlogPage", data) as BlogPageData}
            posts={published.slice(0, listing.first)}
            counts={{ total: published.length, byTopic }}
            topics={topics}
            archive={{ page: 1, pages: pageCount(listing, published.length), first: path }}
            pathname={path}
          />
        </PreviewBoundary>
      </Layout>
    );
  };
}

/** Service, campaign and industry pages: `folder` is the collection's folder under content/. */
export function marketingPagePreview(querier: Querier, folder: string) {
  return function MarketingPagePreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    const [collection, ...sub] = folder.split("/");
    const slug = [...sub, String(entry.get("slug") ?? "") || "new-page"].join("/");
    const pathname = pathIn(collection!, slug);
    return (
      <Layout pathname={pathname}>
        <PreviewBoundary key={JSON.stringify(data)}>
          <MarketingPageView page={querier.entry("MarketingPage", data) as MarketingPageData} />
        </PreviewBoundary>
      </Layout>
    );
  };
}

/** An experiment's versions, as the Worker serves them: the control, then each variant. */
function versionsOf(data: Record<string, unknown>): Array<{ label: string; text?: string }> {
  const variants = Array.isArray(data.variants) ? (data.variants as Array<{ id?: unknown; text?: unknown }>) : [];
  return [
    { label: "The page as it is (control)" },
    ...variants.map((variant) => ({ label: `Variant ${String(variant.id ?? "")}`, text: String(variant.text ?? "") })),
  ];
}

/**
 * An experiment (content/experiments/): the hero of its first page once for each version, the control's words and
 * then each variant's in the field it varies, as visitors will see them (src/components/sections/Hero/heroVariant.ts).
 */
export function experimentPreview(querier: Querier, routes: readonly Route[]) {
  return function ExperimentPreview({ entry }: PreviewProps) {
    const data = entryData(entry);
    const page = Array.isArray(data.pages) ? String(data.pages[0] ?? "") : "";
    const route = routeFor(page, routes);
    const type = route && (contentTypeFor(`${route.contentId}.json`) ?? contentTypeFor(`${route.contentId}.md`));
    const hero =
      type && (querier.entry(type, querier.file(route.contentId)) as { hero?: Queries.HeroFieldsFragment }).hero;
    if (!route || !hero) {
      return <p role="status">The preview shows the page&apos;s hero once Pages names a page that has one.</p>;
    }
    const field = String(data.field ?? "") as HeroVariant["field"];
    return (
      <Layout pathname={route.path}>
        <PreviewBoundary key={JSON.stringify(data)}>
          {versionsOf(data).map((version) => (
            <section key={version.label} aria-label={version.label}>
              <p style={{ margin: 0, padding: "0.5rem 1rem", background: "#0f172a", color: "#fff", fontWeight: 700 }}>
                {version.label}
              </p>
              <HeroVariantContext.Provider
                value={version.text === undefined ? undefined : { field, text: version.text }}
              >
                <Hero hero={hero} />
              </HeroVariantContext.Provider>
            </section>
          ))}
        </PreviewBoundary>
      </Layout>
    );
  };
}
