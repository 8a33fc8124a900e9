import { graphql } from "gatsby";
import { ActionLink } from "../../ui/Button/ActionLink";
import { Container } from "../../ui/Section/Section";
import * as styles from "./CallToAction.module.scss";

export const callToActionFields = graphql`
  fragment CallToActionFields on CallToAction {
    title
    lead
    primaryCta {
      label
      href
    }
    secondaryCta {
      label
      href
    }
  }
`;

/** The closing band of a page: one message and one or two actions. */
export function CallToAction({ cta }: { cta: Queries.CallToActionFieldsFragment }) {
  return (
    <section className={styles.band} aria-labelledby="closing-cta-heading">
      <Container className={styles.inner}>
        <h2 id="closing-cta-heading" className={styles.title}>
          {cta.title}
        </h2>
        <p className={styles.lead}>{cta.lead}</p>
        <div className={styles.actions}>
          <ActionLink link={cta.primaryCta} variant="light" />
          {cta.secondaryCta && <ActionLink link={cta.secondaryCta} variant="ghost" className={styles.secondary} />}
        </div>
      </Container>
    </section>
  );
}
