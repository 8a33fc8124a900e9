import type { GatsbyNode } from "gatsby";
import { contentIdOf, contentTypeFor, contentTypes } from "../src/lib/schema";

// A content node's id is its file name, so the route table can name it.
// Markdown nodes are all MarkdownRemark, so they also record which registered
// content type their file is (see gatsby/graphqlSdl.ts).
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  const isMarkdown = node.internal.type === "MarkdownRemark";
  if (!(isMarkdown || node.internal.type in contentTypes) || !node.parent) return;
  const file = getNode(node.parent);
  if (typeof file?.relativePath !== "string") return;
  actions.createNodeField({ node, name: "contentId", value: contentIdOf(file.relativePath) });
  if (isMarkdown) {
    const contentType = contentTypeFor(file.relativePath);
    // onPreBootstrap has already failed the build for a file no content type matches.
    if (contentType) actions.createNodeField({ node, name: "contentType", value: contentType });
  }
};
