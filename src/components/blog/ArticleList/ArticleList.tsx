import { type ReactNode } from "react";
import { archiveSections } from "../../../lib/anchors";
import { articleCount, blogCopy, pageOf, type ArchivePage, type BlogPostSummary } from "../../../lib/blog";
import { ArchivePages } from "../ArchivePages/ArchivePages";
import { BlogCards } from "../BlogCards/BlogCards";
import { Breadcrumbs } from "../../layout/Breadcrumbs/Breadcrumbs";
import { Container, Section } from "../../ui/Section/Section";
import * as styles from "../Article/Article.module.scss";

/**
 * The top of a page that lists articles (a topic's, an author's, a later page of the blog): breadcrumb, the page's
 * one h1, and what the list is, with anything else the page says about it.
 */
export function ArchiveHeader({
  pathname,
  title,
  lead,
  children,
}: {
  pathname: string;
  title: string;
  lead?: string | null;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <Container width="text">
        <Breadcrumbs pathname={pathname} />
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </Container>
    </header>
  );
}

/**
 * One page of a list of articles, newest first: how many there are in all, which page this is when there are more,
 * the cards, and the links to the list's other pages.
 */
export function ArticleList({
  title,
  total,
  posts,
  archive,
}: {
  title: string;
  /** How many articles the whole list has, over all its pages. */
  total: number;
  posts: readonly BlogPostSummary[];
  archive: ArchivePage;
}) {
  const order = total > 1 ? `, ${blogCopy.newestFirst}` : "";
  const where = archive.pages > 1 ? `: ${pageOf(archive)}` : "";
  return (
    <Section id={archiveSections.articles} title={title} lead={`${articleCount(total)}${order}${where}.`}>
      <BlogCards posts={posts} />
      <ArchivePages archive={archive} />
    </Section>
  );
}
