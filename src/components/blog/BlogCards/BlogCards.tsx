import type { BlogPostSummary } from "../../../lib/blog";
import { BlogCard } from "./BlogCard";
import * as styles from "./BlogCards.module.scss";

/** A grid of article cards. */
export function BlogCards({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}
