import { blogCopy, formatDate, type BlogPostSummary } from "../../../lib/blog";
import * as styles from "./BlogCards.module.scss";

type MetaPost = Pick<BlogPostSummary, "author" | "date" | "readTime">;

/**
 * Byline: the author on one line, then the publication date and reading time together on the next, so every card's
 * byline breaks in the same place, never between a date and its reading time.
 */
export function PostMeta({ post, className }: { post: MetaPost; className?: string }) {
  return (
    <p className={[styles.meta, className].filter(Boolean).join(" ")}>
      <span>
        {blogCopy.by} {post.author}
      </span>
      <span className={styles.when}>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        <span aria-hidden="true"> · </span>
        {post.readTime}
      </span>
    </p>
  );
}
