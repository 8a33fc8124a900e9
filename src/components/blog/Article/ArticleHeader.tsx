import { blogCopy, formatDate, topicPath, type BlogPostSummary } from "../../../lib/blog";
import { Breadcrumbs } from "../../layout/Breadcrumbs/Breadcrumbs";
import { Container } from "../../ui/Section/Section";
import { Picture } from "../../ui/Picture/Picture";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./Article.module.scss";

/**
 * The top of an article: breadcrumb, its topic (a link to the topic's page), the page's one h1, byline (the author's
 * name a link to their page), and its cover, which carries the article's key idea.
 */
export function ArticleHeader({ post }: { post: BlogPostSummary }) {
  return (
    <header className={styles.header}>
      <Container className={styles.headerGrid}>
        <div className={styles.headerText}>
          <Breadcrumbs pathname={post.path} />
          <p className={styles.category}>
            <SiteLink href={topicPath(post.categorySlug)} className={styles.categoryLink}>
              {post.category}
            </SiteLink>
          </p>
          <h1 id="page-title" className={styles.title}>
            {post.title}
          </h1>
          <p className={styles.lead}>{post.excerpt}</p>
          <p className={styles.byline}>
            <span>
              {blogCopy.by}{" "}
              <SiteLink href={post.authorPath} className={styles.author}>
                {post.author}
              </SiteLink>
              , {post.authorRole}
            </span>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            {post.updated !== post.date && (
              <span>
                {blogCopy.updated} <time dateTime={post.updated}>{formatDate(post.updated)}</time>
              </span>
            )}
            <span>{post.readTime}</span>
          </p>
        </div>
        {/* The cover is the page's LCP element, so it loads at once and first: beside the heading on a wide
            screen, a low banner under it on a phone, so the text starts on the first screen. */}
        <Picture
          image={post.image}
          alt={post.imageAlt}
          priority
          sizes="(min-width: 1024px) 460px, 100vw"
          className={styles.coverImage}
        />
      </Container>
    </header>
  );
}
