import { graphql } from "gatsby";
import { introOf, Section } from "../../ui/Section/Section";
import * as styles from "./Comparison.module.scss";

export const costBreakdownFields = graphql`
  fragment CostColumnFields on CostColumn {
    title
    rows {
      label
      value
    }
    total {
      label
      value
    }
  }

  fragment CostBreakdownFields on CostBreakdown {
    eyebrow
    title
    lead
    inHouse {
      ...CostColumnFields
    }
    agency {
      ...CostColumnFields
    }
    saving {
      label
      value
    }
    note
  }
`;

function CostColumn({ column }: { column: Queries.CostColumnFieldsFragment }) {
  return (
    <div className={styles.column}>
      <h3 className={styles.columnTitle}>{column.title}</h3>
      <dl className={styles.costs}>
        {column.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{column.total.label}</dt>
          <dd>{column.total.value}</dd>
        </div>
      </dl>
    </div>
  );
}

/** What a year of each option costs, line by line, and the difference. */
export function CostBreakdown({ section, id }: { section: Queries.CostBreakdownFieldsFragment; id: string }) {
  return (
    <Section {...introOf(section, { id })}>
      <div className={styles.columns}>
        <CostColumn column={section.inHouse} />
        <CostColumn column={section.agency} />
      </div>
      <p className={styles.saving}>
        {section.saving.label}: <strong>{section.saving.value}</strong>
      </p>
      {section.note && <p className={styles.note}>{section.note}</p>}
    </Section>
  );
}
