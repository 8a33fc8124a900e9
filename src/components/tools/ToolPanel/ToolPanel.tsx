import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { introOf, Section } from "../../ui/Section/Section";
import { FEATURES_LABEL, NOSCRIPT_NOTE } from "./toolCopy";
import { ToolFeatures } from "./ToolFeatures";
import * as styles from "./ToolPanel.module.scss";

export const toolPageAppFields = graphql`
  fragment ToolPageAppFields on ToolPageApp {
    name
    eyebrow
    title
    lead
    features {
      text
    }
  }
`;

/**
 * The section holding a page's tool, which its template passes in, after what the tool does: the features its card
 * on /tools and /resources lists, so the page shows exactly what the card promises.
 */
export function ToolPanel({ tool, children }: { tool: Queries.ToolPageAppFieldsFragment; children: ReactNode }) {
  return (
    <Section {...introOf(tool, { id: "tool" })} tone="alt">
      <ToolFeatures features={tool.features} className={styles.features} label={FEATURES_LABEL} />
      <noscript>
        <p className={styles.noscript}>{NOSCRIPT_NOTE}</p>
      </noscript>
      {children}
    </Section>
  );
}
