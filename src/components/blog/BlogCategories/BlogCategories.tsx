import { graphql } from "gatsby";
import { articleCount, type TopicTile } from "../../../lib/blog";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { Icon } from "../../ui/Icon/Icon";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import * as styles from "./BlogCategories.module.scss";

/**
 * The topic tiles, each a link to its topic's page (All Posts to the blog index) with the number of its articles,
 * counted from the articles (topicTiles, src/lib/blog.ts). The name is the one link, stretched over the tile.
 */
export function BlogCategories({ tiles, currentPath }: { tiles: readonly TopicTile[]; currentPath?: string }) {
  return (
    <CardGrid columns={{ base: 2, md: 3, xl: 6 }} gap={3}>
      {tiles.map((tile) => (
        <li key={tile.path} className={styles.tile}>
          <Icon name={tile.icon} className={styles.icon} size={24} />
          <SiteLink
            href={tile.path}
            className={styles.name}
            aria-current={tile.path === currentPath ? "page" : undefined}
          >
            {tile.name}
          </SiteLink>
          <span className={styles.count}>{articleCount(tile.count)}</span>
        </li>
      ))}
    </CardGrid>
  );
}

export const blogTopicTileFields = graphql`
  fragment BlogTopicTileFields on BlogTopic {
    slug
    name
    icon
  }
`;

/**
 * What the blog's list pages count their tiles from: how many articles there are, and how many each topic has,
 * counted by the query (articleCounts, src/lib/blog.ts), and every topic.
 */
export const blogArchiveFields = graphql`
  fragment BlogArchiveFields on Query {
    articles: allMarkdownRemark(filter: { contentType: { eq: "BlogPost" } }) {
      totalCount
      byTopic: group(field: { frontmatter: { category: { slug: SELECT } } }) {
        fieldValue
        totalCount
      }
    }
    topics: allBlogTopic {
      nodes {
        ...BlogTopicTileFields
      }
    }
  }
`;
