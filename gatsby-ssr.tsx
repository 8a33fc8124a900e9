export { wrapPageElement } from "./src/components/layout/Layout/wrapPageElement";
export { onPreRenderHTML } from "./gatsby/appStylesFirst";
export { replaceRenderer } from "./gatsby/renderBody";
