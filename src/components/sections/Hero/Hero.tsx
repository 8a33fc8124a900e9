import { graphql } from "gatsby";
import { CircleCheck } from "lucide-react";
import { type ReactNode } from "react";
import { ActionLink } from "../../ui/Button/ActionLink";
import { Container } from "../../ui/Section/Section";
import * as styles from "./Hero.module.scss";

export const heroFields = graphql`
  fragment HeroFields on Hero {
    eyebrow
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
    highlights
  }
`;

interface HeroProps {
  hero: Queries.HeroFieldsFragment;
  /** Shown beside the text on wide screens and below it on narrow ones, e.g. a lead form. */
  aside?: ReactNode;
}

/** The top of a page, holding its one h1. */
export function Hero({ hero, aside }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      {aside ? (
        <Container className={styles.withAside}>
          <div className={styles.inner}>
            <HeroText hero={hero} />
          </div>
          <div className={styles.aside}>{aside}</div>
        </Container>
      ) : (
        <Container className={styles.inner}>
          <HeroText hero={hero} />
        </Container>
      )}
    </section>
  );
}

function HeroText({ hero }: { hero: Queries.HeroFieldsFragment }) {
  return (
    <>
      {hero.eyebrow && <p className={styles.eyebrow}>{hero.eyebrow}</p>}
      <h1 id="page-title" className={styles.title}>
        {hero.title}
      </h1>
      <p className={styles.lead}>{hero.lead}</p>
      <div className={styles.actions}>
        <ActionLink link={hero.primaryCta} />
        {hero.secondaryCta && <ActionLink link={hero.secondaryCta} variant="secondary" />}
      </div>
      {hero.highlights && hero.highlights.length > 0 && (
        <ul className={styles.highlights}>
          {hero.highlights.map((highlight) => (
            <li key={highlight}>
              <CircleCheck aria-hidden="true" size={18} />
              {highlight}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
