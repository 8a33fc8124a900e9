export { wrapPageElement } from "./src/components/Layout/wrapPageElement";
export { onPreRenderHTML } from "./gatsby/appStylesFirst";
