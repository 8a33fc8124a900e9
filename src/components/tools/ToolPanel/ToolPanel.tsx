import { graphql } from "gatsby";
import { introOf, Section } from "../../ui/Section/Section";
import { NOSCRIPT_NOTE } from "./toolCopy";
import { isToolId, toolComponents } from "./toolComponents";
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

/** The section holding a page's tool, chosen by its content file's name. */
export function ToolPanel({ slug, tool }: { slug: string; tool: Queries.ToolPageAppFieldsFragment }) {
  if (!isToolId(slug)) throw new Error(`No tool component for content/tools/${slug}.json: add it to toolComponents`);
  const Tool = toolComponents[slug];
  return (
    <Section {...introOf(tool, { id: "tool" })} tone="alt">
      <noscript>
        <p className={styles.noscript}>{NOSCRIPT_NOTE}</p>
      </noscript>
      <Tool />
    </Section>
  );
}
