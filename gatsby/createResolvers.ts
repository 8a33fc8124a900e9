import type { GatsbyNode } from "gatsby";
import { createTextResolvers } from "./contentText";
import { createRouteResolvers } from "./routeTable";

// The resolvers the build adds: the route table as a query field, and content's text with its age facts filled.
export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  createRouteResolvers(args);
  createTextResolvers(args);
};
