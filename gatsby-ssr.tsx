export { wrapPageElement } from "./src/components/Layout/wrapPageElement";
