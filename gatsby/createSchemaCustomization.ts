import type { GatsbyNode } from "gatsby";
import { contentTypes, hasOwnNodeType, isMarkdownType, type ContentTypeName } from "../src/lib/schema";
import { buildTypeDefs } from "./graphqlSdl";
import { legalTypeDefs } from "./legalPages";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  const schemasOf = (wanted: ContentTypeName[]) =>
    Object.fromEntries(wanted.map((name) => [name, contentTypes[name].schema]));
  // JSON types are node types of their own; markdown front matter is merged into MarkdownRemark. Legal pages
  // are markdown with a node type of their own as well (gatsby/legalPages.ts), so they appear in both.
  actions.createTypes(buildTypeDefs(schemasOf(names.filter(hasOwnNodeType)), schemasOf(names.filter(isMarkdownType))));
  // The one field of a legal page that is not front matter: its rendered markdown.
  actions.createTypes(legalTypeDefs(schema));
};
