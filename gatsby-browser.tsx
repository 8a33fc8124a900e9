import "./src/styles/global.scss";

export { wrapPageElement } from "./src/components/Layout/wrapPageElement";
