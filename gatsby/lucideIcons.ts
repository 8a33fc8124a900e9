import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./files";

// lucide-react's main module re-exports its 1,600 icons, and webpack builds every module a re-export names before
// it drops the unused ones: in both of Gatsby's stages, for the 75 icons the site draws. The site's code keeps
// importing icons by name from "lucide-react"; webpack resolves that import to a module written here, which
// re-exports just the icons the code names, each from its own file (lucide-react/icons/<name>). The islands'
// bundles (esbuild) and the tests take the package as it is.

const ROOT = path.join(__dirname, "..");
const ICONS_DIR = path.join(ROOT, "node_modules", "lucide-react", "dist", "esm", "icons");
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;

/** An icon's export name as its module's file name: ChartBar → chart-bar, Building2 → building-2. */
export const iconFileName = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase();

/** The icons a source text imports by name from "lucide-react" (types left out). */
export function iconsImported(source: string): string[] {
  return [...source.matchAll(IMPORT)].flatMap((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith("type ")),
  );
}

const sourceFiles = (dirs: readonly string[]) =>
  dirs.flatMap((dir) => filesUnder(dir, (name, folder) => /\.tsx?$/.test(name) && !folder.includes("__tests__")));

/** The module's text: one re-export per icon the files import, each from its own module. */
export function lucideIconsModule(files: readonly string[], iconsDir = ICONS_DIR): string {
  const names = [...new Set(files.flatMap((file) => iconsImported(fs.readFileSync(file, "utf8"))))].sort();
  return names
    .map((name) => {
      const file = iconFileName(name);
      if (!fs.existsSync(path.join(iconsDir, `${file}.mjs`))) {
        throw new Error(
          `lucide-react has no icon module "icons/${file}" for the icon ${name} that the site's code imports (gatsby/lucideIcons.ts)`,
        );
      }
      return `export { default as ${name} } from "lucide-react/icons/${file}";\n`;
    })
    .join("");
}

/** Writes the module for the site's code (src/ and gatsby/) into Gatsby's cache, and returns its path. */
export function writeLucideIconsModule(): string {
  const target = path.join(ROOT, ".cache", "lucide-icons.mjs");
  const text = lucideIconsModule(sourceFiles([path.join(ROOT, "src"), path.join(ROOT, "gatsby")]));
  if (!fs.existsSync(target) || fs.readFileSync(target, "utf8") !== text) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
  }
  return target;
}
