import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import * as preact from "preact";
import * as preactCompat from "preact/compat";
import * as preactJsxRuntime from "preact/jsx-runtime";
import type * as Sass from "sass";
import { buildSettingDefines } from "../../src/lib/buildSettings";
import { escapeRegExp } from "../../src/lib/text";
import { esbuildInputs, filesAmong, reusedOrBuilt, type StepBuild } from "../buildCache";
import { classNamesOf, cssModuleClassName, exportNameOf } from "./cssModuleNames";
import { whenUsed } from "../lazyModule";

const sass = whenUsed<typeof Sass>("sass");

// The islands' browser code (src/lib/islands/island.tsx says what an island is). Each file of src/islands/ becomes
// a bundle of its own, /islands/<file>-<hash>.js, which hydrates the roots of the islands it declares with Preact
// (through preact/compat, so the components stay the React components the build renders). Preact is one runtime
// module every bundle imports, /islands/runtime-<hash>.js. No page loads Gatsby's runtime: links are plain links,
// and the next page is a full load made quick by the speculation rules every page carries. Built before the pages
// are rendered, so each page's HTML names its own islands' bundles (gatsby/islands/islandScripts.tsx).

const ROOT = path.join(__dirname, "..", "..");
export const ISLANDS_DIR = path.join(ROOT, "src", "islands");
export const ISLANDS_PATH = "/islands/";
export const MANIFEST = path.join(ROOT, ".cache", "islands.json");
/** The CSS module classes each bundle names, by bundle. */
export const ISLAND_CLASSES = path.join(ROOT, ".cache", "island-classes.json");
export type IslandClasses = Record<string, string[]>;

/** What pages load: the runtime every bundle imports, and each island's bundle. */
export interface IslandManifest {
  runtime: string;
  bundles: Record<string, string>;
}

const ENTRY = "island-entry:";
const RUNTIME = "island-runtime";
/** What the islands take from React (Preact, through preact/compat) and from Preact itself: the runtime's. */
const RUNTIME_MODULES =
  /^(react|react-dom|react\/jsx-runtime|preact|preact\/hooks|preact\/compat|preact\/jsx-runtime)$/;

export interface IslandBundle {
  /** The bundle's name, from its file: src/islands/enquiry-form.tsx is "enquiry-form". */
  bundle: string;
  file: string;
  /** The islands the file declares: `island("header", Header)`. */
  islands: string[];
}

/**
 * The islands' bundles, one per file of src/islands/: each declares one island or more (islands always shown
 * together share a bundle, as the site's chrome does). A name used twice would leave one island never hydrated.
 */
export function islandFiles(dir = ISLANDS_DIR): IslandBundle[] {
  const bundles = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => {
      const source = fs.readFileSync(path.join(dir, file), "utf8");
      const islands = [...source.matchAll(/\bisland\(\s*"([^"]+)"/g)].map((match) => match[1]!);
      if (islands.length === 0) {
        throw new Error(`src/islands/${file}: declare an island: export const X = island("name", Component)`);
      }
      return { bundle: file.replace(/\.tsx$/, ""), file: path.join(dir, file), islands };
    });
  const names = bundles.flatMap((bundle) => bundle.islands);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`src/islands/: the island name "${twice}" is declared twice`);
  return bundles;
}

/** A source's code with its comments blanked (their line breaks kept, so lines still count), strings kept whole. */
function withoutComments(source: string): string {
  return source.replace(
    /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g,
    (match, string: string | undefined) => string ?? match.replace(/[^\n]/g, ""),
  );
}

/**
 * Why a source file may not be in an island's bundle: island code asks no static query (the page passes an island
 * what it shows as props, src/lib/islands/island.tsx), and the bundles' "gatsby" (src/lib/islands/gatsbyShim.ts)
 * has no useStaticQuery. Names the file and the line; undefined when the code does not use the hook.
 */
export function staticQueryInIsland(file: string, source: string): string | undefined {
  const code = withoutComments(source);
  const at = /\buseStaticQuery\b/.exec(code)?.index;
  if (at === undefined) return undefined;
  const line = code.slice(0, at).split("\n").length;
  return `${file}:${line}: an island's code may not ask a static query (useStaticQuery); pass the island what it needs as props`;
}

/** Where a message names a source: from the project's root. */
const relativeToRoot = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** Source files of our own that an island's bundle may hold. */
const SOURCE_FILE = /\.[cm]?[jt]sx?$/;
const isOwnSource = (file: string) => !file.split(path.sep).includes("node_modules");

