import { articleCount, blogCopy, postsOfTopic, topicPath, topicTiles, type BlogPostSummary } from "../lib/blog";
import { templateSections } from "../lib/anchors";
import { BlogCards } from "../components/blog/BlogCards/BlogCards";
import { BlogCategories } from "../components/blog/BlogCategories/BlogCategories";
import { Breadcrumbs } from "../components/layout/Breadcrumbs/Breadcrumbs";
import * as styles from "../components/blog/Article/Article.module.scss";
import { Container, Section } from "../components/ui/Section/Section";

export type BlogTopicData = NonNullable<Queries.BlogTopicPageQuery["topic"]>;
type Categories = NonNullable<Queries.BlogTopicPageQuery["blog"]>["categories"];

const sections = templateSections.BlogTopicTemplate;

/** A blog topic: breadcrumb, the topic's name and description, its articles newest first, then every topic. */
export function BlogTopicView({
  topic,
  posts,
  topics,
  categories,
  pathname,
}: {
  topic: BlogTopicData;
  posts: readonly BlogPostSummary[];
  topics: readonly Queries.BlogTopicTileFieldsFragment[];
  categories: Categories;
  pathname: string;
}) {
  const own = postsOfTopic(posts, topic.slug);
  return (
    <>
      <header className={styles.header}>
        <Container className={styles.narrow}>
          <Breadcrumbs pathname={pathname} />
          <h1 id="page-title" className={styles.title}>
            {topic.name}
          </h1>
          <p className={styles.lead}>{topic.description}</p>
        </Container>
      </header>
      <Section
        id={sections.articles}
        title={`${blogCopy.topicArticles} ${topic.name}`}
        lead={own.length > 1 ? `${articleCount(own.length)}, ${blogCopy.newestFirst}.` : `${articleCount(own.length)}.`}
      >
        <BlogCards posts={own} />
      </Section>
      <Section id={sections.topics} title={categories.title} tone="alt">
        <BlogCategories tiles={topicTiles(categories.allPosts, topics, posts)} currentPath={topicPath(topic.slug)} />
      </Section>
    </>
  );
}
