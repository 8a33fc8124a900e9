import { blogCopy, formatDate, type BlogPostSummary } from "../../../lib/blog";
import * as styles from "./BlogCards.module.scss";

type MetaPost = Pick<BlogPostSummary, "author" | "date" | "readTime">;

/** Byline: author, publication date and reading time. */
export function PostMeta({ post, className }: { post: MetaPost; className?: string }) {
  return (
    <p className={[styles.meta, className].filter(Boolean).join(" ")}>
      <span>
        {blogCopy.by} {post.author}
      </span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
    </p>
  );
}
