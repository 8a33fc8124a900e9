import { graphql } from "gatsby";
import { figureOf, useSiteFacts } from "../../../hooks/useSiteFacts";
import { Icon } from "../../ui/Icon/Icon";
import * as styles from "./IndustryChart.module.scss";

export const industryChartFields = graphql`
  fragment IndustryTileFields on IndustryTile {
    name
    icon
    count
    growth
  }
`;

const clients = (count: number) => `${count} ${count === 1 ? "client" : "clients"}`;

/**
 * The industries we serve as a chart: one row each, in the order the content lists them, a bar as long as its count
 * against the largest, and the clients' average growth where it is measured (a figure of site.json). Each row's text
 * gives the figures its bar draws.
 */
export function IndustryChart({ items }: { items: readonly Queries.IndustryTileFieldsFragment[] }) {
  const site = useSiteFacts();
  const most = Math.max(...items.map((industry) => industry.count));
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.caption}>
        Clients by industry since {site.foundingYear}, with their average growth where we measure it
      </figcaption>
      <ol className={styles.rows}>
        {items.map((industry) => {
          const growth = industry.growth ? figureOf(site, industry.growth) : undefined;
          return (
            <li key={industry.name} className={styles.row}>
              <span className={styles.icon}>
                <Icon name={industry.icon} />
              </span>
              <h3 className={styles.name}>{industry.name}</h3>
              <svg className={styles.bar} viewBox={`0 0 ${most} 1`} preserveAspectRatio="none" aria-hidden="true">
                <rect width={industry.count} height="1" />
              </svg>
              <p className={styles.count}>{clients(industry.count)}</p>
              <p className={styles.growth}>
                {growth && (
                  <>
                    <span className={styles.growthValue}>+{growth.value}</span> average growth
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
