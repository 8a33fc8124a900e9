import { graphql } from "gatsby";
import { Check } from "lucide-react";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./DetailCards.module.scss";

export const detailCardSectionFields = graphql`
  fragment DetailCardFields on DetailCard {
    icon
    title
    description
    figures {
      label
      value
    }
    pointsTitle
    points
    tagsTitle
    tags
  }

  fragment DetailCardSectionFields on DetailCardSection {
    id
    eyebrow
    title
    lead
    cards: items {
      ...DetailCardFields
    }
  }
`;

type Card = Queries.DetailCardFieldsFragment;

/**
 * How many parts a card stacks (its icon, title, description, figures, points and tags, those it has): the rows of
 * the grid it spans, which the cards of a row share (subgrid), so each part starts level with the same part of the
 * cards beside it however long a title or description runs.
 */
export const partsOf = (card: Card): number =>
  2 + [card.icon, card.figures, card.points, card.tags].filter((part) => part && part.length > 0).length;

/**
 * Cards with headline figures, a list of points and tags: ad and email
 * platforms, campaign types, strategies, content types, email sequences.
 */
export function DetailCard({ card }: { card: Card }) {
  return (
    <Card as="article" className={styles.card}>
      {card.icon && (
        <span className={styles.icon}>
          <Icon name={card.icon} />
        </span>
      )}
      <h3 className={styles.title}>{card.title}</h3>
      <p className={styles.description}>{card.description}</p>
      {card.figures && (
        <dl className={`${styles.figures} ${styles[`figures${Math.min(card.figures.length, 4)}`]}`}>
          {card.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {card.points && (
        <div>
          <Points title={card.pointsTitle} items={card.points} />
        </div>
      )}
      {card.tags && (
        <div className={styles.tagBlock}>
          {card.tagsTitle && <p className={styles.listTitle}>{card.tagsTitle}</p>}
          <ul className={styles.tags}>
            {card.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function Points({ title, items }: { title: string | null; items: readonly string[] }) {
  return (
    <>
      {title && <p className={styles.listTitle}>{title}</p>}
      <ul className={styles.points}>
        {items.map((point) => (
          <li key={point}>
            <Check aria-hidden="true" size={16} />
            {point}
          </li>
        ))}
      </ul>
    </>
  );
}

interface DetailCardSectionProps {
  section: Queries.DetailCardSectionFieldsFragment;
  /** The anchor when the content gives none. */
  id?: string;
  tone?: "plain" | "alt";
}

export function DetailCardSection({ section, id, tone = "plain" }: DetailCardSectionProps) {
  return (
    <Section {...introOf(section, { id, count: section.cards.length })} tone={tone}>
      <CardGrid columns={{ md: 2, xl: 4 }}>
        {section.cards.map((card) => (
          <li key={card.title} className={`${styles.item} ${styles[`parts${partsOf(card)}`]}`}>
            <DetailCard card={card} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
