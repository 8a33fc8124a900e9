import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArticleListHead } from "./ArticleListHead";
import { BlogTopicView } from "./BlogTopicView";
import { articleCounts, blogPostSummary, type ArchivePage } from "../lib/blog";
import { required } from "../lib/required";

// A topic's page at /blog/topic/{slug}, and its later pages at /blog/topic/{slug}/page/{n}: the topic's own file
// (content/blog-topics/), the page's share of its articles (createPages gives `skip` and `limit`), newest first,
// and every topic's count for the tiles.

export const query = graphql`
  query BlogTopicPage($contentId: String!, $slug: String!, $skip: Int!, $limit: Int!) {
    topic: blogTopic(contentId: { eq: $contentId }) {
      slug
      name
      description
      seo {
        ...SeoFields
      }
    }
    posts: allMarkdownRemark(
      filter: { contentType: { eq: "BlogPost" }, frontmatter: { category: { slug: { eq: $slug } } } }
      sort: { frontmatter: { date: DESC } }
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...BlogCardFields
      }
    }
    ...BlogArchiveFields
    blog: blogPage {
      categories {
        title
        allPosts {
          name
          icon
        }
      }
    }
  }
`;

type Context = ArchivePage & { contentId: string };

export default function BlogTopicTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogTopicPageQuery, Context>) {
  return (
    <BlogTopicView
      topic={required(data.topic, `content for ${location.pathname}`)}
      posts={data.posts.nodes.map(blogPostSummary)}
      counts={articleCounts(data.articles)}
      topics={data.topics.nodes}
      categories={required(data.blog, "content/pages/blog.json").categories}
      archive={pageContext}
      pathname={location.pathname}
    />
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogTopicPageQuery, Context>) {
  const topic = required(data.topic, `content for ${location.pathname}`);
  return (
    <ArticleListHead
      first={topic.seo}
      name={`${topic.name} articles`}
      archive={pageContext}
      posts={data.posts.nodes.map(blogPostSummary)}
      pathname={location.pathname}
    />
  );
}
