import type { GatsbyNode } from "gatsby";
import { expandRoutes, templates, type RouteSource } from "../src/lib/routes";
import { hasOwnNodeType, type ContentTypeName } from "../src/lib/schema";

// The route table in the content layer: `routeTable` is a root query field that expands src/lib/routes.ts from
// the page nodes (what each file says of its label, aliases and noindex). createPages builds the pages from it,
// and the browser reads it through one static query (src/hooks/useRouteTable.ts) for breadcrumbs, canonicals
// and the header. The content check and the tests expand the same table from the files themselves
// (gatsby/content/readContent.ts), with the same function.

interface PageNode {
  fields?: { contentId?: string };
  route?: { label: string; aliases?: string[] | null; noindex?: boolean | null };
  title?: string;
  frontmatter?: { title?: string; aliases?: string[] | null; noindex?: boolean | null };
}

export const routeTypeDefs = `
  type Route {
    path: String!
    aliases: [String!]!
    template: String!
    contentId: String!
    label: String!
    noindex: Boolean!
  }
`;

/** What a page node says about its route; markdown pages are labelled by their title. */
export function routeSourceOf(node: PageNode): RouteSource | undefined {
  const contentId = node.fields?.contentId;
  if (!contentId) return undefined;
  if (node.route) return { contentId, ...node.route };
  const frontmatter = node.frontmatter ?? { title: node.title };
  if (!frontmatter.title) return undefined;
  return { contentId, label: frontmatter.title, aliases: frontmatter.aliases, noindex: frontmatter.noindex };
}

const pageTypes = [...new Set(Object.values(templates))] as ContentTypeName[];

interface NodeModel {
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<PageNode> }>;
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers: create }) => {
  create({
    Query: {
      routeTable: {
        type: "[Route!]!",
        resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) => {
          const nodes = await Promise.all(
            pageTypes.map(async (type) => {
              const query = hasOwnNodeType(type)
                ? { type }
                : { type: "MarkdownRemark", query: { filter: { contentType: { eq: type } } } };
              return [...(await context.nodeModel.findAll(query)).entries];
            }),
          );
          return expandRoutes(nodes.flat().flatMap((node) => routeSourceOf(node) ?? []));
        },
      },
    },
  });
};
