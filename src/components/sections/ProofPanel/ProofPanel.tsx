import { useSiteFacts } from "../../../hooks/useSiteFacts";
import { proofShape, shapeInWords } from "../../../lib/proof";
import { definitionHref, HOW_WE_COUNT_LINK, HOW_WE_COUNT_PATH } from "../../../lib/siteFigures";
import { SiteLink } from "../../ui/SiteLink/SiteLink";
import { Icon } from "../../ui/Icon/Icon";
import { introOf } from "../../ui/Section/Section";
import { shownStat } from "../StatGrid/StatGrid";
import { ProofGraphic } from "../../ui/ProofGraphic/ProofGraphic";
import * as styles from "./ProofPanel.module.scss";

/**
 * A page's headline figures beside its heading, as the proof a visitor sees first: each figure's value and words,
 * and, where its value can be drawn, a drawing of it (before and after, against a standard, a share or a count).
 * The figures are the page's own stats section, which the page then does not show again below. Each figure's label
 * links to its definition (/results/how-we-count).
 */
export function ProofPanel({ section, id }: { section: Queries.StatSectionFieldsFragment; id?: string }) {
  const site = useSiteFacts();
  const intro = introOf(section, { id, count: section.stats.length });
  const headingId = `${intro.id ?? "proof"}-heading`;
  return (
    <section id={intro.id} aria-labelledby={headingId} className={styles.panel}>
      {intro.eyebrow && <p className={styles.eyebrow}>{intro.eyebrow}</p>}
      <h2 id={headingId} className={styles.title}>
        {intro.title}
      </h2>
      {intro.lead && <p className={styles.lead}>{intro.lead}</p>}
      <ul className={styles.rows}>
        {section.stats.map((item) => {
          const stat = shownStat(site, item);
          const shape = stat.figure && proofShape(stat.figure);
          return (
            <li key={stat.label} className={styles.row}>
              <span className={styles.value}>
                {stat.icon && <Icon name={stat.icon} className={styles.icon} />}
                {stat.value}
              </span>
              <span className={styles.label}>
                {stat.figure ? <SiteLink href={definitionHref(stat.figure.id)}>{stat.label}</SiteLink> : stat.label}
              </span>
              {stat.description && <span className={styles.description}>{stat.description}</span>}
              {shape && (
                <ProofGraphic
                  className={styles.graphic}
                  shape={shape}
                  value={stat.value}
                  label={`${stat.label}: ${shapeInWords(shape, stat.value)}`}
                />
              )}
            </li>
          );
        })}
      </ul>
      {section.stats.some((item) => item.figure) && (
        <p className={styles.foot}>
          <SiteLink href={HOW_WE_COUNT_PATH}>{HOW_WE_COUNT_LINK}</SiteLink>
        </p>
      )}
    </section>
  );
}
