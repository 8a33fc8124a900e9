import { graphql } from "gatsby";
import { Section } from "../../ui/Section/Section";
import * as styles from "./CaseStudyStory.module.scss";

export const caseStudyStoryFields = graphql`
  fragment CaseStudyStoryFields on CaseStudyStory {
    company
    industry
    logo
    location
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
      company
    }
  }

  fragment CaseStudyStorySectionFields on CaseStudyStorySection {
    eyebrow
    title
    lead
    items {
      ...CaseStudyStoryFields
    }
  }
`;

type Story = Queries.CaseStudyStoryFieldsFragment;

/** One client story: challenge, solution, measured results and the client's own words. */
export function CaseStudyStory({ story }: { story: Story }) {
  const meta = [story.industry, story.location].filter(Boolean).join(" · ");
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <span className={styles.logo} aria-hidden="true">
          {story.logo}
        </span>
        <div>
          <h3 className={styles.company}>{story.company}</h3>
          <p className={styles.meta}>{meta}</p>
        </div>
      </header>
      <dl className={styles.story}>
        <dt>Challenge</dt>
        <dd>{story.challenge}</dd>
        <dt>Solution</dt>
        <dd>{story.solution}</dd>
      </dl>
      <p className={styles.resultsTitle}>Results in {story.timeframe}</p>
      <dl className={styles.results}>
        {story.results.map((result) => (
          <div key={result.label}>
            <dt>{result.label}</dt>
            <dd>{result.value}</dd>
          </div>
        ))}
      </dl>
      {story.testimonial && <StoryQuote quote={story.testimonial} />}
    </article>
  );
}

function StoryQuote({ quote }: { quote: NonNullable<Story["testimonial"]> }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption>
        <span className={styles.author}>{quote.author}</span>
        {[quote.role, quote.company].filter(Boolean).join(", ")}
      </figcaption>
    </figure>
  );
}

interface StoriesProps {
  section: Queries.CaseStudyStorySectionFieldsFragment;
  id?: string;
  tone?: "plain" | "alt";
}

/** A titled section of client stories. */
export function CaseStudyStories({ section, id = "case-studies", tone = "alt" }: StoriesProps) {
  return (
    <Section title={section.title} eyebrow={section.eyebrow} lead={section.lead} id={id} tone={tone}>
      <ul className={section.items.length > 1 ? styles.grid : styles.single}>
        {section.items.map((story) => (
          <li key={story.company}>
            <CaseStudyStory story={story} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
