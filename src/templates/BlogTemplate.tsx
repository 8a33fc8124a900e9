import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArticleListHead } from "./ArticleListHead";
import { BlogView } from "./BlogView";
import { articleCounts, blogCopy, blogPostSummary, type ArchivePage } from "../lib/blog";
import { required } from "../lib/required";
import { pageOfPath } from "../lib/experiments";

export const query = graphql`
  query BlogPage($contentId: String!, $skip: Int!, $limit: Int!) {
    page: blogPage(contentId: { eq: $contentId }) {
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      featured {
        eyebrow
        title
        lead
      }
      categories {
        eyebrow
        title
        lead
        allPosts {
          name
          icon
        }
      }
      latest {
        eyebrow
        title
        lead
        loadMoreLabel
      }
      resources {
        eyebrow
        title
        lead
        items {
          ...FreeResourceFields
        }
      }
      newsletter {
        ...NewsletterSignupFields
      }
    }
    # The featured article first, then the others newest first: the first page shows the featured one and the six
    # latest, each later page the next twelve.
    posts: allMarkdownRemark(
      filter: { contentType: { eq: "BlogPost" } }
      sort: [{ frontmatter: { featured: DESC } }, { frontmatter: { date: DESC } }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...BlogCardFields
      }
    }
    ...BlogArchiveFields
  }
`;

type Context = ArchivePage & { contentId: string };

export default function BlogTemplate({ data, location, pageContext }: PageProps<Queries.BlogPageQuery, Context>) {
  return (
    <BlogView
      page={required(data.page, "content/pages/blog.json")}
      posts={data.posts.nodes.map(blogPostSummary)}
      counts={articleCounts(data.articles)}
      topics={data.topics.nodes}
      archive={pageContext}
      pathname={pageOfPath(location.pathname).page}
    />
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogPageQuery, Context>) {
  const page = required(data.page, "content/pages/blog.json");
  return (
    <ArticleListHead
      first={page.seo}
      name={blogCopy.allArticles}
      archive={pageContext}
      posts={data.posts.nodes.map(blogPostSummary)}
      pathname={location.pathname}
    />
  );
}
