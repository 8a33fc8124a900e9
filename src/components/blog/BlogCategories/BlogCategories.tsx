import { graphql } from "gatsby";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import * as styles from "./BlogCategories.module.scss";

export const blogCategoryFields = graphql`
  fragment BlogCategoryFields on BlogCategory {
    name
    count
    icon
  }
`;

const articles = (count: number) => `${count} ${count === 1 ? "article" : "articles"}`;

/** Topic tiles with article counts. SPEC gives them no action, so they are plain tiles, not buttons or links. */
export function BlogCategories({ items }: { items: readonly Queries.BlogCategoryFieldsFragment[] }) {
  return (
    <CardGrid columns={{ base: 2, md: 3, xl: 6 }} gap={3}>
      {items.map((category) => (
        <li key={category.name} className={styles.tile}>
          <Icon name={category.icon} className={styles.icon} size={24} />
          <span className={styles.name}>{category.name}</span>
          <span className={styles.count}>{articles(category.count)}</span>
        </li>
      ))}
    </CardGrid>
  );
}
