import { graphql } from "gatsby";
import { Clock } from "lucide-react";
import { slugify } from "../../../lib/slug";
import * as styles from "./CaseStudyCard.module.scss";

export const caseStudyFields = graphql`
  fragment CaseStudyFields on CaseStudy {
    company
    industry
    logo
    challenge
    solution
    timeframe
    results {
      label
      value
    }
    testimonial {
      quote
      author
      role
    }
  }
`;

/** A full case study: challenge, solution, timeframe, four results and the client's words. Anchored by company. */
export function CaseStudyCard({ study }: { study: Queries.CaseStudyFieldsFragment }) {
  const id = slugify(study.company);
  return (
    <article id={id} aria-labelledby={`${id}-heading`} className={styles.card}>
      <header className={styles.header}>
        <span className={styles.logo} aria-hidden="true">
          {study.logo}
        </span>
        <div>
          <h3 id={`${id}-heading`} className={styles.company}>
            {study.company}
          </h3>
          <p className={styles.meta}>
            {study.industry}
            <span className={styles.timeframe}>
              <Clock aria-hidden="true" size={16} />
              Results in {study.timeframe}
            </span>
          </p>
        </div>
      </header>
      <div className={styles.story}>
        <div>
          <h4 className={styles.label}>The challenge</h4>
          <p>{study.challenge}</p>
        </div>
        <div>
          <h4 className={styles.label}>Our solution</h4>
          <p>{study.solution}</p>
        </div>
      </div>
      <h4 className={styles.label}>The results</h4>
      <dl className={styles.results}>
        {study.results.map((result) => (
          <div key={result.label}>
            <dt>{result.label}</dt>
            <dd>{result.value}</dd>
          </div>
        ))}
      </dl>
      <figure className={styles.quote}>
        <blockquote>
          <p>“{study.testimonial.quote}”</p>
        </blockquote>
        <figcaption>
          <span className={styles.author}>{study.testimonial.author}</span>, {study.testimonial.role}, {study.company}
        </figcaption>
      </figure>
    </article>
  );
}
