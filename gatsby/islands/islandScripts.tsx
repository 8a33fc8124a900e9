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

/** React 18 knows no fetchPriority prop; the attribute, lower-case, it passes on as written. */
const LOW_PRIORITY = { fetchpriority: "low" };

/**
 * The page's islands' entries as module scripts after everything they hydrate, with the chunks they share
 * preloaded beside them rather than found one import at a time. Async: each island starts as soon as its code
 * arrives, and one slow or blocked script holds up neither the others nor DOMContentLoaded. Low priority: the
 * text and styles a visitor reads come first.
 */
export function islandScripts(bodyHtml: string, entries: IslandManifest = islandManifest()): ReactNode[] {
  const islands = islandsIn(bodyHtml).map((name) => {
    const entry = entries[name];
    if (!entry) throw new Error(`The page shows the island "${name}", but the islands' build has no entry for it`);
    return { name, ...entry };
  });
  const shared = [...new Set(islands.flatMap((island) => island.imports))];
  const sources = [...new Set(islands.map((island) => island.src))];
  return [
    ...shared.map((href) => <link key={href} rel="modulepreload" href={href} {...LOW_PRIORITY} />),
    ...sources.map((src) => <script key={src} type="module" src={src} async {...LOW_PRIORITY} />),
  ];
}

/** Gatsby's own scripts: the page loader's globals and the slice that lists the runtime's chunks. */
export function isGatsbyScript(node: ReactNode): boolean {
  if (!isValidElement<{ sliceId?: unknown }>(node)) return false;
  return node.key === "script-loader" || node.props.sliceId === "_gatsby-scripts";
}
