import { Breadcrumbs } from "../components/layout/Breadcrumbs/Breadcrumbs";
import { LinkCards } from "../components/ui/LinkCards/LinkCards";
import { Container, Section } from "../components/ui/Section/Section";
import { SearchIsland } from "../islands/search";
import { templateSections } from "../lib/anchors";
import * as styles from "./SearchView.module.scss";

export type SearchPageData = NonNullable<Queries.SearchPageQuery["page"]>;

const sections = templateSections.SearchTemplate;

/**
 * The site search: the heading, the search (an island: it needs JavaScript, and without it the page says so in its
 * place), then the site's main sections, the way on when nothing matches or the search cannot run.
 */
export function SearchView({ page }: { page: SearchPageData }) {
  const { intro, search } = page;
  return (
    <>
      <section className={styles.top} aria-labelledby="page-title">
        <Container width="text">
          <Breadcrumbs />
          {intro.eyebrow && <p className={styles.eyebrow}>{intro.eyebrow}</p>}
          <h1 id="page-title" className={styles.title}>
            {intro.title}
          </h1>
          {intro.lead && <p className={styles.lead}>{intro.lead}</p>}
          <noscript>
            <p className={styles.noScript}>{search.noScript}</p>
          </noscript>
          <SearchIsland
            label={search.label}
            placeholder={search.placeholder}
            noMatchHint={search.noMatchHint}
            sectionsId={sections.sections}
            sectionsTitle={page.browse.title}
          />
        </Container>
      </section>
      <Section id={sections.sections} title={page.browse.title} tone="alt">
        <LinkCards
          links={page.browse.links.map((link) => ({ href: link.href, label: link.label, note: link.description }))}
          columns={{ md: 2, lg: 3 }}
        />
      </Section>
    </>
  );
}
