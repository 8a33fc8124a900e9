import { graphql } from "gatsby";
import { isRating } from "../../../lib/ratings";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./Comparison.module.scss";
import { RatingIcon } from "./RatingIcon";

export const comparisonSectionFields = graphql`
  fragment ComparisonOptionFields on ComparisonOption {
    title
    description
    details
    rating
  }

  fragment ComparisonSectionFields on ComparisonSection {
    eyebrow
    title
    lead
    categories {
      category
      inHouse {
        ...ComparisonOptionFields
      }
      agency {
        ...ComparisonOptionFields
      }
    }
  }
`;

function Option({ label, option }: { label: string; option: Queries.ComparisonOptionFieldsFragment }) {
  return (
    <div className={styles.option}>
      <p className={styles.optionLabel}>{label}</p>
      <h4 className={styles.optionTitle}>
        {isRating(option.rating) && <RatingIcon rating={option.rating} />}
        {option.title}
      </h4>
      <p className={styles.optionDescription}>{option.description}</p>
      <ul className={styles.details}>
        {option.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </div>
  );
}

/** Category by category, the in-house option beside the agency option, each rated. */
export function ComparisonCategories({
  section,
  id,
}: {
  section: Queries.ComparisonSectionFieldsFragment;
  id: string;
}) {
  return (
    <Section {...introOf(section, { id })}>
      <ul className={styles.categories}>
        {section.categories.map((category) => (
          <li key={category.category} className={styles.category}>
            <h3 className={styles.categoryTitle}>{category.category}</h3>
            <div className={styles.options}>
              <Option label="In-house team" option={category.inHouse} />
              <Option label="Agency partner" option={category.agency} />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
