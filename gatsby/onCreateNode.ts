import type { GatsbyNode } from "gatsby";
import { contentIdOf, contentTypes } from "../src/lib/schema";

// A content node's id is its file name, so the route table can name it.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (!(node.internal.type in contentTypes) || !node.parent) return;
  const file = getNode(node.parent);
  if (typeof file?.relativePath !== "string") return;
  actions.createNodeField({ node, name: "contentId", value: contentIdOf(file.relativePath) });
};
