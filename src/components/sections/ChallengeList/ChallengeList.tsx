import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./ChallengeList.module.scss";

export const challengeSectionFields = graphql`
  fragment ChallengeSectionFields on ChallengeSection {
    id
    eyebrow
    title
    lead
    challenges: items {
      problem
      solution
      impact
    }
  }
`;

interface ChallengeListProps {
  section: Queries.ChallengeSectionFieldsFragment;
  /** The anchor when the content gives none. */
  id?: string;
  tone?: "plain" | "alt";
}

/** Problems a sector or a website has, each with how we solve it and what that changes. */
export function ChallengeList({ section, id, tone = "plain" }: ChallengeListProps) {
  return (
    <Section
      {...introOf(section, { id, fallbackId: defaultSectionAnchors.challenges, count: section.challenges.length })}
      tone={tone}
    >
      <CardGrid columns={{ md: 2, xl: 3 }}>
        {section.challenges.map((item) => (
          <li key={item.problem} className={styles.item}>
            <dl>
              <dt className={styles.problemLabel}>Challenge</dt>
              <dd className={styles.problem}>{item.problem}</dd>
              <dt>Our solution</dt>
              <dd>{item.solution}</dd>
              {item.impact && (
                <>
                  <dt>Impact</dt>
                  <dd className={styles.impact}>{item.impact}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
