import type { Node } from "gatsby";
import { forgetSiteContent } from "./readContent";
import { contentReport, printReport } from "./report";

// In `gatsby develop`, every change to a file under content/ runs the content check again, and the terminal
// shows its findings in the same words as a build (the server keeps running). Changes arrive one file at a
// time, so a burst is checked once.

let ready = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let failing = false;

/** onPostBootstrap: from now on, file changes are an editor's edits. */
export function startWatchingContent(): void {
  ready = process.env.gatsby_executing_command === "develop";
}

/** onCreateNode step: a content file was added or changed. */
export function contentFileChanged(node: Node): void {
  if (!ready || node.internal.type !== "File" || node.sourceInstanceName !== "content") return;
  forgetSiteContent();
  clearTimeout(timer);
  timer = setTimeout(() => {
    const report = contentReport("save");
    if (report) printReport(report);
    else if (failing) printReport("\nThe content check passes again.\n\n");
    failing = Boolean(report);
  }, 200);
}
