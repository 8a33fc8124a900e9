import fs from "node:fs";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// axe-core in the page: WCAG 2.0-2.2 A and AA and best practice, in one run (violations only). target-size
// (WCAG 2.2 2.5.8) runs only because wcag22aa is listed.
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

// axe-core itself, run with axe.run. @axe-core/playwright's analyze() combines per-frame results in a new page
// of its own, which costs three times the run itself; the site has no frames, so there is nothing to combine.
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** What axe looks at: the whole document by default, one part of it (a selector), or all but some parts. */
export type AxeScope = string | { exclude: string[] };

/** Every violation as one readable line per element: rule, impact, target and what to fix. */
export async function axeViolations(page: Page, scope?: AxeScope): Promise<string[]> {
  // page.evaluate runs outside the page's CSP, which allows no script but the site's own.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] };
  const { violations } = await page.evaluate(
    ([context, runOptions]) => {
      const { axe } = window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } };
      return axe.run(context ?? document, runOptions);
    },
    [scope ?? null, options] as const,
  );
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `[${violation.id}] (${violation.impact ?? "?"}) ${violation.help}\n      target: ${node.target.join(" ")}\n      ${(node.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
    ),
  );
}
