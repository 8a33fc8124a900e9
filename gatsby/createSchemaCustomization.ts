import type { GatsbyNode } from "gatsby";
import { contentTypes } from "../src/lib/schema";
import { buildTypeDefs } from "./graphqlSdl";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const schemas = Object.fromEntries(Object.entries(contentTypes).map(([name, type]) => [name, type.schema]));
  actions.createTypes(buildTypeDefs(schemas));
};
