import type { BlogPostSummary } from "../../../lib/blog";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { BlogCard } from "./BlogCard";
import * as styles from "./BlogCards.module.scss";

/** A grid of article cards. */
export function BlogCards({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <CardGrid columns={{ md: 2, lg: 3 }} className={styles.cards}>
      {posts.map((post) => (
        <li key={post.slug}>
          <BlogCard post={post} />
        </li>
      ))}
    </CardGrid>
  );
}
