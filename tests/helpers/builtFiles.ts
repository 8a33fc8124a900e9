import fs from "node:fs";
import path from "node:path";
import { modulesListed } from "../../gatsby/islands/loader";
import { PUBLIC_DIR } from "./builtSite";

// Every file of the build, for the checks that must cover whatever the build wrote,
// not only what the route table names (find -type f: page-data/404.html/ is a folder).

export function builtFiles(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(full);
    return entry.isFile() ? [path.relative(PUBLIC_DIR, full).split(path.sep).join("/")] : [];
  });
}

/** The editing screen (public/admin/): Decap CMS, no page of the site (tests/postbuild/cms.test.ts checks it). */
export const ADMIN_DIR = "admin/";

/**
 * Every built HTML page (public/-relative), leaving out Gatsby's slice fragments and, deliberately, the editing
 * screen: the page checks (metadata, html-validate, the W3C checker, the pages' CSP) are for what visitors read.
 */
export function builtHtmlFiles(): string[] {
  return builtFiles()
    .filter((file) => file.endsWith(".html") && !file.startsWith("_gatsby/slices/") && !file.startsWith(ADMIN_DIR))
    .sort();
}

export function readBuilt(file: string): string {
  return fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8");
}

/**
 * Every script a built page loads (public/-relative): the ones its HTML names, the islands' modules its loader
 * lists, and, through their imports, the modules those load in turn.
 */
export function pageScriptFiles(htmlFile: string): string[] {
  const html = readBuilt(htmlFile);
  const named = [
    ...[...html.matchAll(/<script\b[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]!),
    // The islands' loader (gatsby/islands/loader.ts) imports the modules it lists: the runtime, then each island's
    // bundle as "name=/islands/….js".
    ...[...html.matchAll(/<script\b[^>]*\sdata-islands="([^"]+)"/g)].flatMap((match) =>
      modulesListed(match[1]!).map((url) => url.slice(1)),
    ),
  ];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readBuilt(file).matchAll(/(?:\bimport|\bfrom)\s*"(\.?\/[^"]+\.js)"/g)) {
      const imported = match[1]!;
      visit(imported.startsWith("/") ? imported.slice(1) : path.posix.join(path.posix.dirname(file), imported));
    }
  };
  named.forEach(visit);
  return [...seen];
}
