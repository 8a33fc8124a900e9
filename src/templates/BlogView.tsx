import {
  blogCopy,
  blogIndexPath,
  splitPosts,
  topicTiles,
  type ArchivePage,
  type ArticleCounts,
  type BlogPostSummary,
} from "../lib/blog";
import { BlogCard } from "../components/blog/BlogCards/BlogCard";
import { BlogCards } from "../components/blog/BlogCards/BlogCards";
import { LoadMore } from "../components/blog/BlogCards/LoadMore";
import { BlogCategories } from "../components/blog/BlogCategories/BlogCategories";
import { ArchiveHeader, ArticleList } from "../components/blog/ArticleList/ArticleList";
import { FreeResources } from "../components/blog/FreeResources/FreeResources";
import { Hero } from "../components/sections/Hero/Hero";
import { NewsletterSignup } from "../components/forms/NewsletterSignup/NewsletterSignup";
import { introOf, Section } from "../components/ui/Section/Section";
import { templateSections } from "../lib/anchors";

export type BlogPageData = NonNullable<Queries.BlogPageQuery["page"]>;

const sections = templateSections.BlogTemplate;

interface BlogViewProps {
  page: BlogPageData;
  /** This page's articles: on the first, the featured one and the six latest; on the others, twelve older ones. */
  posts: readonly BlogPostSummary[];
  counts: ArticleCounts;
  topics: readonly Queries.BlogTopicTileFieldsFragment[];
  archive: ArchivePage;
  pathname: string;
}

/**
 * The blog index, in SPEC order: featured article, topics, latest six with 'Load More Articles' (a link to page 2),
 * resources, newsletter. Its later pages list every other article, twelve a page, newest first, then the topics.
 */
export function BlogView({ page, posts, counts, topics, archive, pathname }: BlogViewProps) {
  const { categories, resources, newsletter } = page;
  const tiles = <BlogCategories tiles={topicTiles(categories.allPosts, topics, counts)} currentPath={blogIndexPath} />;
  if (archive.page > 1) {
    return (
      <>
        <ArchiveHeader pathname={pathname} title={blogCopy.allArticles} lead={page.hero.lead} />
        <ArticleList title={blogCopy.allArticles} total={counts.total} posts={posts} archive={archive} />
        <Section {...introOf(categories, { id: sections.topics })} tone="alt">
          {tiles}
        </Section>
      </>
    );
  }
  const { featured, latest } = splitPosts(posts);
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(page.featured, { id: sections.featured })}>
        <BlogCard post={featured} featured />
      </Section>
      <Section {...introOf(categories, { id: sections.topics })} tone="alt">
        {tiles}
      </Section>
      <Section {...introOf(page.latest, { id: sections.latest })}>
        <BlogCards posts={latest} />
        <LoadMore label={page.latest.loadMoreLabel} archive={archive} />
      </Section>
      <Section {...introOf(resources, { id: sections.freeResources })} tone="alt">
        <FreeResources items={resources.items} />
      </Section>
      <NewsletterSignup newsletter={newsletter} />
    </>
  );
}
