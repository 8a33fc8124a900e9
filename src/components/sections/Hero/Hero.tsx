import { graphql } from "gatsby";
import { CircleCheck } from "lucide-react";
import { type ReactNode } from "react";
import { Breadcrumbs } from "../../layout/Breadcrumbs/Breadcrumbs";
import { ActionLink } from "../../ui/Button/ActionLink";
import { Container } from "../../ui/Section/Section";
import * as styles from "./Hero.module.scss";
import { useHeroVariant } from "./heroVariant";

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
  /**
   * Shown beside the text on wide screens and below it on narrow ones: the page's proof (a chart of its figures) or
   * a lead form.
   */
  aside?: ReactNode;
}

/**
 * The top of a page, holding its breadcrumb trail and its one h1, on the page's grid: the text starts at the
 * header's left edge at every width, and what stands beside it fills the right-hand columns.
 */
export function Hero({ hero: own, aside }: HeroProps) {
  const hero = useHeroVariant(own);
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <Container className={aside ? styles.withAside : undefined}>
        <div className={styles.text}>
          <Breadcrumbs />
          <HeroText hero={hero} />
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </Container>
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
