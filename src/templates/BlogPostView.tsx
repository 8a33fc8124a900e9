import { ArrowLeft } from "lucide-react";
import type { BlogPostSummary } from "../lib/blog";
import { ArticleBody } from "../components/blog/Article/ArticleBody";
import { ArticleHeader } from "../components/blog/Article/ArticleHeader";
import * as articleStyles from "../components/blog/Article/Article.module.scss";
import { BlogCards } from "../components/blog/BlogCards/BlogCards";
import { CallToAction } from "../components/sections/CallToAction/CallToAction";
import { Container, Section } from "../components/ui/Section/Section";
import { SiteLink } from "../components/ui/SiteLink/SiteLink";

export type BlogArticleExtras = NonNullable<Queries.BlogPostQuery["blog"]>["article"];

interface BlogPostViewProps {
  post: BlogPostSummary;
  /** The article's text, as markdown with its placeholders filled. */
  markdown: string;
  /** Other articles to read next. */
  more: readonly BlogPostSummary[];
  extras: BlogArticleExtras;
}

export function BlogPostView({ post, markdown, more, extras }: BlogPostViewProps) {
  return (
    <>
      <article aria-labelledby="page-title">
        <ArticleHeader post={post} />
        <ArticleBody markdown={markdown} />
        <Container width="text" className={articleStyles.footer}>
          <SiteLink href="/blog">
            <ArrowLeft aria-hidden="true" size={16} />
            {extras.backLabel}
          </SiteLink>
        </Container>
      </article>
      {more.length > 0 && (
        <Section title={extras.moreTitle} tone="alt" id="more-articles">
          <BlogCards posts={more} />
        </Section>
      )}
      <CallToAction cta={extras.cta} />
    </>
  );
}
