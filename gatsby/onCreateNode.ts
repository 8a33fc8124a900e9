import type { GatsbyNode, Node } from "gatsby";
import { contentIdOf, contentTypeFor, contentTypes } from "../src/lib/schema";
import { createLegalPageNode } from "./legalPages";

// A content node's id is its file name, so the route table can name it. A node
// made from another node (a LegalPage from its MarkdownRemark) takes the id of
// the file it came from. Markdown nodes are all MarkdownRemark, so they also
// record which registered content type their file is (see gatsby/graphqlSdl.ts).
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, getNode, actions } = args;
  createLegalPageNode(args);
  const isMarkdown = node.internal.type === "MarkdownRemark";
  if (!(isMarkdown || node.internal.type in contentTypes) || !node.parent) return;
  let file: Node | undefined = getNode(node.parent);
  while (file && typeof file.relativePath !== "string" && file.parent) file = getNode(file.parent);
  if (typeof file?.relativePath !== "string") return;
  actions.createNodeField({ node, name: "contentId", value: contentIdOf(file.relativePath) });
  if (isMarkdown) {
    const contentType = contentTypeFor(file.relativePath);
    // onPreBootstrap has already failed the build for a file no content type matches.
    if (contentType) actions.createNodeField({ node, name: "contentType", value: contentType });
  }
};
