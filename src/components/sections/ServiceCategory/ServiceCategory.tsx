import { graphql } from "gatsby";
import { slugify } from "../../../lib/slug";
import { Icon } from "../../ui/Icon/Icon";
import { ServiceCards } from "../ServiceCards/ServiceCards";
import * as styles from "./ServiceCategory.module.scss";

export const serviceCategoryFields = graphql`
  fragment ServiceCategoryFields on ServiceCategory {
    category
    icon
    lead
    services {
      ...ServiceCardFields
    }
  }
`;

/** Service categories, each an h3 with its cards; each is an anchor (e.g. #paid-media). */
export function ServiceCategories({ items }: { items: readonly Queries.ServiceCategoryFieldsFragment[] }) {
  return (
    <div className={styles.categories}>
      {items.map((category) => {
        const id = slugify(category.category);
        return (
          <section key={category.category} id={id} aria-labelledby={`${id}-heading`}>
            <h3 id={`${id}-heading`} className={styles.title}>
              <span className={styles.icon}>
                <Icon name={category.icon} />
              </span>
              {category.category}
            </h3>
            {category.lead && <p className={styles.lead}>{category.lead}</p>}
            <ServiceCards
              items={category.services}
              columns={category.services.length % 4 === 0 ? 4 : 3}
              headingLevel="h4"
            />
          </section>
        );
      })}
    </div>
  );
}
