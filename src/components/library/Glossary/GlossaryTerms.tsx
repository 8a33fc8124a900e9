import { graphql } from "gatsby";
import { anchorId } from "../../../lib/anchors";
import { HydrateLater } from "../../../lib/islands/hydrateLater";
import { Badge } from "../../ui/Badge/Badge";
import { Card } from "../../ui/CardGrid/Card";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./Glossary.module.scss";

export const glossaryTermFields = graphql`
  fragment GlossaryTermFields on GlossaryTerm {
    term
    definition
    category
    relatedPages {
      label
      href
    }
  }
`;

/** Each term's anchor on /glossary, e.g. /glossary/#quality-score; JSON-LD uses the same. */
export const termAnchor = (term: string) => anchorId(term);

/**
 * Glossary entries: term, category, definition and links to related pages, in a grid of their own rather than a
 * CardGrid, whose many layouts an island would carry into the page (a filter can leave any number of terms). In the glossary's island each card
 * hydrates in a task of its own, after the search and the buttons: all of them at once made one long task.
 */
export function GlossaryTerms({ terms }: { terms: readonly Queries.GlossaryTermFieldsFragment[] }) {
  return (
    <ul className={styles.terms}>
      {terms.map((entry) => {
        const id = termAnchor(entry.term);
        return (
          <HydrateLater key={id}>
            <Card id={id}>
              <div className={styles.head}>
                <h3 className={styles.name}>{entry.term}</h3>
                <Badge tone="info">
                  <span className={styles.visuallyHidden}>Category: </span>
                  {entry.category}
                </Badge>
              </div>
              <p className={styles.definition}>{entry.definition}</p>
              <p className={styles.relatedLabel} id={`${id}-related`}>
                Related pages
              </p>
              <ul className={styles.related} aria-labelledby={`${id}-related`}>
                {entry.relatedPages.map((page) => (
                  <li key={page.href}>
                    <SiteLink href={page.href}>{page.label}</SiteLink>
                  </li>
                ))}
              </ul>
            </Card>
          </HydrateLater>
        );
      })}
    </ul>
  );
}
