import { deliveryMode, type DeliveryMode } from "./leads";

// Markdown pages (the privacy notice, the terms) say different things depending on whether the forms deliver.
// An editor writes both, each between markers on lines of their own:
//
//   <!-- forms connected -->
//   What is true when the forms send to us.
//   <!-- end forms -->
//   <!-- forms simulated -->
//   What is true when they only simulate.
//   <!-- end forms -->
//
// Markdown keeps the markers as HTML comments; the page shows the block of the mode it was built in and drops
// the other (deliveryBlocksFor). The content check refuses markers that do not pair up (deliveryBlockProblems).

const MARKER = /<!--\s*(forms\s+(\S+)|end\s+forms)\s*-->/g;
export const DELIVERY_MODES: readonly DeliveryMode[] = ["connected", "simulated"];

/** The HTML with only the blocks that are true in `mode`, and no markers. */
export function deliveryBlocksFor(html: string, mode: DeliveryMode = deliveryMode()): string {
  return deliveryBlockRanges(html, mode)
    .map(([from, to]) => html.slice(from, to))
    .join("");
}

/** The parts of the HTML that deliveryBlocksFor keeps in `mode`, as [from, to) offsets (the content check reads them). */
export function deliveryBlockRanges(html: string, mode: DeliveryMode): Array<[number, number]> {
  const kept: Array<[number, number]> = [];
  let from = 0;
  let open: string | undefined;
  for (const match of html.matchAll(MARKER)) {
    if (open === undefined || open === mode) kept.push([from, match.index]);
    open = match[2];
    from = match.index + match[0].length;
  }
  return [...kept, [from, html.length]];
}

/** Markers that do not pair up or name no mode, with the line of the body each is on (1-based). */
export function deliveryBlockProblems(body: string): Array<{ line: number; message: string }> {
  const problems: Array<{ line: number; message: string }> = [];
  let open: { mode: string; line: number } | undefined;
  const lineOf = (index: number) => body.slice(0, index).split("\n").length;
  for (const match of body.matchAll(MARKER)) {
    const line = lineOf(match.index);
    const mode = match[2];
    if (mode !== undefined && !DELIVERY_MODES.includes(mode as DeliveryMode)) {
      problems.push({
        line,
        message: `starts a block for forms "${mode}": the blocks are <!-- forms connected --> and <!-- forms simulated -->`,
      });
    } else if (mode !== undefined && open) {
      problems.push({
        line,
        message: `starts a forms block inside the one opened on line ${open.line}: close it first with <!-- end forms -->`,
      });
    } else if (mode === undefined && !open) {
      problems.push({ line, message: "has <!-- end forms --> without a block to close" });
    }
    open = mode === undefined ? undefined : { mode, line };
  }
  if (open)
    problems.push({
      line: open.line,
      message: `opens a forms ${open.mode} block that is never closed: end it with <!-- end forms -->`,
    });
  return problems;
}