/** An esbuild plugin that refuses a source file of our own that asks a static query, naming the file and line. */
const noStaticQueriesPlugin: esbuild.Plugin = {
  name: "no-static-queries",
  setup(build) {
    build.onLoad({ filter: SOURCE_FILE }, (args) => {
      if (!isOwnSource(args.path)) return undefined;
      const problem = staticQueryInIsland(relativeToRoot(args.path), fs.readFileSync(args.path, "utf8"));
      if (problem) throw new Error(problem);
      return undefined;
    });
  },
};

/** Each Sass module compiled once a build (both passes read it), and every file the compiler loaded. */
interface SassCompiler {
  compile: (file: string) => string;
  loaded: Set<string>;
}

function sassCompiler(): SassCompiler {
  const compiled = new Map<string, string>();
  const loaded = new Set<string>();
  const compile = (file: string) => {
    let css = compiled.get(file);
    if (css === undefined) {
      const result = sass().compile(file);
      css = result.css;
      for (const file of filesAmong(result.loadedUrls)) loaded.add(file);
      compiled.set(file, css);
    }
    return css;
  };
  return { compile, loaded };
}

/**
 * Sass modules as the class names Gatsby's build gives them; the styles themselves are in the page already. Every
 * module it names is recorded in `named` with its classes, so the build can tell that none escaped it.
 */
function cssModulesPlugin(named: Map<string, string[]>, { compile }: SassCompiler): esbuild.Plugin {
  return {
    name: "css-module-names",
    setup(build) {
      build.onLoad({ filter: CSS_FILE }, (args) => {
        if (!CSS_MODULE.test(args.path)) return { contents: "", loader: "js" };
        const css = compile(args.path);
        const classes = classNamesOf(css).map((name) => [name, cssModuleClassName(args.path, name)] as const);
        named.set(
          relativeToRoot(args.path),
          classes.map(([, className]) => className),
        );
        const exports = classes
          .map(([name, className]) => `export const ${exportNameOf(name)} = ${JSON.stringify(className)};`)
          .join("\n");
        return { contents: exports, loader: "js" };
      });
    },
  };
}

/** Stylesheets the islands' code imports: the plugin above gives each module its names and drops the rest. */
const CSS_FILE = /\.s?css$/;
const CSS_MODULE = /\.module\.s?css$/;
/** What any bundler would take for a stylesheet, or a CSS module, whether the plugin's filters know it or not. */
const STYLESHEET = /\.(?:s[ac]ss|css|less|styl)$/;
const ANY_CSS_MODULE = /\.module\.(?:s[ac]ss|css|less|styl)$/;

/**
 * Why a build's output cannot be trusted to carry the pages' class names: a stylesheet that reached the bundles
 * without passing through cssModulesPlugin (esbuild would name a CSS module's classes its own way, or bundle the
 * CSS), or a stylesheet among the outputs.
 */
export function cssModuleNamingProblems(
  inputs: readonly string[],
  outputs: readonly string[],
  named: ReadonlySet<string>,
): string[] {
  return [
    ...inputs
      .filter((input) => ANY_CSS_MODULE.test(input) && !named.has(input))
      .map(
        (input) =>
          `${input}: the islands' build did not name this CSS module's classes (cssModulesPlugin's filter missed it)`,
      ),
    ...outputs
      .filter((output) => STYLESHEET.test(output))
      .map(
        (output) =>
          `${output}: the islands' build wrote a stylesheet; pages carry their CSS, islands only their class names`,
      ),
  ];
}

/** The CSS module classes a bundle's code names: each is unique by its hash, so its text in the code is a use. */
export function classesUsedBy(code: string, classNames: Iterable<string>): string[] {
  return [...new Set(classNames)]
    .filter((name) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(code))
    .sort();
}

