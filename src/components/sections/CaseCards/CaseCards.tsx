import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { introOf, Section } from "../../ui/Section/Section";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./CaseCards.module.scss";

export const caseCardSectionFields = graphql`
  fragment CaseCardSectionFields on CaseCardSection {
    id
    eyebrow
    title
    lead
    link {
      label
      href
    }
    cases: items {
      ...CaseStudyFields
    }
  }
`;

/** Short case-study cards: the client, the headline result and three measured figures. */
export function CaseCards({ items }: { items: readonly Queries.CaseStudyFieldsFragment[] }) {
  return (
    <CardGrid columns={{ lg: 3 }}>
      {items.map((study) => (
        <Card key={study.slug}>
          <p className={styles.industry}>{study.client.industry}</p>
          <h3 className={styles.company}>{study.client.name}</h3>
          <p className={styles.result}>{study.headline}</p>
          <p className={styles.description}>{study.summary}</p>
          <dl className={styles.metrics}>
            {[...study.results.slice(0, 2), { label: "Timeframe", value: study.timeframe }].map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>{metric.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </CardGrid>
  );
}

/** A titled section of case cards, with a link to every case study. */
export function CaseCardSection({
  section,
  tone = "alt",
}: {
  section: Queries.CaseCardSectionFieldsFragment;
  tone?: "plain" | "alt";
}) {
  return (
    <Section
      {...introOf(section, { fallbackId: defaultSectionAnchors.caseCards, count: section.cases.length })}
      tone={tone}
    >
      <CaseCards items={section.cases} />
      {section.link && (
        <p className={styles.moreLink}>
          <SiteLink href={section.link.href}>{section.link.label}</SiteLink>
        </p>
      )}
    </Section>
  );
}
