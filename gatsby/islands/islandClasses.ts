import fs from "node:fs";
import path from "node:path";
import { ISLAND_CLASSES, type IslandClasses } from "./buildIslands";
import { classNamesOf } from "./cssModuleNames";

// The islands' bundles name CSS module classes by the same function as Gatsby's build (cssModuleNames.ts), and
// carry no CSS: the page's CSS must define every class an island names, or the island renders unstyled once it
// changes what the prerendered HTML showed (a menu opened, a result shown). Checked on the built site, because
// only there do both bundlers' names meet.

/** Each class a bundle names that no page's CSS defines, as "bundle: class". */
export function undefinedIslandClasses(used: IslandClasses, pageCss: readonly string[]): string[] {
  const defined = new Set(pageCss.flatMap(classNamesOf));
  return Object.entries(used).flatMap(([bundle, classes]) =>
    classes.filter((name) => !defined.has(name)).map((name) => `${bundle}: ${name}`),
  );
}

/** The CSS the built pages carry: their inline <style> elements and the stylesheets beside them. */
export function builtCss(publicDir: string): string[] {
  const files = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("admin/"));
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
  const inline = files
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => [...read(file).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!));
  return [...new Set([...inline, ...files.filter((file) => file.endsWith(".css")).map(read)])];
}

/** Stops the build when an island's bundle names a class the pages' CSS does not define. */
export function checkIslandClasses(publicDir: string, classesFile = ISLAND_CLASSES): void {
  const used = JSON.parse(fs.readFileSync(classesFile, "utf8")) as IslandClasses;
  const missing = undefinedIslandClasses(used, builtCss(publicDir));
  if (missing.length > 0) {
    throw new Error(
      `An island's bundle names CSS module classes no page's CSS defines (the bundlers name CSS modules differently: gatsby/islands/cssModuleNames.ts):\n${missing.join("\n")}`,
    );
  }
}
