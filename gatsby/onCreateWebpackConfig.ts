import path from "node:path";
import type { GatsbyNode } from "gatsby";
import fs from "node:fs";
import { MANIFEST } from "./islands/buildIslands";
import { cssModuleClassName } from "./islands/cssModuleNames";

interface RuleSetUse {
  loader?: string;
  options?: { modules?: false | { getLocalIdent?: unknown } };
}
interface Rule {
  use?: RuleSetUse[] | unknown;
  oneOf?: Rule[];
  rules?: Rule[];
}

/** Every css-loader that makes CSS modules names their classes as the islands' build does (cssModuleNames.ts). */
function nameCssModuleClasses(rules: readonly Rule[]): void {
  for (const rule of rules) {
    nameCssModuleClasses(rule.oneOf ?? []);
    nameCssModuleClasses(rule.rules ?? []);
    if (!Array.isArray(rule.use)) continue;
    for (const use of rule.use as RuleSetUse[]) {
      if (use.loader?.includes(`${path.sep}css-loader${path.sep}`) && use.options?.modules) {
        use.options.modules.getLocalIdent = (context: { resourcePath: string }, _name: string, local: string) =>
          cssModuleClassName(context.resourcePath, local);
      }
    }
  }
}

/**
 * CSS per template. Gatsby's production build gathers every CSS module into one `styles` chunk and inlines all
 * of it (about 90 KB) into every page, so a page parses and matches the rules of every other template.
 * Without that cache group, each template's chunk carries the CSS of the components it imports, and Gatsby inlines
 * only the CSS of the page's own chunks. (The chunks' scripts are built but no page loads them: the pages'
 * scripts are their islands', gatsby/islands/.)
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  // Where the forms deliver (src/lib/leads.ts), fixed into the browser bundles and the prerendered HTML alike, so
  // both agree on the mode. An empty string means "simulate".
  actions.setWebpackConfig({
    plugins: [plugins.define({ "process.env.LEADS_ENDPOINT": JSON.stringify(process.env.LEADS_ENDPOINT ?? "") })],
  });
  // The page renderer names each page's islands' entries, which the islands' build wrote before it (onPreBuild).
  if (stage === "build-html") {
    if (!fs.existsSync(MANIFEST))
      throw new Error(`${MANIFEST} is missing: the islands' build (onPreBuild) did not run`);
    const entries = fs.readFileSync(MANIFEST, "utf8");
    actions.setWebpackConfig({ plugins: [plugins.define({ "process.env.ISLAND_ENTRIES": JSON.stringify(entries) })] });
  }
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { styles: false } } } });
  }
  // `gatsby develop` is the editors' preview. Its stylesheet extractor warns, dozens of lines on every start, when
  // two templates import shared components in a different order ("conflicting order"). The classes are CSS
  // modules, scoped to one component, so the order between them changes nothing; the warning only buries the
  // content check's messages.
  const config = getConfig() as {
    module: { rules: Rule[] };
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
  if (stage === "develop") {
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
  }
  nameCssModuleClasses(config.module.rules);
  actions.replaceWebpackConfig(config);
};
