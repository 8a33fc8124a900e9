import type { GatsbyNode } from "gatsby";
import { buildIslands } from "./islands/buildIslands";

// The islands' browser code, built before the pages are rendered so each page names its islands' bundles.
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }) => {
  const activity = reporter.activityTimer("islands");
  activity.start();
  try {
    const manifest = await buildIslands();
    const from = manifest.reused ? ", from the last build (nothing they are made of changed)" : "";
    const bundles = new Set(Object.values(manifest.bundles)).size;
    activity.setStatus(
      `${Object.keys(manifest.bundles).length} islands in ${bundles} bundles, in public/islands/${from}`,
    );
  } catch (error) {
    reporter.panic((error as Error).message, error as Error);
  } finally {
    activity.end();
  }
};
