import type { CreateResolversArgs } from "gatsby";
import { templates } from "../src/lib/routes";
import { hasOwnNodeType, type ContentTypeName } from "../src/lib/schema";
import { siteContent } from "./content/readContent";

// The route table in the content layer: `routeTable` is a root query field holding the table src/lib/routes.ts
// expands from the content files (src/lib/content/contentFile.ts, from the build's one reading of content/,
// gatsby/content/readContent.ts). The browser reads it through one static query (src/hooks/useRouteTable.ts)
// for breadcrumbs, canonicals and the header, and the sitemap through its pages; createPages takes the same
// table directly.

const pageTypes = [...new Set(Object.values(templates))] as ContentTypeName[];

interface NodeModel {
  findAll(args: { type: string; query?: unknown }): Promise<unknown>;
}

export const createRouteResolvers = ({ createResolvers: create }: CreateResolversArgs): void => {
  create({
    Query: {
      routeTable: {
        type: "[Route!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          // The table comes from the files, but asking for the page nodes is what tells `gatsby develop` to run
          // this query again when an editor changes a page's file.
          await Promise.all(
            pageTypes.map((type) =>
              context.nodeModel.findAll(
                hasOwnNodeType(type)
                  ? { type }
                  : { type: "MarkdownRemark", query: { filter: { contentType: { eq: type } } } },
              ),
            ),
          );
          return siteContent().routes;
        },
      },
    },
  });
};
