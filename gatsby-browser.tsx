import "./src/styles/global.scss";

// Built pages load none of Gatsby's runtime (their interactive parts are islands: src/lib/islands). This file
// serves `gatsby develop`, the editors' preview, which runs each page as a React app; the global stylesheet it
// imports is also the one the build inlines into every page.
export { wrapPageElement } from "./src/components/layout/Layout/wrapPageElement";
