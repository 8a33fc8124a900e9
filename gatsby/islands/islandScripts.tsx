import { isValidElement, type ReactNode } from "react";
import { ISLAND_ATTRIBUTE } from "../../src/lib/islands/island";
import type { IslandManifest } from "./buildIslands";
import { ISLANDS_LIST_ATTRIBUTE, ISLANDS_LOADER } from "./loader";

// What a prerendered page loads: its islands' bundles and the runtime they share, and nothing of Gatsby's runtime (no app, framework or
// page chunks, no page data). A page without an island still works in full, as HTML and CSS.

/** The islands' manifest (buildIslands), fixed into the page renderer when it is built (onCreateWebpackConfig). */
const ISLAND_ENTRIES = JSON.parse(process.env.ISLAND_ENTRIES ?? '{"runtime":"","bundles":{}}') as IslandManifest;

/** The islands a rendered body holds, in the order they first appear. */
export function islandsIn(bodyHtml: string): string[] {
  const names = [...bodyHtml.matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([\\w-]+)"`, "g"))].map((match) => match[1]!);
  return [...new Set(names)];
}

/**
 * The page's islands' loader (loader.ts), listing the runtime and each island with its bundle: an island's code is
 * fetched only once the page has loaded and painted and the visitor nears the island or reaches for it, so what a
 * visitor reads is painted first, with no script competing for the connection or the main thread.
 */
export function islandScripts(bodyHtml: string, entries: IslandManifest = ISLAND_ENTRIES): ReactNode[] {
  const islands = islandsIn(bodyHtml).map((name) => {
    const bundle = entries.bundles[name];
    if (!bundle) throw new Error(`The page shows the island "${name}", but the islands' build has no entry for it`);
    return `${name}=${bundle}`;
  });
  if (islands.length === 0) return [];
  return [
    <script
      key="islands"
      {...{ [ISLANDS_LIST_ATTRIBUTE]: [entries.runtime, ...islands].join(" ") }}
      dangerouslySetInnerHTML={{ __html: ISLANDS_LOADER }}
    />,
  ];
}

/** Gatsby's own scripts: the page loader's globals and the slice that lists the runtime's chunks. */
export function isGatsbyScript(node: ReactNode): boolean {
  if (!isValidElement<{ sliceId?: unknown }>(node)) return false;
  return node.key === "script-loader" || node.props.sliceId === "_gatsby-scripts";
}
