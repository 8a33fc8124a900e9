import fs from "node:fs";
import path from "node:path";

// Gatsby's client runtime, which no page loads (docs/islands.md): a page carries its CSS inline and loads only its
// islands' scripts. Gatsby builds the runtime all the same, since the same webpack build extracts the CSS the pages
// inline, and reads its stats while it renders the pages; after that nothing reads it, so onPostBuild removes it
// from public/ and a host publishes only what the site uses. Each build writes it afresh before rendering.
//
// page-data/ stays: nothing on the site loads it either, but the next build renders its pages from those files,
// and only rewrites those whose data changed.

/** Names at the top of public/ that are the runtime's. */
const LEFTOVERS: readonly RegExp[] = [
  // Its chunks (app, framework, webpack-runtime, commons, one per template) and their stylesheets, content-hashed,
  // with the licence comments Terser extracts from them. The site's own scripts are in islands/ and admin/.
  /[.-][0-9a-f]{20}\.(js|css)$/,
  /-[0-9a-f]{20}\.js\.LICENSE\.txt$/,
  // What the pages' renderer reads to name a page's chunks.
  /^webpack\.stats\.json$/,
  /^chunk-map\.json$/,
  // The slice that names the runtime's scripts, which no page includes (gatsby/islands/islandScripts.tsx).
  /^_gatsby$/,
  // Partytown, copied in for off-main-thread third-party scripts, of which the site has none.
  /^~partytown$/,
];

interface Size {
  files: number;
  bytes: number;
}

const total = (sizes: readonly Size[]): Size =>
  sizes.reduce((sum, size) => ({ files: sum.files + size.files, bytes: sum.bytes + size.bytes }), {
    files: 0,
    bytes: 0,
  });

const sizeOf = (file: string): Size => {
  const stats = fs.statSync(file);
  if (!stats.isDirectory()) return { files: 1, bytes: stats.size };
  return total(fs.readdirSync(file).map((name) => sizeOf(path.join(file, name))));
};

/** Removes the runtime from publicDir, once its pages are rendered; returns how much went. */
export function removeRuntimeLeftovers(publicDir: string): Size {
  const leftovers = fs
    .readdirSync(publicDir)
    .filter((name) => LEFTOVERS.some((pattern) => pattern.test(name)))
    .map((name) => path.join(publicDir, name));
  const removed = total(leftovers.map(sizeOf));
  for (const leftover of leftovers) fs.rmSync(leftover, { recursive: true, force: true });
  return removed;
}
