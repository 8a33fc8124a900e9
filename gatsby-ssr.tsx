export { wrapPageElement } from "./src/components/layout/Layout/wrapPageElement";
export { onPreRenderHTML, replaceRenderer } from "./gatsby/renderBody";
