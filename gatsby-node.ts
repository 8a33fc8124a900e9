// Each build hook lives in its own module under gatsby/.
export { onPreBootstrap } from "./gatsby/onPreBootstrap";
export { sourceNodes } from "./gatsby/downloads";
export { createSchemaCustomization } from "./gatsby/createSchemaCustomization";
export { onCreateNode } from "./gatsby/onCreateNode";
export { createResolvers } from "./gatsby/createResolvers";
export { createPages } from "./gatsby/createPages";
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
export { onPreBuild } from "./gatsby/onPreBuild";
export { onPostBuild } from "./gatsby/onPostBuild";
export { startWatchingContent as onPostBootstrap } from "./gatsby/content/developWatch";
export { onCreateDevServer } from "./gatsby/cms/devServer";
