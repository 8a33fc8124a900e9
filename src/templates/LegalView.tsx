import { formatLongDate } from "../lib/dates";
import { renderMarkdown } from "../lib/markdown";
import { Breadcrumbs } from "../components/layout/Breadcrumbs/Breadcrumbs";
import { OurDetails } from "../components/company/Legal/OurDetails";
import * as styles from "../components/company/Legal/Legal.module.scss";
import { Container } from "../components/ui/Section/Section";

export type LegalPageData = NonNullable<Queries.LegalPageQuery["page"]>;

/** A legal page: title, date of the last change, our details, then the markdown body. */
export function LegalView({ page }: { page: LegalPageData }) {
  return (
    <article aria-labelledby="page-title">
      <header className={styles.header}>
        <Container width="text">
          <Breadcrumbs />
          <p className={styles.eyebrow}>Legal</p>
          <h1 id="page-title" className={styles.title}>
            {page.title}
          </h1>
          <p className={styles.lead}>{page.description}</p>
          <p className={styles.updated}>
            Last updated <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
          </p>
        </Container>
      </header>
      <Container width="text" className={styles.body}>
        <OurDetails />
        {/* Markdown from content/legal, written by us and rendered at build time (src/lib/markdown.ts); of the
            texts that depend on how the site was built, only those true for this build. */}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: renderMarkdown(page.body).html }} />
      </Container>
    </article>
  );
}
