import { graphql } from "gatsby";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { introOf, Section } from "../../ui/Section/Section";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./ToolNotes.module.scss";

export const toolPageExplanationsFields = graphql`
  fragment ToolPageExplanationsFields on ToolPageExplanations {
    eyebrow
    title
    lead
    items {
      term
      description
    }
  }
`;

export const toolPageMethodologyFields = graphql`
  fragment ToolPageMethodologyFields on ToolPageMethodology {
    eyebrow
    title
    lead
    notes
    sources {
      label
      href
    }
  }
`;

/** What each figure or check means, as a list of terms. */
export function Explanations({ section }: { section: Queries.ToolPageExplanationsFieldsFragment }) {
  return (
    <Section {...introOf(section, { id: "explained" })}>
      <CardGrid as="dl" columns={{ md: 2 }} gap={4}>
        {section.items.map((item) => (
          <div key={item.term} className={styles.term}>
            <dt>{item.term}</dt>
            <dd>{item.description}</dd>
          </div>
        ))}
      </CardGrid>
    </Section>
  );
}

/** How the tool works things out, with its sources. */
export function Methodology({ section }: { section: Queries.ToolPageMethodologyFieldsFragment }) {
  return (
    <Section {...introOf(section, { id: "methodology" })} tone="alt">
      <ul className={styles.notes}>
        {section.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      {section.sources && section.sources.length > 0 && (
        <>
          <h3 className={styles.sourcesTitle}>Sources and further reading</h3>
          <ul className={styles.sources}>
            {section.sources.map((source) => (
              <li key={source.href}>
                <SiteLink href={source.href}>{source.label}</SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
