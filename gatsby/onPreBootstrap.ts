import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatProblems, validateContentDir } from "./validateContent";

// Runs before sourcing, so a malformed file stops the build with the file and
// field named rather than as an obscure GraphQL error later on.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentDir(path.join(process.cwd(), "content"));
  if (problems.length > 0) {
    reporter.panic(`Content check failed. Fix these fields and build again:\n${formatProblems(problems)}`);
  }
};
