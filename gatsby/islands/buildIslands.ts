import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import * as sass from "sass";
import { classNamesOf, cssModuleClassName, exportNameOf } from "./cssModuleNames";

// The islands' browser code (src/lib/islands/island.tsx says what an island is). Each file of src/islands/ becomes
// an entry of its own, /islands/<name>-<hash>.js, which hydrates that island's roots with Preact (through
// preact/compat, so the components stay the React components the build renders); code two islands share goes
// to shared chunks. No page loads Gatsby's runtime: links are plain links, and the next page is a full load made
// quick by the speculation rules every page carries. Built before the pages are rendered, so each page's HTML
// names its own islands' entries (gatsby/islands/islandScripts.ts).

const ROOT = path.join(__dirname, "..", "..");
export const ISLANDS_DIR = path.join(ROOT, "src", "islands");
export const ISLANDS_PATH = "/islands/";
export const MANIFEST = path.join(ROOT, ".cache", "islands.json");

/** What a page loads for each island: its entry. */
export type IslandManifest = Record<string, string>;

export type QueryRunner = (query: string) => Promise<{ data?: unknown; errors?: unknown }>;

const STATIC_QUERIES = "islands:static-queries";
const ENTRY = "island-entry:";

/** The islands, by file: `header.tsx` declares the island "header", and says so. */
export function islandFiles(dir = ISLANDS_DIR): Array<{ name: string; file: string }> {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => {
      const name = file.replace(/\.tsx$/, "");
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      const declared = [...source.matchAll(/\bisland\(\s*"([^"]+)"/g)].map((match) => match[1]);
      if (declared.length !== 1 || declared[0] !== name) {
        throw new Error(
          `src/islands/${file}: declare exactly one island, named as the file: island("${name}", Component) (found ${declared.length ? declared.map((d) => `"${d}"`).join(", ") : "none"})`,
        );
      }
      return { name, file: path.join(dir, file) };
    });
}

/** The static queries in a source file, as the query tag gives them: `useStaticQuery<…>(graphql\`…\`)`. */
export function staticQueriesIn(source: string): string[] {
  return [...source.matchAll(/useStaticQuery(?:<[^>]*>)?\(\s*graphql`([^`]*)`/g)].map((match) => match[1]!);
}

/** Sass modules as the class names Gatsby's build gives them; the styles themselves are in the page already. */
const cssModulesPlugin: esbuild.Plugin = {
  name: "css-module-names",
  setup(build) {
    build.onLoad({ filter: /\.s?css$/ }, (args) => {
      if (!/\.module\.s?css$/.test(args.path)) return { contents: "", loader: "js" };
      const css = sass.compile(args.path).css;
      const exports = classNamesOf(css)
        .map((name) => `export const ${exportNameOf(name)} = ${JSON.stringify(cssModuleClassName(args.path, name))};`)
        .join("\n");
      return { contents: exports, loader: "js" };
    });
  },
};

function entriesPlugin(queries: Record<string, unknown>): esbuild.Plugin {
  return {
    name: "island-entries",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(${ENTRY}|${STATIC_QUERIES}$)`) }, (args) => ({
        path: args.path,
        namespace: "islands",
      }));
      build.onLoad({ filter: /.*/, namespace: "islands" }, (args) => {
        if (args.path === STATIC_QUERIES)
          return { contents: `export default ${JSON.stringify(queries)};`, loader: "js" };
        const file = path.join(ISLANDS_DIR, `${args.path.slice(ENTRY.length)}.tsx`);
        return {
          contents: [
            `import * as declared from ${JSON.stringify(file)};`,
            `import { hydrateIslands } from ${JSON.stringify(path.join(ROOT, "src", "lib", "islands", "hydrate.ts"))};`,
            "hydrateIslands(Object.values(declared).map((value) => value.island));",
          ].join("\n"),
          loader: "js",
          resolveDir: ROOT,
        };
      });
    },
  };
}

function options(names: string[], queries: Record<string, unknown>): esbuild.BuildOptions {
  return {
    entryPoints: Object.fromEntries(names.map((name) => [name, `${ENTRY}${name}`])),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    minify: true,
    legalComments: "none",
    logLevel: "silent",
    jsx: "automatic",
    jsxImportSource: "preact",
    define: {
      "process.env.NODE_ENV": '"production"',
      // Where the forms deliver, as in the pages (onCreateWebpackConfig): both must agree on the mode.
      "process.env.LEADS_ENDPOINT": JSON.stringify(process.env.LEADS_ENDPOINT ?? ""),
    },
    alias: {
      react: "preact/compat",
      "react-dom": "preact/compat",
      gatsby: path.join(ROOT, "src", "lib", "islands", "gatsbyShim.ts"),
    },
    plugins: [entriesPlugin(queries), cssModulesPlugin],
  };
}

/**
 * Builds the islands into public/islands/ and writes the manifest the page renderer reads. The static queries the
 * islands' code holds are run first and bundled with it, so an island answers them as the page did.
 */
export async function buildIslands(
  runQuery: QueryRunner,
  publicDir = path.join(ROOT, "public"),
): Promise<IslandManifest> {
  const islands = islandFiles();
  const names = islands.map((island) => island.name);
  const scan = await esbuild.build({ ...options(names, {}), write: false, metafile: true, outdir: "out" });
  const sources = Object.keys(scan.metafile.inputs).filter((input) => /^src\/.*\.tsx?$/.test(input));
  const queries: Record<string, unknown> = {};
  for (const source of sources) {
    for (const query of staticQueriesIn(fs.readFileSync(path.join(ROOT, source), "utf8"))) {
      const result = await runQuery(query);
      if (result.errors || !result.data) {
        throw new Error(`${source}: the static query an island uses failed: ${JSON.stringify(result.errors)}`);
      }
      queries[query] = result.data;
    }
  }

  const outDir = path.join(publicDir, ISLANDS_PATH);
  fs.rmSync(outDir, { recursive: true, force: true });
  const built = await esbuild.build({
    ...options(names, queries),
    outdir: outDir,
    entryNames: "[name]-[hash]",
    chunkNames: "shared-[hash]",
    metafile: true,
  });
  const manifest: IslandManifest = {};
  for (const [output, meta] of Object.entries(built.metafile.outputs)) {
    const name = new RegExp(`${ENTRY}([\\w-]+)$`).exec(meta.entryPoint ?? "")?.[1];
    if (name) manifest[name] = `${ISLANDS_PATH}${path.basename(output)}`;
  }
  fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
  fs.writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2));
  return manifest;
}
