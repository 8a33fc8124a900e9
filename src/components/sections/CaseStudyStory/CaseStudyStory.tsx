import { graphql } from "gatsby";
import { defaultSectionAnchors } from "../../../lib/anchors";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { introOf, Section } from "../../ui/Section/Section";
import { ClientMark } from "../../ui/Wordmark/Wordmark";
import { ResultChart } from "../ResultChart/ResultChart";
import { companyOf } from "../Testimonials/Testimonials";
import * as styles from "./CaseStudyStory.module.scss";

export const caseStudyFields = graphql`
  fragment CaseStudyFields on CaseStudy {
    slug
    headline
    summary
    challenge
    solution
    timeframe
    results {
      label
      value
      before
    }
    client {
      name
      industry
      location
      logo
      mark
    }
    testimonial {
      ...TestimonialFields
    }
  }

  fragment CaseStudySectionFields on CaseStudySection {
    id
    eyebrow
    title
    lead
    stories: items {
      ...CaseStudyFields
    }
  }
`;

type Story = Queries.CaseStudyFieldsFragment;

/** One client story: challenge, solution, measured results and the client's own words. */
export function CaseStudyStory({ story }: { story: Story }) {
  const { client } = story;
  return (
    <article className={styles.card}>
      <header className={styles.header}>
        <ClientMark client={client} size="lg" />
        <div>
          <h3 className={styles.company}>{client.name}</h3>
          <p className={styles.meta}>{[client.industry, client.location].join(" · ")}</p>
        </div>
      </header>
      <dl className={styles.story}>
        <dt>Challenge</dt>
        <dd>{story.challenge}</dd>
        <dt>Solution</dt>
        <dd>{story.solution}</dd>
      </dl>
      <p className={styles.resultsTitle}>Results in {story.timeframe}</p>
      <ResultChart results={story.results} client={client.name} />
      {story.testimonial && <StoryQuote quote={story.testimonial} />}
    </article>
  );
}

function StoryQuote({ quote }: { quote: Queries.TestimonialFieldsFragment }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>“{quote.quote}”</p>
      </blockquote>
      <figcaption>
        <span className={styles.author}>{quote.person.name}</span>
        {[quote.person.role, companyOf(quote.person)].filter(Boolean).join(", ")}
      </figcaption>
    </figure>
  );
}

interface StoriesProps {
  section: Queries.CaseStudySectionFieldsFragment;
  tone?: "plain" | "alt";
}

/** A titled section of client stories. */
export function CaseStudyStories({ section, tone = "alt" }: StoriesProps) {
  const several = section.stories.length > 1;
  return (
    <Section
      {...introOf(section, { fallbackId: defaultSectionAnchors.caseStudies, count: section.stories.length })}
      tone={tone}
    >
      <CardGrid columns={several ? { lg: 2 } : {}} className={several ? undefined : styles.single}>
        {section.stories.map((story) => (
          <li key={story.slug}>
            <CaseStudyStory story={story} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
