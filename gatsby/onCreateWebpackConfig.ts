import type { GatsbyNode } from "gatsby";

/**
 * CSS per template. Gatsby's production build gathers every CSS module into one `styles` chunk and inlines all
 * of it (about 90 KB) into every page, so a page parses and matches the rules of every other template.
 * Without that cache group, each template's chunk carries the CSS of the components it imports, Gatsby inlines
 * only the CSS of the page's own chunks, and a client-side navigation loads the next template's stylesheet
 * with its script (mini-css-extract waits for it before the page renders).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups: { styles: false } } } });
};
