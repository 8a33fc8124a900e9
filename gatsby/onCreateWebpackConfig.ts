import type { GatsbyNode } from "gatsby";

/**
 * CSS per template. Gatsby's production build gathers every CSS module into one `styles` chunk and inlines all
 * of it (about 90 KB) into every page, so a page parses and matches the rules of every other template.
 * Without that cache group, each template's chunk carries the CSS of the components it imports, Gatsby inlines
 * only the CSS of the page's own chunks, and a client-side navigation loads the next template's stylesheet
 * with its script (mini-css-extract waits for it before the page renders).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, plugins }) => {
  // Where the forms deliver (src/lib/leads.ts), fixed into the browser bundles and the prerendered HTML alike, so
  // both agree on the mode. An empty string means "simulate".
  actions.setWebpackConfig({
    plugins: [plugins.define({ "process.env.LEADS_ENDPOINT": JSON.stringify(process.env.LEADS_ENDPOINT ?? "") })],
  });
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { styles: false } } } });
  }
  // `gatsby develop` is the editors' preview. Its stylesheet extractor warns, dozens of lines on every start, when
  // two templates import shared components in a different order ("conflicting order"). The classes are CSS
  // modules, scoped to one component, so the order between them changes nothing; the warning only buries the
  // content check's messages.
  if (stage === "develop") {
    const config = getConfig() as {
      plugins: Array<{ constructor: { name: string }; options?: { ignoreOrder?: boolean } }>;
    };
    for (const plugin of config.plugins) {
      if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true;
    }
    actions.replaceWebpackConfig(config);
  }
};
