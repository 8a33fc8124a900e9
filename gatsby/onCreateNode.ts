import type { GatsbyNode, Node } from "gatsby";
import { contentIdOf, contentTypes } from "../src/lib/schema";
import { createLegalPageNode } from "./legalPages";

// A content node's id is its file name, so the route table can name it. A
// node made from another node (a LegalPage from its MarkdownRemark) takes the
// id of the file it came from.
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, getNode, actions } = args;
  createLegalPageNode(args);
  if (!(node.internal.type in contentTypes) || !node.parent) return;
  let file: Node | undefined = getNode(node.parent);
  while (file && typeof file.relativePath !== "string" && file.parent) file = getNode(file.parent);
  if (typeof file?.relativePath !== "string") return;
  actions.createNodeField({ node, name: "contentId", value: contentIdOf(file.relativePath) });
};
