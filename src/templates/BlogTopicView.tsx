import {
  blogCopy,
  topicPath,
  topicTiles,
  type ArchivePage,
  type ArticleCounts,
  type BlogPostSummary,
} from "../lib/blog";
import { templateSections } from "../lib/anchors";
import { BlogCategories } from "../components/blog/BlogCategories/BlogCategories";
import { ArchiveHeader, ArticleList } from "../components/blog/ArticleList/ArticleList";
import { Section } from "../components/ui/Section/Section";

export type BlogTopicData = NonNullable<Queries.BlogTopicPageQuery["topic"]>;
type Categories = NonNullable<Queries.BlogTopicPageQuery["blog"]>["categories"];

const sections = templateSections.BlogTopicTemplate;

/** A blog topic: breadcrumb, the topic's name and description, a page of its articles newest first, then every topic. */
export function BlogTopicView({
  topic,
  posts,
  counts,
  topics,
  categories,
  archive,
  pathname,
}: {
  topic: BlogTopicData;
  /** This page's articles of the topic, newest first. */
  posts: readonly BlogPostSummary[];
  counts: ArticleCounts;
  topics: readonly Queries.BlogTopicTileFieldsFragment[];
  categories: Categories;
  archive: ArchivePage;
  pathname: string;
}) {
  return (
    <>
      <ArchiveHeader pathname={pathname} title={topic.name} lead={topic.description} />
      <ArticleList
        title={`${blogCopy.topicArticles} ${topic.name}`}
        total={counts.byTopic.get(topic.slug) ?? posts.length}
        posts={posts}
        archive={archive}
      />
      <Section id={sections.topics} title={categories.title} tone="alt">
        <BlogCategories tiles={topicTiles(categories.allPosts, topics, counts)} currentPath={topicPath(topic.slug)} />
      </Section>
    </>
  );
}
