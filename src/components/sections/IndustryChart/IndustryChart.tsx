import { graphql } from "gatsby";
import { Card } from "../../ui/CardGrid/Card";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import * as styles from "./IndustryTiles.module.scss";

export const industryTileFields = graphql`
  fragment IndustryTileFields on IndustryTile {
    name
    icon
    count
    avgGrowth
  }
`;

/** Industries we serve: how many clients in each and their average growth. */
export function IndustryTiles({ items }: { items: readonly Queries.IndustryTileFieldsFragment[] }) {
  return (
    <CardGrid columns={{ sm: 2, lg: 3 }} gap={4}>
      {items.map((industry) => (
        <Card key={industry.name}>
          <span className={styles.icon}>
            <Icon name={industry.icon} />
          </span>
          <h3 className={styles.name}>{industry.name}</h3>
          <p className={styles.count}>
            {industry.count} {industry.count === 1 ? "client" : "clients"}
          </p>
          <p className={styles.growth}>
            <span className={styles.growthValue}>{industry.avgGrowth}</span> average growth
          </p>
        </Card>
      ))}
    </CardGrid>
  );
}
