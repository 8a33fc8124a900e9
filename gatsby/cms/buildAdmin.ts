import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import yaml from "js-yaml";
import type * as Sass from "sass";
import { esbuildInputs, filesAmong, reusedOrBuilt, type StepBuild } from "../buildCache";
import { CONTENT_DIR, readContent } from "../content/readContent";
import { isScheduled } from "../../src/lib/scheduling";
import type { ContentSnapshot } from "../../src/cms/snapshot";
import { cmsBackend, type CmsBackend } from "./backend";
import { cmsConfig, type CmsConfig } from "./config";
import { whenUsed } from "../lazyModule";

const sass = whenUsed<typeof Sass>("sass");

// Builds the editing screen into public/admin/ (after `gatsby build`) or .cache/cms-admin/ (npm run cms): its own
// bundle, made by esbuild from src/cms/admin.tsx, apart from Gatsby's webpack build, so no public page loads or
// grows by any of it. Beside it: index.html, the generated config.yml, content.json (the content the screen
// checks entries against and previews with) and preview.css (the site's styles, for the preview pane only).

const ROOT = path.join(__dirname, "..", "..");

export const ADMIN_PATH = "/admin/";

/** The screen's page: no inline script or style, so its CSP needs no hash; kept out of search results. */
export function adminHtml(backend: CmsBackend): string {
  const scripts = [...backend.scriptSources, "admin.js"].map((src) => `    <script src="${src}" defer></script>`);
  return [
    "<!doctype html>",
    '<html lang="en-GB">',
    "  <head>",
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    '    <meta name="robots" content="noindex, nofollow">',
    "    <title>Content editor</title>",
    // What the deployed screen lacks, for src/cms/admin.tsx to say in place of signing in.
    ...(backend.unset ? [`    <meta name="cms-unset" content="${backend.unset}">`] : []),
    ...scripts,
    "  </head>",
    "  <body></body>",
    "</html>",
    "",
  ].join("\n");
}

/** Where each section fragment renames the section's items (`questions: items` on FaqSection), from the sources. */
export function itemAliases(dir = path.join(ROOT, "src", "components", "sections")): Record<string, string> {
  const aliases: Record<string, string> = {};
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith(".tsx")) {
        const source = fs.readFileSync(full, "utf8");
        for (const match of source.matchAll(/fragment \w+ on (\w+) \{([^`]*?)\n {2}\}/g)) {
          const alias = /^\s{4}(\w+): items\b/m.exec(match[2] ?? "")?.[1];
          if (alias) aliases[match[1]!] = alias;
        }
      }
    }
  };
  visit(dir);
  return aliases;
}

function filesUnder(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
  });
}

export function contentSnapshot(siteUrl: string, contentDir = CONTENT_DIR): ContentSnapshot {
  const { files } = readContent(contentDir);
  return {
    // A scheduled article's text is not published before its day, here either: the screen's rules need only its
    // front matter (its address, title and date), and an editor opening it reads the file itself.
    files: files.map((file) => (isScheduled(file) ? { ...file, body: "" } : file)),
    names: filesUnder(contentDir)
      .map((name) => name.slice(1))
      .filter((name) => !/(^|\/)README\.md$/.test(name)),
    staticFiles: filesUnder(path.join(contentDir, "..", "static")),
    siteUrl,
    itemAliases: itemAliases(),
  };
}

/** Folders of sub-pages within a collection's folder, such as industries/legal-firms. */
function subFolders(contentDir = CONTENT_DIR): string[] {
  return filesUnder(contentDir)
    .map((name) => path.posix.dirname(name.slice(1)))
    .filter((dir) => dir.includes("/") && !dir.endsWith("/images"))
    .filter((dir, index, all) => all.indexOf(dir) === index)
    .sort();
}

/**
 * Sass files as esbuild CSS: a `.module.scss` as CSS modules (named exports of its classes), as the site uses them.
 * Every file Sass loaded is added to `loaded`.
 */
const scssPlugin = (loaded: Set<string>): esbuild.Plugin => ({
  name: "scss",
  setup(build) {
    build.onLoad({ filter: /\.scss$/ }, (args) => {
      const { css, loadedUrls } = sass().compile(args.path, { style: "compressed" });
      for (const file of filesAmong(loadedUrls)) loaded.add(file);
      return {
        contents: css,
        loader: args.path.endsWith(".module.scss") ? "local-css" : "css",
        watchFiles: [args.path],
      };
    });
  },
});

/**
 * Decap's phrases in English alone: decap-cms-app registers every language Decap has (0.56 MB of the bundle's
 * 6.2 MB), and the screen speaks only the one config.yml names (`locale: en`).
 */
const englishOnly: esbuild.Plugin = {
  name: "decap-english",
  setup(build) {
    build.onResolve({ filter: /^decap-cms-locales$/ }, () => ({ path: "en", namespace: "decap-locales" }));
    build.onLoad({ filter: /.*/, namespace: "decap-locales" }, () => ({
      contents: 'export { default as en } from "decap-cms-locales/dist/esm/en";',
      resolveDir: ROOT,
    }));
  },
};

export interface AdminBuild {
  outDir: string;
  bytes: number;
  /** The config the screen was built with (config.yml). */
  config: CmsConfig;
  /** The setting the deployed screen lacks, if any (CmsBackend's `unset`). */
  unset?: string;
}

/** The screen's code, admin.js, and the site's CSS the views import, for the preview pane: preview.css. */
async function bundleAdmin(outDir: string): Promise<StepBuild<null>> {
  const loaded = new Set<string>();
  const result = await esbuild.build({
    entryPoints: { admin: path.join(ROOT, "src", "cms", "admin.tsx") },
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    outdir: outDir,
    jsx: "automatic",
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
    alias: {
      // The site's views import Link and their static queries from "gatsby": the screen's stand-ins.
      gatsby: path.join(ROOT, "src", "cms", "gatsbyShim.tsx"),
    },
    plugins: [scssPlugin(loaded), englishOnly],
  });
  // The site's CSS, which the views import, is for the preview pane (registerPreviewStyle), not the screen.
  fs.renameSync(path.join(outDir, "admin.css"), path.join(outDir, "preview.css"));
  return {
    value: null,
    inputs: [...esbuildInputs(ROOT, result), ...loaded],
    outputs: ["admin.js", "preview.css"],
  };
}

export async function buildAdmin(outDir: string, siteUrl: string, backend = cmsBackend()): Promise<AdminBuild> {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  // Made again only when a file it was made from changed (gatsby/buildCache.ts).
  await reusedOrBuilt({
    name: "admin",
    outDir,
    code: [__filename],
    key: () => esbuild.version,
    build: () => bundleAdmin(outDir),
  });
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml(backend));
  const config = cmsConfig({ backend, siteUrl, subFolders: subFolders() });
  fs.writeFileSync(
    path.join(outDir, "config.yml"),
    `# Generated by gatsby/cms/config.ts from the content schemas at every build: do not edit.\n${yaml.dump(config, { lineWidth: 120 })}`,
  );
  fs.writeFileSync(path.join(outDir, "content.json"), JSON.stringify(contentSnapshot(siteUrl)));
  const bytes = fs.readdirSync(outDir).reduce((sum, file) => sum + fs.statSync(path.join(outDir, file)).size, 0);
  return { outDir, bytes, config, ...(backend.unset ? { unset: backend.unset } : {}) };
}
