import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo/Seo";
import { BlogPostView } from "./BlogPostView";
import { blogPostSummary } from "../lib/blog";
import { articleLd } from "../lib/jsonLd";
import { required } from "../lib/required";
import { assetUrl, canonicalUrl } from "../lib/urls";

export const query = graphql`
  query BlogPost($contentId: String!, $related1: String!, $related2: String!, $related3: String!) {
    post: markdownRemark(contentType: { eq: "BlogPost" }, contentId: { eq: $contentId }) {
      ...BlogCardFields
      rawMarkdownBody
      frontmatter {
        image {
          childImageSharp {
            share: resize(width: 1200, height: 630, cropFocus: CENTER) {
              src
              width
              height
            }
          }
        }
      }
    }
    # The articles to read next, which createPages chose (relatedPosts, src/lib/blog.ts), each looked up on its own:
    # a page that asks for one article is queried again only when that article changes, where a list of them
    # (allMarkdownRemark) would be queried again when any article does.
    related1: markdownRemark(contentId: { eq: $related1 }) {
      ...BlogCardFields
    }
    related2: markdownRemark(contentId: { eq: $related2 }) {
      ...BlogCardFields
    }
    related3: markdownRemark(contentId: { eq: $related3 }) {
      ...BlogCardFields
    }
    blog: blogPage {
      article {
        moreTitle
        backLabel
        cta {
          ...CallToActionFields
        }
      }
    }
  }
`;

export default function BlogPostTemplate({
  data,
  pageContext,
}: PageProps<Queries.BlogPostQuery, { contentId: string }>) {
  const node = required(data.post, `content/${pageContext.contentId}.md`);
  // In the order chosen: same topic first, then nearest in date (fewer when the blog has fewer other articles).
  const more = [data.related1, data.related2, data.related3].flatMap((related) => related ?? []);
  return (
    <BlogPostView
      post={blogPostSummary(node)}
      markdown={required(node.rawMarkdownBody, `the text of content/${node.contentId}.md`)}
      more={more.map(blogPostSummary)}
      extras={required(data.blog, "content/pages/blog.json").article}
    />
  );
}

export function Head({ data, location }: HeadProps<Queries.BlogPostQuery>) {
  const node = required(data.post, `content for ${location.pathname}`);
  const post = blogPostSummary(node);
  const share = required(node.frontmatter.image?.childImageSharp?.share, `share image of content/${node.contentId}.md`);
  const shareSrc = required(share.src, "share image src");
  return (
    <Seo
      title={post.title}
      description={post.excerpt}
      pathname={location.pathname}
      ogType="article"
      ogImage={shareSrc}
      ogImageMeta={{
        width: required(share.width, "share width"),
        height: required(share.height, "share height"),
        alt: post.imageAlt,
      }}
      jsonLd={({ site, url }) => [
        {
          id: "ld-article",
          data: articleLd(site, {
            url,
            headline: post.title,
            description: post.excerpt,
            images: [post.image.images.fallback?.src, shareSrc].flatMap((src) =>
              src ? [assetUrl(site.siteUrl, src)] : [],
            ),
            datePublished: post.date,
            dateModified: post.updated,
            author: { name: post.author, jobTitle: post.authorRole, url: canonicalUrl(site.siteUrl, post.authorPath) },
            section: post.category,
          }),
        },
      ]}
    >
      <meta property="article:published_time" content={post.date} />
      <meta property="article:modified_time" content={post.updated} />
      <meta property="article:section" content={post.category} />
    </Seo>
  );
}
