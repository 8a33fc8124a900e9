import { graphql } from "gatsby";
import { Star } from "lucide-react";
import * as styles from "./Testimonials.module.scss";

export const testimonialFields = graphql`
  fragment TestimonialFields on Testimonial {
    quote
    name
    role
    company
    rating
    result
  }
`;

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className={styles.stars} aria-label={`Rated ${rating} out of 5`} role="img">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" size={18} className={index < rating ? styles.filled : styles.empty} />
      ))}
    </p>
  );
}

/** Client quotes with their star rating and attribution. */
export function Testimonials({ items }: { items: readonly Queries.TestimonialFieldsFragment[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((testimonial) => (
        <li key={testimonial.name} className={styles.card}>
          <figure className={styles.figure}>
            <StarRating rating={testimonial.rating} />
            {testimonial.result && <p className={styles.result}>{testimonial.result}</p>}
            <blockquote className={styles.quote}>
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{testimonial.name}</span>
              {testimonial.role}, {testimonial.company}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
