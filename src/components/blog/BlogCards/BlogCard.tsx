import { graphql } from "gatsby";
import { ArrowRight } from "lucide-react";
import { blogCopy, type BlogPostSummary } from "../../../lib/blog";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import { Picture } from "../../ui/Picture/Picture";
import { PostMeta } from "./PostMeta";
import * as styles from "./BlogCards.module.scss";

export const blogCardFields = graphql`
  fragment BlogCardFields on MarkdownRemark {
    contentId
    slug
    frontmatter {
      title
      address
      excerpt
      author {
        slug
        name
        role
      }
      date
      updated
      readTime
      category {
        slug
        name
      }
      featured
      imageAlt
      image {
        childImageSharp {
          # No placeholder: Picture's box shows a background colour until the image arrives.
          gatsbyImageData(width: 1200, aspectRatio: 1.7778, placeholder: NONE)
        }
      }
    }
  }
`;

// The cards are at most a third of the page wide from lg up, half from md.
const CARD_SIZES = "(min-width: 1200px) 380px, (min-width: 1024px) 31vw, (min-width: 768px) 46vw, 100vw";
const FEATURED_SIZES = "(min-width: 1200px) 640px, (min-width: 1024px) 54vw, 100vw";

interface BlogCardProps {
  post: BlogPostSummary;
  /** The featured article: a wider card with a larger image. */
  featured?: boolean;
}

/** An article teaser. The title is the one link, stretched over the card so the whole card opens it. */
export function BlogCard({ post, featured = false }: BlogCardProps) {
  return (
    <article className={[styles.card, featured ? styles.featured : ""].filter(Boolean).join(" ")}>
      <div className={styles.body}>
        <p className={styles.category}>{post.category}</p>
        <h3 className={styles.title}>
          <SiteLink href={post.path} className={styles.link}>
            {post.title}
          </SiteLink>
        </h3>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <PostMeta post={post} />
        <span className={styles.read} aria-hidden="true">
          {blogCopy.read}
          <ArrowRight size={16} />
        </span>
      </div>
      <Picture
        image={post.image}
        alt={post.imageAlt}
        className={styles.image}
        sizes={featured ? FEATURED_SIZES : CARD_SIZES}
      />
    </article>
  );
}
