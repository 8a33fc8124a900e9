import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

// axe-core in the page, WCAG 2.0-2.2 A/AA rules and, in a run of their own (withTags drops them),
// the best-practice rules. target-size (WCAG 2.2 2.5.8) runs only because wcag22aa is listed.
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every violation as one readable line per element: rule, impact, target and what to fix. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = (tags: string[]) => {
    const axe = new AxeBuilder({ page }).withTags(tags);
    return scope ? axe.include(scope) : axe;
  };
  // One after the other: axe cannot run twice at once in a frame.
  const runs = [await builder(WCAG_TAGS).analyze(), await builder(["best-practice"]).analyze()];
  return runs.flatMap((run) =>
    run.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.id}] (${violation.impact ?? "?"}) ${violation.help}\n      target: ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
      ),
    ),
  );
}
