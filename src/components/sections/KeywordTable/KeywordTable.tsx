import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./KeywordTable.module.scss";

export const keywordSectionFields = graphql`
  fragment KeywordSectionFields on KeywordSection {
    id
    eyebrow
    title
    lead
    rows {
      keyword
      difficulty
      volume
      intent
    }
  }
`;

interface KeywordTableProps {
  section: Queries.KeywordSectionFieldsFragment;
  id?: string;
  tone?: "plain" | "alt";
}

/** Keywords we target, with competition, monthly searches and buyer intent. */
export function KeywordTable({ section, id, tone = "plain" }: KeywordTableProps) {
  return (
    <Section
      {...introOf(section, { id, fallbackId: defaultSectionAnchors.keywords, count: section.rows.length })}
      tone={tone}
    >
      {/* A wide table scrolls sideways on a phone; the region is focusable so it scrolls by keyboard too.
          Its name differs from the section's heading, which the caption repeats: landmark names are unique. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard */}
      <section className={styles.scroller} aria-label={`Table: ${section.title}`} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{section.title}</caption>
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col">Difficulty</th>
              <th scope="col">Searches a month</th>
              <th scope="col">Buyer intent</th>
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.keyword}>
                <th scope="row">{row.keyword}</th>
                <td>
                  <span className={styles[`level${row.difficulty}`]}>{row.difficulty}</span>
                </td>
                <td>{row.volume}</td>
                <td>{row.intent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Section>
  );
}
