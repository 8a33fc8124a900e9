import fs from "node:fs";
import path from "node:path";

/** Every file below `dir` whose name `keep` accepts (given its name and its folder), by absolute path, sorted. */
export function filesUnder(dir: string, keep: (name: string, folder: string) => boolean = () => true): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name, entry.parentPath))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
