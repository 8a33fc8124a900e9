import { checkContent } from "./check";
import { locateProblems } from "./locate";
import { CONTENT_DIR } from "./readContent";
import { formatProblems } from "../../src/lib/content/problems";

// How the content check speaks: plain text an editor can act on, every problem at once, without Gatsby's error
// banner or a stack trace (those are for bugs in code, not mistakes in content).

/** The check's findings as one message, or undefined when the content is sound. */
export function contentReport(then: "build" | "save", dir?: string): string | undefined {
  const problems = locateProblems(checkContent(dir), dir ?? CONTENT_DIR);
  if (problems.length === 0) return undefined;
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  const fix = `Fix ${problems.length === 1 ? "it" : "them"} and ${then} again`;
  return `\nThe content has ${count}. ${fix}:\n\n${formatProblems(problems)}\n\n`;
}

/**
 * Prints a report as it is. Gatsby routes console.error from the site's own code through its reporter, which puts
 * an " ERROR  UNKNOWN" banner before it: that banner means a bug, and a content mistake is not one.
 */
export function printReport(report: string): void {
  process.stderr.write(report);
}
