import crypto from "node:crypto";
import path from "node:path";

// One name for each class of a CSS module, whichever bundler asks: Gatsby's webpack builds (css-loader's
// getLocalIdent, onCreateWebpackConfig) and the islands' esbuild build agree on it, so an island hydrates the
// very classes the prerendered HTML carries. "nav-1a2b3": readable, and unique by a hash of the file and name.

const ROOT = path.join(__dirname, "..", "..");

export function cssModuleClassName(file: string, local: string): string {
  const relative = path.relative(ROOT, file).split(path.sep).join("/");
  const hash = crypto.createHash("sha256").update(`${relative}\0${local}`).digest("base64url").slice(0, 5);
  return `${local}-${hash}`;
}

/** The class names a compiled stylesheet defines (selectors only: not inside url(), strings or comments). */
export function classNamesOf(css: string): string[] {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/url\([^)]*\)/g, "")
    .replace(/"[^"]*"|'[^']*'/g, "")
    .replace(/\{[^{}]*\}/g, "{}");
  const names = [...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
  return [...new Set(names)];
}

/** css-loader's "dashesOnly" convention, as Gatsby sets it: `.nav-link` is exported as navLink. */
export const exportNameOf = (className: string): string =>
  className.replace(/-+(\w)/g, (_, letter: string) => letter.toUpperCase());
