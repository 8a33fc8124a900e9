import type { GatsbyNode } from "gatsby";
import { contentTypes, hasOwnNodeType, isMarkdownType, type ContentTypeName } from "../src/lib/schema";
import { routeSchema } from "../src/lib/schema/route";
import { downloadNodeSchema } from "./downloads";
import { buildTypeDefs, type TypeDefs } from "./graphqlSdl";
import { legalTypeDefs } from "./legalPages";

/** The GraphQL types of every content type. */
export function contentTypeDefs(): TypeDefs {
  const names = Object.keys(contentTypes) as ContentTypeName[];
  const schemasOf = (wanted: ContentTypeName[]) =>
    Object.fromEntries(wanted.map((name) => [name, contentTypes[name].schema]));
  // JSON types are node types of their own; markdown front matter is merged into MarkdownRemark. Legal pages
  // are markdown with a node type of their own as well (gatsby/legalPages.ts), so they appear in both.
  return buildTypeDefs(schemasOf(names.filter(hasOwnNodeType)), schemasOf(names.filter(isMarkdownType)));
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  const { typeDefs, unions } = contentTypeDefs();
  actions.createTypes(typeDefs);
  // A list of sections: each item's `kind` names its type.
  actions.createTypes(
    unions.map(({ name, typeByKind }) =>
      schema.buildUnionType({
        name,
        types: [...new Set(Object.values(typeByKind))],
        resolveType: (value: { kind?: string }) => (value.kind ? typeByKind[value.kind] : undefined),
      }),
    ),
  );
  // The one field of a legal page that is not front matter: its markdown text.
  actions.createTypes(legalTypeDefs(schema));
  // What the build makes: the route table's entries, and the files made from documents and templates
  // (gatsby/downloads/).
  actions.createTypes(
    buildTypeDefs({}, {}, { Route: { schema: routeSchema }, Download: { schema: downloadNodeSchema, node: true } })
      .typeDefs,
  );
};
