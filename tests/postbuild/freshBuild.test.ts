import fs from "node:fs";
import path from "node:path";
import { builtHtmlFiles, readBuilt } from "../helpers/builtFiles";
import { PUBLIC_DIR } from "../helpers/builtSite";

// An incremental `gatsby build` that changes only styles can report "no new or changed html files"
// and keep pages that inline the previous stylesheet. Every page must reference only the bundles
// of this build (webpack.stats.json); `npm run clean` before the build fixes a stale one.

interface Stats {
  assetsByChunkName: Record<string, string[]>;
}

const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8")) as Stats;
const current = new Set(Object.values(stats.assetsByChunkName).flat());

it.each(builtHtmlFiles())("%s references only this build's JS and CSS bundles", (file) => {
  const referenced = [...readBuilt(file).matchAll(/(?:src|href|data-href)="\/([^"?#/]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  expect(referenced.length).toBeGreaterThan(0);
  expect(referenced.filter((asset) => !current.has(asset))).toEqual([]);
});
