import { graphql } from "gatsby";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./ProcessSteps.module.scss";

export const processSectionFields = graphql`
  fragment ProcessSectionFields on ProcessSection {
    id
    eyebrow
    title
    lead
    steps {
      title
      description
      duration
      deliverables
      activities
    }
  }
`;

const stepNumber = (index: number) => String(index + 1).padStart(2, "0");

/** Numbered steps (01, 02, …) with optional duration and deliverables. */
export function ProcessSteps({
  section,
  id,
  tone = "alt",
}: {
  section: Queries.ProcessSectionFieldsFragment;
  id?: string;
  /** "plain" when the section before it is already "alt". */
  tone?: "plain" | "alt";
}) {
  return (
    <Section {...introOf(section, { id, count: section.steps.length })} tone={tone}>
      <CardGrid as="ol" columns={{ md: 2, lg: 4 }}>
        {section.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {stepNumber(index)}
            </span>
            <h3 className={styles.title}>
              <span className={styles.visuallyHidden}>Step {index + 1}: </span>
              {step.title}
            </h3>
            {step.duration && <p className={styles.duration}>{step.duration}</p>}
            <p>{step.description}</p>
            {step.activities && (
              <>
                <p className={styles.deliverablesTitle}>What we do</p>
                <ul className={styles.deliverables}>
                  {step.activities.map((activity) => (
                    <li key={activity}>{activity}</li>
                  ))}
                </ul>
              </>
            )}
            {step.deliverables && step.deliverables.length > 0 && (
              <>
                <p className={styles.deliverablesTitle}>You get</p>
                <ul className={styles.deliverables}>
                  {step.deliverables.map((deliverable) => (
                    <li key={deliverable}>{deliverable}</li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
