import fs from "node:fs";
import path from "node:path";

/** Every file under a folder, relative to it, with "/" between folders. */
export function filesUnder(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, root) : [path.relative(root, full).split(path.sep).join("/")];
  });
}

/**
 * The built pages among those files (public/-relative). Slices are fragments stitched into the pages, and the
 * editing screen (admin/) is no Gatsby page.
 */
export const builtPageFiles = (files: readonly string[]): string[] =>
  files.filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/") && !file.startsWith("admin/"));
