import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { introOf, Section } from "../../ui/Section/Section";
import { NOSCRIPT_NOTE } from "./toolCopy";
import * as styles from "./ToolPanel.module.scss";

export const toolPageAppFields = graphql`
  fragment ToolPageAppFields on ToolPageApp {
    name
    eyebrow
    title
    lead
    features
  }
`;

/** The section holding a page's tool, which its template passes in. */
export function ToolPanel({ tool, children }: { tool: Queries.ToolPageAppFieldsFragment; children: ReactNode }) {
  return (
    <Section {...introOf(tool, { id: "tool" })} tone="alt">
      <noscript>
        <p className={styles.noscript}>{NOSCRIPT_NOTE}</p>
      </noscript>
      {children}
    </Section>
  );
}
