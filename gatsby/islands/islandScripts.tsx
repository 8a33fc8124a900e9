import { isValidElement, type ReactNode } from "react";
import { ISLAND_ATTRIBUTE } from "../../src/lib/islands/island";
import type { IslandManifest } from "./buildIslands";

// What a prerendered page loads: its islands' entries, and nothing of Gatsby's runtime (no app, framework or
// page chunks, no page data). A page without an island still works in full, as HTML and CSS.

/** The islands' entries, fixed into the page renderer when it is built (onCreateWebpackConfig). */
const islandManifest = (): IslandManifest => JSON.parse(process.env.ISLAND_ENTRIES ?? "{}") as IslandManifest;

/** The islands a rendered body holds, in the order they first appear. */
export function islandsIn(bodyHtml: string): string[] {
  const names = [...bodyHtml.matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([\\w-]+)"`, "g"))].map((match) => match[1]!);
  return [...new Set(names)];
}

/**
 * One module script per island on the page, after everything it hydrates. Async: each island starts as soon as its
 * code arrives, and one slow or blocked script holds up neither the others nor DOMContentLoaded.
 */
export function islandScripts(bodyHtml: string, entries: IslandManifest = islandManifest()): ReactNode[] {
  return islandsIn(bodyHtml).map((name) => {
    const src = entries[name];
    if (!src) throw new Error(`The page shows the island "${name}", but the islands' build has no entry for it`);
    return <script key={`island-${name}`} type="module" src={src} async />;
  });
}

/** Gatsby's own scripts: the page loader's globals and the slice that lists the runtime's chunks. */
export function isGatsbyScript(node: ReactNode): boolean {
  if (!isValidElement<{ sliceId?: unknown }>(node)) return false;
  return node.key === "script-loader" || node.props.sliceId === "_gatsby-scripts";
}
