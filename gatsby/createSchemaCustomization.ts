import type { GatsbyNode } from "gatsby";
import { contentTypes } from "../src/lib/schema";
import { buildTypeDefs } from "./graphqlSdl";
import { legalTypeDefs } from "./legalPages";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const schemas = Object.fromEntries(Object.entries(contentTypes).map(([name, type]) => [name, type.schema]));
  actions.createTypes(buildTypeDefs(schemas));
  // The one field of a content type that is not front matter: the rendered markdown of a legal page.
  actions.createTypes(legalTypeDefs(schema));
};
