import { graphql } from "gatsby";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import * as styles from "./FeatureGrid.module.scss";

export const featureFields = graphql`
  fragment FeatureFields on Feature {
    icon
    title
    description
  }
`;

/** Icon, title and a short description: values, benefits, reasons to choose. */
export function FeatureGrid({ items }: { items: readonly Queries.FeatureFieldsFragment[] }) {
  return (
    <CardGrid columns={{ md: 2, lg: 3, xl: 4 }} gap={6}>
      {items.map((feature) => (
        <li key={feature.title} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={feature.icon} />
          </span>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.description}>{feature.description}</p>
        </li>
      ))}
    </CardGrid>
  );
}
