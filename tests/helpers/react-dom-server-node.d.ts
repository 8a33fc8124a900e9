// The Node build of React's server renderer has the same API as "react-dom/server";
// unit tests import it directly because jsdom lacks the TextEncoder the browser build needs.
declare module "react-dom/server.node" {
  export { renderToString } from "react-dom/server";
}
