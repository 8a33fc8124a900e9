import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo/Seo";
import { BlogTopicView } from "./BlogTopicView";
import { blogPostSummary, postsOfTopic } from "../lib/blog";
import { articlesShownLd } from "../lib/jsonLd";
import { required } from "../lib/required";

// A topic's page at /blog/topic/{slug}: the topic's own file (content/blog-topics/) and every article, from which
// the view picks the topic's own, newest first, and counts each topic's tiles.

export const query = graphql`
  query BlogTopicPage($contentId: String!) {
    topic: blogTopic(contentId: { eq: $contentId }) {
      slug
      name
      description
      seo {
        ...SeoFields
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

export default function BlogTopicTemplate({ data, location }: PageProps<Queries.BlogTopicPageQuery>) {
  return (
    <BlogTopicView
      topic={required(data.topic, `content for ${location.pathname}`)}
      posts={data.posts.nodes.map(blogPostSummary)}
      topics={data.topics.nodes}
      categories={required(data.blog, "content/pages/blog.json").categories}
      pathname={location.pathname}
    />
  );
}

// Not pageHead: the article list in the JSON-LD needs the posts as well as the topic, as on the blog index.
export function Head({ data, location }: HeadProps<Queries.BlogTopicPageQuery>) {
  const topic = required(data.topic, `content for ${location.pathname}`);
  const posts = postsOfTopic(data.posts.nodes.map(blogPostSummary), topic.slug);
  return (
    <Seo
      {...topic.seo}
      pathname={location.pathname}
      pageType="CollectionPage"
      jsonLd={({ site, url }) => [
        {
          id: "ld-articles",
          data: articlesShownLd(url, site.siteUrl, posts),
        },
      ]}
    />
  );
}
