import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { Star } from "lucide-react";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Portrait } from "../../ui/Portrait/Portrait";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./Testimonials.module.scss";

export const testimonialFields = graphql`
  fragment PersonFields on Person {
    name
    role
    portrait {
      ...PortraitFields
    }
    organisation
    client {
      name
    }
  }

  fragment TestimonialFields on Testimonial {
    slug
    quote
    rating
    result
    person {
      ...PersonFields
    }
  }

  fragment TestimonialSectionFields on TestimonialSection {
    id
    eyebrow
    title
    lead
    quotes: items {
      ...TestimonialFields
    }
  }
`;

/** Where a person works: the client's name, or the organisation of a reader who is not a client. */
export const companyOf = (person: Queries.PersonFieldsFragment) => person.client?.name ?? person.organisation;

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className={styles.stars} aria-label={`Rated ${rating} out of 5`} role="img">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" size={18} className={index < rating ? styles.filled : styles.empty} />
      ))}
    </p>
  );
}

/** Quotes with their star rating and attribution. */
export function Testimonials({ items }: { items: readonly Queries.TestimonialFieldsFragment[] }) {
  return (
    <CardGrid columns={{ md: 2 }}>
      {items.map((testimonial) => (
        <li key={testimonial.slug} className={styles.card}>
          <figure className={styles.figure}>
            {testimonial.rating && <StarRating rating={testimonial.rating} />}
            {testimonial.result && <p className={styles.result}>{testimonial.result}</p>}
            <blockquote className={styles.quote}>
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <Portrait name={testimonial.person.name} portrait={testimonial.person.portrait} size="sm" />
              <span>
                <span className={styles.name}>{testimonial.person.name}</span>
                {[testimonial.person.role, companyOf(testimonial.person)].filter(Boolean).join(", ")}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </CardGrid>
  );
}

/** A titled section of quotes. */
export function TestimonialSection({
  section,
  tone,
}: {
  section: Queries.TestimonialSectionFieldsFragment;
  tone?: "plain" | "alt";
}) {
  return (
    <Section
      {...introOf(section, { fallbackId: defaultSectionAnchors.testimonials, count: section.quotes.length })}
      tone={tone}
    >
      <Testimonials items={section.quotes} />
    </Section>
  );
}
