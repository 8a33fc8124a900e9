import type { GatsbyNode } from "gatsby";
import { contentReport, printReport } from "./content/report";

// Before any content becomes a node: a mistake in content/ stops `gatsby build` with every problem named by
// file and field, rather than as a GraphQL error later on. `gatsby develop` keeps running and says the same
// (and says it again on every later change: gatsby/onCreateNode.ts).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  const developing = process.env.gatsby_executing_command === "develop";
  const report = contentReport(developing ? "save" : "build");
  if (!report) return;
  printReport(report);
  if (!developing) process.exit(1);
};
