import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo/Seo";
import { BlogView } from "./BlogView";
import { blogPostSummary, splitPosts } from "../lib/blog";
import { articlesShownLd } from "../lib/jsonLd";
import { required } from "../lib/required";

export const query = graphql`
  query BlogPage($contentId: String!) {
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
        loadMoreNote
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
    ...BlogArchiveFields
  }
`;

export default function BlogTemplate({ data }: PageProps<Queries.BlogPageQuery>) {
  return (
    <BlogView
      page={required(data.page, "content/pages/blog.json")}
      posts={data.posts.nodes.map(blogPostSummary)}
      topics={data.topics.nodes}
    />
  );
}

// Not pageHead: the article list in the JSON-LD needs the posts as well as the page.
export function Head({ data, location }: HeadProps<Queries.BlogPageQuery>) {
  const page = required(data.page, "content/pages/blog.json");
  const { featured, latest } = splitPosts(data.posts.nodes.map(blogPostSummary));
  return (
    <Seo
      {...page.seo}
      pathname={location.pathname}
      pageType="CollectionPage"
      jsonLd={({ site, url }) => [
        {
          id: "ld-articles",
          data: articlesShownLd(url, site.siteUrl, [featured, ...latest]),
        },
      ]}
    />
  );
}
