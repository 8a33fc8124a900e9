import fs from "node:fs";
import path from "node:path";
import type { ContentProblem } from "../../src/lib/content/problems";
import { CONTENT_DIR, readContent, siteContent } from "./readContent";
import { checkFiles } from "../../src/lib/content/rules";

// The content check: everything the build refuses, checked before any page is rendered, with every problem at
// once, each naming the file and the field in an editor's words. `gatsby build` and `gatsby develop` run it
// (gatsby/onPreBootstrap.ts, gatsby/onCreateNode.ts); jest runs it over the real content/ and over planted
// bad files (gatsby/content/__tests__/). The rules themselves are in ./rules.ts, which the editing screen runs too.

/** Every problem with the content folder, read and checked as the build will (on `today`, the build's day unless given). */
export function checkContent(dir = CONTENT_DIR, today?: Date): ContentProblem[] {
  const staticDir = path.join(dir, "..", "static");
  return checkFiles(dir === CONTENT_DIR ? siteContent() : readContent(dir), {
    staticFileExists: (publicPath) => fs.existsSync(path.join(staticDir, publicPath)),
    contentFileExists: (contentPath) => fs.statSync(path.join(dir, contentPath), { throwIfNoEntry: false })?.isFile() ?? false,
    today,
  });
}
