import type { CreateNodeArgs, NodePluginSchema } from "gatsby";
import type { GraphQLResolveInfo } from "graphql";
import { contentTypeFor } from "../src/lib/schema";
import type { LegalPageFrontmatter } from "../src/lib/schema/legal";

// The legal pages (content/legal/*.md) as their own node type, LegalPage, so
// they never share a GraphQL type with other markdown such as blog posts.
// Each LegalPage is a child of the file's MarkdownRemark node: its fields are
// the checked front matter (typed by the SDL generated from the zod schema),
// and `body` is the text of the parent MarkdownRemark, which the page renders.

export const LEGAL_TYPE = "LegalPage";

/** onCreateNode step: a LegalPage node for each MarkdownRemark node made from content/legal/*.md. */
export function createLegalPageNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs): void {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent);
  if (typeof file?.relativePath !== "string" || contentTypeFor(file.relativePath) !== LEGAL_TYPE) return;
  // The content check has already checked the front matter, as written, with editor-friendly messages. YAML
  // turns an unquoted date into a time, so the node keeps the day only.
  const { title, description, lastUpdated } = node.frontmatter as LegalPageFrontmatter;
  const frontmatter = { title, description, lastUpdated: String(lastUpdated).slice(0, 10) };
  const legalNode = {
    ...frontmatter,
    id: createNodeId(`${node.id} >>> ${LEGAL_TYPE}`),
    parent: node.id,
    children: [],
    internal: {
      type: LEGAL_TYPE,
      contentDigest: createContentDigest({ frontmatter, body: node.internal.contentDigest }),
    },
  };
  actions.createNode(legalNode);
  actions.createParentChildLink({ parent: node, child: legalNode });
}

interface ResolverContext {
  nodeModel: { getNodeById(args: { id: string; type?: string }): { rawMarkdownBody?: unknown } | null };
}

/** LegalPage.body: the parent markdown node's text (gatsby/contentText.ts fills its placeholders). */
const markdownBody = (
  source: { parent?: string | null },
  _args: unknown,
  context: ResolverContext,
  info: GraphQLResolveInfo,
): string => {
  const markdown = source.parent ? context.nodeModel.getNodeById({ id: source.parent, type: "MarkdownRemark" }) : null;
  if (typeof markdown?.rawMarkdownBody !== "string")
    throw new Error(`${LEGAL_TYPE} ${info.path.key}: no markdown node`);
  return markdown.rawMarkdownBody;
};

/** Adds `body` to the LegalPage type generated from the zod schema (Gatsby merges the two definitions). */
export function legalTypeDefs(schema: NodePluginSchema) {
  return schema.buildObjectType({
    name: LEGAL_TYPE,
    interfaces: ["Node"],
    fields: { body: { type: "String!", resolve: markdownBody } },
  });
}
