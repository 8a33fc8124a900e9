import { graphql } from "gatsby";
import { figureOf, useSiteFacts, type SiteFactsData } from "../../../hooks/useSiteFacts";
import { CardGrid } from "../../ui/CardGrid/CardGrid";
import { definitionHref, HOW_WE_COUNT_LINK, HOW_WE_COUNT_PATH } from "../../../lib/siteFigures";
import { Icon } from "../../ui/Icon/Icon";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./StatGrid.module.scss";

export const statSectionFields = graphql`
  fragment StatSectionFields on StatSection {
    id
    eyebrow
    title
    lead
    stats: items {
      figure
      value
      label
      description
      icon
    }
  }
`;

interface StatGridProps {
  section: Queries.StatSectionFieldsFragment;
  id?: string;
  tone?: "plain" | "alt" | "dark";
}

/** A stat as shown: an item naming one of site.json's figures shows its value, and its words unless the item has its own. */
export function shownStat(
  site: Pick<SiteFactsData, "figures">,
  item: Queries.StatSectionFieldsFragment["stats"][number],
) {
  const figure = item.figure ? figureOf(site, item.figure) : undefined;
  return {
    figure,
    value: figure?.value ?? item.value ?? "",
    label: item.label ?? figure?.label ?? "",
    description: item.description ?? figure?.description,
    icon: item.icon,
  };
}

/**
 * Headline figures: a value, its label and an optional line of context. An item naming one of site.json's
 * figures shows that figure, so the business's headline numbers are told the same way everywhere.
 */
export function StatGrid({ section, id, tone = "dark" }: StatGridProps) {
  const site = useSiteFacts();
  const items = section.stats.map((item) => shownStat(site, item));
  return (
    <Section {...introOf(section, { id, count: section.stats.length })} tone={tone}>
      <CardGrid columns={{ base: 2, lg: 4 }} gap={4}>
        {items.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            {stat.icon && <Icon name={stat.icon} className={styles.icon} />}
            <span className={styles.value}>{stat.value}</span>
            <span className={styles.label}>
              {stat.figure ? <SiteLink href={definitionHref(stat.figure.id)}>{stat.label}</SiteLink> : stat.label}
            </span>
            {stat.description && <span className={styles.description}>{stat.description}</span>}
          </li>
        ))}
      </CardGrid>
      {items.some((stat) => stat.figure) && (
        <p className={styles.foot}>
          <SiteLink href={HOW_WE_COUNT_PATH}>{HOW_WE_COUNT_LINK}</SiteLink>
        </p>
      )}
    </Section>
  );
}