/** The names the islands' bundles import from the runtime ("default" for a default import), from their code. */
export function runtimeImportsIn(code: string, specifier: string): Set<string> | "all" {
  const names = new Set<string>();
  const quoted = escapeRegExp(specifier);
  if (new RegExp(`import\\s*\\*\\s*as\\s*[\\w$]+\\s*from\\s*"${quoted}"`).test(code)) return "all";
  for (const match of code.matchAll(
    new RegExp(`import\\s*([\\w$]+)?\\s*,?\\s*(?:\\{([^}]*)\\})?\\s*from\\s*"${quoted}"`, "g"),
  )) {
    if (match[1]) names.add("default");
    for (const item of (match[2] ?? "").split(",").filter((part) => part.trim())) {
      names.add(item.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/**
 * The runtime every island shares, one module: Preact with its hooks, preact/compat as "react", and the JSX
 * runtime, exporting what the islands import and no more. Built on its own, so a page fetches it once however many
 * islands it shows.
 */
function runtimePlugin(names: Set<string> | "all"): esbuild.Plugin {
  const sources = [
    ["preact/compat", Object.keys(preactCompat)],
    ["preact/jsx-runtime", Object.keys(preactJsxRuntime)],
    ["preact", Object.keys(preact)],
  ] as const;
  const taken = new Set<string>();
  const lines = sources.map(([module, exported]) => {
    const picked = exported.filter((name) => (names === "all" || names.has(name)) && !taken.has(name));
    picked.forEach((name) => taken.add(name));
    return `export { ${picked.join(", ")} } from "${module}";`;
  });
  const missing = names === "all" ? [] : [...names].filter((name) => !taken.has(name));
  return {
    name: "island-runtime",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${RUNTIME}$`) }, (args) => ({ path: args.path, namespace: "runtime" }));
      build.onLoad({ filter: /.*/, namespace: "runtime" }, () => {
        if (missing.length > 0)
          throw new Error(`The islands import what neither React's stand-in nor Preact has: ${missing.join(", ")}`);
        return {
          contents: lines.filter((line) => !line.startsWith("export {  }")).join("\n"),
          loader: "js",
          resolveDir: ROOT,
        };
      });
    },
  };
}

/** In an island's bundle, React and Preact are imports of the runtime module. */
const useRuntime = (runtimeUrl: string): esbuild.Plugin => ({
  name: "use-island-runtime",
  setup(build) {
    build.onResolve({ filter: RUNTIME_MODULES }, () => ({ path: runtimeUrl, external: true }));
  },
});

const entriesPlugin: esbuild.Plugin = {
  name: "island-entries",
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${ENTRY}`) }, (args) => ({ path: args.path, namespace: "islands" }));
    build.onLoad({ filter: /.*/, namespace: "islands" }, (args) => {
      const file = path.join(ISLANDS_DIR, `${args.path.slice(ENTRY.length)}.tsx`);
      return {
        contents: [
          `import * as declared from ${JSON.stringify(file)};`,
          `import { hydrateIslands } from ${JSON.stringify(path.join(ROOT, "src", "lib", "islands", "hydrate.ts"))};`,
          "void hydrateIslands(Object.values(declared).map((value) => value.island));",
        ].join("\n"),
        loader: "js",
        resolveDir: ROOT,
      };
    });
  },
};

/**
 * V8's explicit compile hint: compile every function of the file as the file is compiled, which for a module is
 * on a background thread while it streams in, instead of each function on the main thread the first time it runs.
 * A module is loaded only when its island wakes, to run at once, and a first hydration calls most of its
 * functions: compiled lazily, they made up to half its longest task (docs/islands.md).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const COMMON: esbuild.BuildOptions = {
  bundle: true,
  banner: { js: COMPILE_HINT },
  format: "esm",
  platform: "browser",
  target: "es2020",
  minify: true,
  legalComments: "none",
  logLevel: "silent",
  define: { "process.env.NODE_ENV": '"production"' },
  // The metafile's paths, and the names of CSS modules' classes, are from the project's root.
  absWorkingDir: ROOT,
};

function options(names: string[], runtimeUrl: string, plugins: esbuild.Plugin[]): esbuild.BuildOptions {
  return {
    ...COMMON,
    entryPoints: Object.fromEntries(names.map((name) => [name, `${ENTRY}${name}`])),
    jsx: "automatic",
    jsxImportSource: "preact",
    define: {
      ...COMMON.define,
      // Where the forms deliver, calls are booked and measurements go, as in the pages (onCreateWebpackConfig).
      ...buildSettingDefines(),
    },
    alias: { gatsby: path.join(ROOT, "src", "lib", "islands", "gatsbyShim.ts") },
    plugins: [useRuntime(runtimeUrl), entriesPlugin, ...plugins],
  };
}

/** What the islands' build made: what the pages load, and the CSS module classes each bundle names. */
interface IslandsBuild {
  manifest: IslandManifest;
  classes: IslandClasses;
}

/**
 * Builds the islands into public/islands/ and writes the manifest the page renderer reads. An island's code asks
 * no static query: what it shows comes in its props, from the page. Also writes the CSS module classes each bundle
 * names (ISLAND_CLASSES), which the pages' CSS must define (islandClasses.ts).
 *
 * While nothing the last build read has changed (its files, the islands' list, the build settings and esbuild),
 * its bundles are reused (gatsby/buildCache.ts): a warm build spends no time here.
 */
export async function buildIslands(
  publicDir = path.join(ROOT, "public"),
): Promise<IslandManifest & { reused: boolean }> {
  const bundles = islandFiles();
  const outDir = path.join(publicDir, ISLANDS_PATH);
  const { value, reused } = await reusedOrBuilt<IslandsBuild>({
    name: "islands",
    outDir,
    code: [__filename, path.join(__dirname, "cssModuleNames.ts")],
    key: () => [bundles, buildSettingDefines(), esbuild.version],
    build: () => bundleIslands(bundles, outDir),
  });
  fs.mkdirSync(path.dirname(MANIFEST), { recursive: true });
  fs.writeFileSync(MANIFEST, JSON.stringify(value.manifest, null, 2));
  fs.writeFileSync(ISLAND_CLASSES, JSON.stringify(value.classes, null, 2));
  return { ...value.manifest, reused };
}

/** The build itself: the bundles written into outDir. */
async function bundleIslands(bundles: IslandBundle[], outDir: string): Promise<StepBuild<IslandsBuild>> {
  const names = bundles.map((bundle) => bundle.bundle);
  const sassModules = sassCompiler();
  // A first pass finds what the bundles import from the runtime, to export just that, and refuses a static query.
  const scan = await esbuild.build({
    ...options(names, RUNTIME, [noStaticQueriesPlugin, cssModulesPlugin(new Map(), sassModules)]),
    write: false,
    outdir: "out",
    metafile: true,
  });
  const imported = scan.outputFiles
    .map((output) => runtimeImportsIn(output.text, RUNTIME))
    .reduce<Set<string> | "all">(
      (all, names) => (all === "all" || names === "all" ? "all" : new Set([...all, ...names])),
      new Set(),
    );

  fs.rmSync(outDir, { recursive: true, force: true });
  const urlOf = (output: string) => `${ISLANDS_PATH}${path.basename(output)}`;
  const runtime = await esbuild.build({
    ...COMMON,
    entryPoints: { runtime: RUNTIME },
    outdir: outDir,
    entryNames: "[name]-[hash]",
    metafile: true,
    plugins: [runtimePlugin(imported)],
  });
  const runtimeUrl = urlOf(Object.keys(runtime.metafile.outputs)[0]!);
  const named = new Map<string, string[]>();
  const built = await esbuild.build({
    ...options(names, runtimeUrl, [cssModulesPlugin(named, sassModules)]),
    outdir: outDir,
    entryNames: "[name]-[hash]",
    metafile: true,
  });
  const problems = cssModuleNamingProblems(
    Object.keys(built.metafile.inputs),
    Object.keys(built.metafile.outputs),
    new Set(named.keys()),
  );
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const manifest: IslandManifest = { runtime: runtimeUrl, bundles: {} };
  const classes: IslandClasses = {};
  for (const [output, meta] of Object.entries(built.metafile.outputs)) {
    const name = new RegExp(`${ENTRY}([\\w-]+)$`).exec(meta.entryPoint ?? "")?.[1];
    const bundle = bundles.find((candidate) => candidate.bundle === name);
    if (!bundle) continue;
    for (const island of bundle.islands) manifest.bundles[island] = urlOf(output);
    classes[bundle.bundle] = classesUsedBy(
      fs.readFileSync(path.join(ROOT, output), "utf8"),
      [...named.values()].flat(),
    );
  }
  return {
    value: { manifest, classes },
    // The files each pass read, and the Sass they loaded.
    inputs: [
      ...esbuildInputs(ROOT, scan, runtime, built),
      ...bundles.map((bundle) => bundle.file),
      ...sassModules.loaded,
    ],
    outputs: [...Object.keys(runtime.metafile.outputs), ...Object.keys(built.metafile.outputs)].map((output) =>
      path.basename(output),
    ),
  };
}
