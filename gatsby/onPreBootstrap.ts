import type { GatsbyNode } from "gatsby";
import { contentReport } from "./content/report";

// Before any content becomes a node: a mistake in content/ stops `gatsby build` with every problem named by
// file and field, rather than as a GraphQL error later on. `gatsby develop` keeps running and says the same
// (and says it again on every later change: gatsby/onCreateNode.ts).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  const report = contentReport();
  if (!report) return;
  console.error(report);
  if (process.env.gatsby_executing_command !== "develop") process.exit(1);
};
