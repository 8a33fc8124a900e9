import { graphql } from "gatsby";
import { CircleCheck } from "lucide-react";
import React from "react";
import { ButtonLink } from "../Button/Button";
import { Container } from "../Section/Section";
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

/** The top of a page, holding its one h1. */
export function Hero({ hero }: { hero: Queries.HeroFieldsFragment }) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container className={styles.inner}>
        {hero.eyebrow && <p className={styles.eyebrow}>{hero.eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.actions}>
          <ButtonLink href={hero.primaryCta.href}>{hero.primaryCta.label}</ButtonLink>
          {hero.secondaryCta && (
            <ButtonLink href={hero.secondaryCta.href} variant="secondary">
              {hero.secondaryCta.label}
            </ButtonLink>
          )}
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
      </Container>
    </section>
  );
}
