import { graphql } from "gatsby";
import { Section } from "../../ui/Section/Section";
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

/** The section holding a page's tool, chosen by the page's contentId. */
export function ToolPanel({ contentId, tool }: { contentId: string; tool: Queries.ToolPageAppFieldsFragment }) {
  if (!isToolId(contentId))
    throw new Error(`No tool component for content/tools/${contentId}.json: add it to toolComponents`);
  const Tool = toolComponents[contentId];
  return (
    <Section id="tool" title={tool.title} eyebrow={tool.eyebrow} lead={tool.lead} tone="alt">
      <noscript>
        <p className={styles.noscript}>{NOSCRIPT_NOTE}</p>
      </noscript>
      <Tool />
    </Section>
  );
}
