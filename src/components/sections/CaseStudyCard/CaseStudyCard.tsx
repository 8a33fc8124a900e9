import { Clock } from "lucide-react";
import { slugify } from "../../../lib/slug";
import { companyOf } from "../Testimonials/Testimonials";
import * as styles from "./CaseStudyCard.module.scss";

/** A full case study: challenge, solution, timeframe, four results and the client's words. Anchored by company. */
export function CaseStudyCard({ study }: { study: Queries.CaseStudyFieldsFragment }) {
  const { client, testimonial } = study;
  const id = slugify(client.name);
  return (
    <article id={id} aria-labelledby={`${id}-heading`} className={styles.card}>
      <header className={styles.header}>
        <span className={styles.logo} aria-hidden="true">
          {client.logo}
        </span>
        <div>
          <h3 id={`${id}-heading`} className={styles.company}>
            {client.name}
          </h3>
          <p className={styles.meta}>
            {client.industry}
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
      {testimonial && (
        <figure className={styles.quote}>
          <blockquote>
            <p>“{testimonial.quote}”</p>
          </blockquote>
          <figcaption>
            <span className={styles.author}>{testimonial.person.name}</span>,{" "}
            {[testimonial.person.role, companyOf(testimonial.person)].filter(Boolean).join(", ")}
          </figcaption>
        </figure>
      )}
    </article>
  );
}
