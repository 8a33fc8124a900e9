import type { GatsbyNode, Node } from "gatsby";
import { contentIdOf, contentTypeFor, contentTypes, slugOf } from "../src/lib/schema";
import { contentFileChanged } from "./content/developWatch";
import { createLegalPageNode } from "./legalPages";

// Every content node gets its file's place: `contentId`, the path under content/ without extension, which the
// route table names, and `slug`, its name within its folder, which other files use to refer to it. A node made
// from another node (a LegalPage from its MarkdownRemark) takes the file it came from. Markdown nodes are all
// MarkdownRemark, so they also record which registered content type their file is (see gatsby/graphqlSdl.ts).
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, getNode, actions } = args;
  contentFileChanged(node);
  createLegalPageNode(args);
  const isMarkdown = node.internal.type === "MarkdownRemark";
  if (!(isMarkdown || node.internal.type in contentTypes) || !node.parent) return;
  let file: Node | undefined = getNode(node.parent);
  while (file && typeof file.relativePath !== "string" && file.parent) file = getNode(file.parent);
  if (typeof file?.relativePath !== "string") return;
  actions.createNodeField({ node, name: "contentId", value: contentIdOf(file.relativePath) });
  actions.createNodeField({ node, name: "slug", value: slugOf(file.relativePath) });
  if (isMarkdown) {
    const contentType = contentTypeFor(file.relativePath);
    // The content check has already failed the build for a file no content type matches.
    if (contentType) actions.createNodeField({ node, name: "contentType", value: contentType });
  }
};
