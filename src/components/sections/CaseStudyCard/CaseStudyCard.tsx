import { Clock } from "lucide-react";
import { slugify } from "../../../lib/slug";
import { ClientMark } from "../../ui/Wordmark/Wordmark";
import { ResultChart } from "../ResultChart/ResultChart";
import { companyOf } from "../Testimonials/Testimonials";
import * as styles from "./CaseStudyCard.module.scss";

/**
 * A full case study: the client's mark and name, challenge, solution, timeframe, its four results as a chart and the
 * client's words. Anchored by company.
 */
export function CaseStudyCard({ study }: { study: Queries.CaseStudyFieldsFragment }) {
  const { client, testimonial } = study;
  const id = slugify(client.name);
  return (
    <article id={id} aria-labelledby={`${id}-heading`} className={styles.card}>
      <header className={styles.header}>
        <ClientMark client={client} size="lg" />
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
      <ResultChart results={study.results} client={client.name} />
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
