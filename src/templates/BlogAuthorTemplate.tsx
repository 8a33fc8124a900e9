import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ArticleListHead } from "./ArticleListHead";
import { BlogAuthorView } from "./BlogAuthorView";
import { authorListing, blogCopy, blogPostSummary, type ArchivePage } from "../lib/blog";
import { personLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { canonicalUrl } from "../lib/urls";

// An author's page at /blog/author/{slug}, and its later pages at /blog/author/{slug}/page/{n}: their file in
// content/people/ and the page's share of the articles they wrote (createPages gives `skip` and `limit`).

export const query = graphql`
  query BlogAuthorPage($contentId: String!, $slug: String!, $skip: Int!, $limit: Int!) {
    person(contentId: { eq: $contentId }) {
      slug
      name
      role
      bio
      expertise
      portrait {
        ...PortraitFields
      }
    }
    posts: allMarkdownRemark(
      filter: { contentType: { eq: "BlogPost" }, frontmatter: { author: { slug: { eq: $slug } } } }
      sort: { frontmatter: { date: DESC } }
      skip: $skip
      limit: $limit
    ) {
      totalCount
      nodes {
        ...BlogCardFields
      }
    }
  }
`;

type Context = ArchivePage & { contentId: string };

export default function BlogAuthorTemplate({
  data,
  location,
  pageContext,
}: PageProps<Queries.BlogAuthorPageQuery, Context>) {
  return (
    <BlogAuthorView
      person={required(data.person, `content/${pageContext.contentId}.json`)}
      posts={data.posts.nodes.map(blogPostSummary)}
      total={data.posts.totalCount}
      archive={pageContext}
      pathname={location.pathname}
    />
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogAuthorPageQuery, Context>) {
  const person = required(data.person, `content/${pageContext.contentId}.json`);
  return (
    <ArticleListHead
      first={authorListing(person)}
      name={`${blogCopy.authorArticles} ${person.name}`}
      archive={pageContext}
      posts={data.posts.nodes.map(blogPostSummary)}
      pathname={location.pathname}
      // The author's first page is their profile.
      firstPage={{
        pageType: "ProfilePage",
        jsonLd: ({ site }) => [
          {
            id: "ld-person",
            data: personLd(site, {
              name: person.name,
              jobTitle: person.role,
              url: canonicalUrl(site.siteUrl, pageContext.first),
              description: person.bio,
              knowsAbout: person.expertise,
            }),
          },
        ],
      }}
    />
  );
}
