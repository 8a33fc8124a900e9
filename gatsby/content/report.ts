import { checkContent } from "./check";
import { formatProblems } from "./problems";

// How the content check speaks: plain text an editor can act on, every problem at once, without Gatsby's error
// banner or a stack trace (those are for bugs in code, not mistakes in content).

/** The check's findings as one message, or undefined when the content is sound. */
export function contentReport(dir?: string): string | undefined {
  const problems = checkContent(dir);
  if (problems.length === 0) return undefined;
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `\nThe content has ${count}. Fix ${problems.length === 1 ? "it" : "them"} and save again:\n\n${formatProblems(problems)}\n`;
}
