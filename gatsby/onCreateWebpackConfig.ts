import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildSettingDefines } from "../src/lib/buildSettings";
import { MANIFEST } from "./islands/buildIslands";
import { filesUnder } from "./files";
import { cssModuleClassName } from "./islands/cssModuleNames";
import { writeLucideIconsModule } from "./lucideIcons";
import { siteFontFiles } from "./siteFont";

interface RuleSetUse {
  loader?: string;
  options?: { modules?: false | { getLocalIdent?: unknown } };
}
export interface Rule {
  test?: unknown;
  exclude?: unknown;
  use?: RuleSetUse[] | unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

const ROOT = path.join(__dirname, "..");

/**
 * Every css-loader that makes CSS modules names their classes as the islands' build does (cssModuleNames.ts).
 * Returns each rule it patched, with the rules that enclose it (their tests apply too).
 */
export function nameCssModuleClasses(rules: readonly Rule[], enclosing: readonly Rule[] = []): Rule[][] {
  const patched: Rule[][] = [];
  for (const rule of rules) {
    patched.push(...nameCssModuleClasses(rule.oneOf ?? [], [...enclosing, rule]));
    patched.push(...nameCssModuleClasses(rule.rules ?? [], [...enclosing, rule]));
    if (!Array.isArray(rule.use)) continue;
    for (const use of rule.use as RuleSetUse[]) {
      if (use.loader?.includes(`${path.sep}css-loader${path.sep}`) && use.options?.modules) {
        use.options.modules.getLocalIdent = (context: { resourcePath: string }, _name: string, local: string) =>
          cssModuleClassName(context.resourcePath, local);
        patched.push([...enclosing, rule]);
      }
    }
  }
  return patched;
}

/** Whether a webpack condition (a rule's test or exclude) holds for a file: the forms Gatsby's rules use. */
function holds(condition: unknown, file: string): boolean {
  if (condition instanceof RegExp) return condition.test(file);
  if (typeof condition === "function") return Boolean((condition as (file: string) => unknown)(file));
  if (typeof condition === "string") return file.startsWith(condition);
  if (Array.isArray(condition)) return condition.some((item) => holds(item, file));
  return false;
}

/** The CSS modules that no patched rule would load: webpack would name their classes its own way. */
export function unnamedCssModules(patched: readonly Rule[][], files: readonly string[]): string[] {
  return files.filter(
    (file) =>
      !patched.some((chain) =>
        chain.every((rule) => (rule.test === undefined || holds(rule.test, file)) && !holds(rule.exclude, file)),
      ),
  );
}

/** The site's CSS modules, by absolute path. */
export function cssModuleFiles(dir = path.join(ROOT, "src")): string[] {
  return filesUnder(dir, (name) => /\.module\.\w+$/.test(name));
}

/** The loader of the browser bundle's scripts, which are built only for their CSS (cssOnlyLoader.cjs). */
export const CSS_ONLY_LOADER = path.join(__dirname, "cssOnlyLoader.cjs");

/**
 * The two rules that load scripts, found by their shape: Gatsby's, whose test takes every script (.js to .tsx), and
 * its TypeScript plugin's, whose test takes .ts and .tsx files. Each runs Babel, with the same options, so a .tsx file
 * went through Babel twice.
 */
export function scriptRules(rules: readonly Rule[]): { scripts: Rule; typescript: Rule } {
  const [scripts, typescript, ...more] = rules.filter((rule) => rule.test instanceof RegExp && rule.test.test("x.tsx"));
  const takes = (rule: Rule | undefined, file: string) => rule?.test instanceof RegExp && rule.test.test(file);
  if (!scripts || !typescript || more.length > 0 || !takes(scripts, "x.js") || takes(typescript, "x.js")) {
    throw new Error("onCreateWebpackConfig: the rules that load scripts are not Gatsby's two: its config has changed");
  }
  return { scripts, typescript };
}

/**
 * Whether webpack keeps its compilations in .cache/webpack/ for the next build. `WEBPACK_CACHE=off` is for builds no
 * other follows on the same .cache (the test script's two, each from a clean one): writing the cache took about 12 s
 * of a cold build's HTML renderer, and the site built is the same file for file.
 */
export function keepsWebpackCache(env: NodeJS.ProcessEnv = process.env): boolean {
  const setting = env.WEBPACK_CACHE;
  if (setting === undefined || setting === "" || setting === "on") return true;
  if (setting === "off") return false;
  throw new Error(
    `WEBPACK_CACHE is "${setting}": set it to "off" (no cache kept for the next build) or leave it unset`,
  );
}

/**
 * CSS per template. Gatsby's production build gathers every CSS module into one `styles` chunk and inlines all
 * of it (about 90 KB) into every page, so a page parses and matches the rules of every other template.
 * Without that cache group, each template's chunk carries the CSS of the components it imports, and Gatsby inlines
 * only the CSS of the page's own chunks. (The chunks' scripts are built but no page loads them: the pages'
 * scripts are their islands', gatsby/islands/.)
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  // Where the forms deliver, calls are booked and measurements go (src/lib/buildSettings.ts), fixed into the browser
  // bundles and the prerendered HTML alike, so both agree.
  // And the font files' addresses, named by their digests (gatsby/siteFont.ts), for the head every page carries.
  const fonts = { "process.env.SITE_FONT_FILES": JSON.stringify(JSON.stringify(siteFontFiles())) };
  actions.setWebpackConfig({
    plugins: [plugins.define({ ...buildSettingDefines(), ...fonts })],
    // The icons the code names, rather than all of lucide-react's (gatsby/lucideIcons.ts).
    resolve: { alias: { "lucide-react$": writeLucideIconsModule() } },
  });
  // The page renderer names each page's islands' entries, which the islands' build wrote before it (onPreBuild).
  if (stage === "build-html") {
    if (!fs.existsSync(MANIFEST))
      throw new Error(`${MANIFEST} is missing: the islands' build (onPreBuild) did not run`);
    const entries = fs.readFileSync(MANIFEST, "utf8");
    actions.setWebpackConfig({ plugins: [plugins.define({ "process.env.ISLAND_ENTRIES": JSON.stringify(entries) })] });
  }
  if (stage === "build-javascript") {
    // No source maps: they would map chunks no page loads (runtimeLeftovers.ts), and public/ would publish them.
    actions.setWebpackConfig({ devtool: false, optimization: { splitChunks: { cacheGroups: { styles: false } } } });
  }
  // `gatsby develop` is the editors' preview. Its stylesheet extractor warns, dozens of lines on every start, when
  // two templates import shared components in a different order ("conflicting order"). The classes are CSS
  // modules, scoped to one component, so the order between them changes nothing; the warning only buries the
  // content check's messages.
  const config = getConfig() as {
    module: { rules: Rule[] };
    optimization?: { minimizer?: Array<{ constructor: { name: string } }> };
    plugins: Array<{
      constructor: { name: string };
      options?: { ignoreOrder?: boolean };
      definitions?: Record<string, unknown>;
    }>;
  };
  // Gatsby provides node-fetch 2 to the page renderer as `fetch`, from before Node had one of its own. Node 24 has
  // it, and node-fetch 2 loads Node's deprecated punycode module, whose warning Gatsby printed as " ERROR  UNKNOWN"
  // in every build. The forms' code (src/lib/leads.ts) calls fetch only in the browser.
  if (stage === "build-html" || stage === "develop-html") {
    config.plugins = config.plugins.filter(
      (plugin) => !(plugin.constructor.name === "ProvidePlugin" && plugin.definitions && "fetch" in plugin.definitions),
    );
  }
  // The browser bundle's scripts are built only for their CSS, which the pages inline: minifying scripts no page
  // loads took 3 of the stage's 18 s, and Babel's transform of them most of the rest (cssOnlyLoader.cjs). Its CSS
  // is still minified.
  if (stage === "build-javascript" && config.optimization?.minimizer) {
    config.optimization.minimizer = config.optimization.minimizer.filter(
      (minimizer) => minimizer.constructor.name !== "TerserPlugin",
    );
  }
  if (stage === "build-javascript" || stage === "build-html") {
    const { scripts, typescript } = scriptRules(config.module.rules);
    // Babel once a file, not twice: Gatsby's rule already reads TypeScript (its plugin adds the preset to Babel).
    typescript.use = [];
    if (stage === "build-javascript") scripts.use = [{ loader: CSS_ONLY_LOADER }];
  }
  if (stage === "develop") {
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
  }
  // The patch finds Gatsby's rules by their shape: should they change, the build stops here rather than name the
  // pages' classes one way and the islands' another.
  const unnamed = unnamedCssModules(nameCssModuleClasses(config.module.rules), cssModuleFiles());
  if (unnamed.length > 0) {
    throw new Error(
      `onCreateWebpackConfig (${stage}): no css-loader of Gatsby's config names the classes of ${unnamed
        .slice(0, 3)
        .map((file) => path.relative(ROOT, file))
        .join(
          ", ",
        )}${unnamed.length > 3 ? ` and ${unnamed.length - 3} more CSS modules` : ""} as the islands' build does (gatsby/islands/cssModuleNames.ts): the rules it patches have changed`,
    );
  }
  if ((stage === "build-javascript" || stage === "build-html") && !keepsWebpackCache()) {
    (config as { cache?: unknown }).cache = false;
  }
  actions.replaceWebpackConfig(config);
};
