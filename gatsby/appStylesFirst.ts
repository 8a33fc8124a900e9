import { isValidElement, type ReactNode } from "react";

/** The stylesheet Gatsby inlines from the `app` chunk: global CSS and the layout's modules. */
const isAppStyles = (node: ReactNode): boolean =>
  isValidElement<{ "data-href"?: unknown }>(node) &&
  node.type === "style" &&
  typeof node.props["data-href"] === "string" &&
  /^\/app\.[\w-]+\.css$/.test(node.props["data-href"]);

/**
 * Moves the app chunk's inlined stylesheet ahead of the template's. With CSS per template (see
 * onCreateWebpackConfig), Gatsby inlines the template's CSS first, so the global rules and the layout's modules
 * would win ties against the page's own. (In `gatsby develop`, mini-css-extract appends a template's stylesheet
 * after the app's: the same order.)
 */
export function appStylesFirst(components: ReactNode[]): ReactNode[] {
  const app = components.filter(isAppStyles);
  const firstStyle = components.findIndex((node) => isValidElement(node) && node.type === "style");
  if (app.length === 0 || firstStyle < 0) return components;
  const rest = components.filter((node) => !isAppStyles(node));
  return [...rest.slice(0, firstStyle), ...app, ...rest.slice(firstStyle)];
}
