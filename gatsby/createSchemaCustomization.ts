import type { GatsbyNode } from "gatsby";
import { contentTypes, isMarkdownType, type ContentTypeName } from "../src/lib/schema";
import { buildTypeDefs } from "./graphqlSdl";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  const schemasOf = (wanted: ContentTypeName[]) => Object.fromEntries(wanted.map((name) => [name, contentTypes[name].schema]));
  actions.createTypes(
    buildTypeDefs(schemasOf(names.filter((name) => !isMarkdownType(name))), schemasOf(names.filter(isMarkdownType))),
  );
};
