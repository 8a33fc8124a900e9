import { blogIndexPath, splitPosts, topicTiles, type BlogPostSummary } from "../lib/blog";
import { BlogCard } from "../components/blog/BlogCards/BlogCard";
import { BlogCards } from "../components/blog/BlogCards/BlogCards";
import { LoadMore } from "../components/blog/BlogCards/LoadMore";
import { BlogCategories } from "../components/blog/BlogCategories/BlogCategories";
import { FreeResources } from "../components/blog/FreeResources/FreeResources";
import { Hero } from "../components/sections/Hero/Hero";
import { NewsletterSignup } from "../components/forms/NewsletterSignup/NewsletterSignup";
import { introOf, Section } from "../components/ui/Section/Section";

export type BlogPageData = NonNullable<Queries.BlogPageQuery["page"]>;

/** The blog index, in SPEC order: featured article, topics, latest six, resources, newsletter. */
export function BlogView({
  page,
  posts,
  topics,
}: {
  page: BlogPageData;
  posts: readonly BlogPostSummary[];
  topics: readonly Queries.BlogTopicTileFieldsFragment[];
}) {
  const { featured, latest } = splitPosts(posts);
  const { categories, resources, newsletter } = page;
  return (
    <>
      <Hero hero={page.hero} />
      <Section {...introOf(page.featured, { id: "featured" })}>
        <BlogCard post={featured} featured />
      </Section>
      <Section {...introOf(categories, { id: "topics" })} tone="alt">
        <BlogCategories tiles={topicTiles(categories.allPosts, topics, posts)} currentPath={blogIndexPath} />
      </Section>
      <Section {...introOf(page.latest, { id: "latest" })}>
        <BlogCards posts={latest} />
        <LoadMore label={page.latest.loadMoreLabel} note={page.latest.loadMoreNote} />
      </Section>
      <Section {...introOf(resources, { id: "free-resources" })} tone="alt">
        <FreeResources items={resources.items} />
      </Section>
      <NewsletterSignup newsletter={newsletter} />
    </>
  );
}
