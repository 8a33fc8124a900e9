import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { routes, templates, type TemplateName } from "../src/lib/routes";
import { hasOwnNodeType, type ContentTypeName } from "../src/lib/schema";
import { routeTableProblems, withTrailingSlash } from "../src/lib/urls";

const templateFile = (template: TemplateName) => path.resolve(`src/templates/${template}.tsx`);

type IdQuery = Record<string, { nodes: Array<{ contentId: string }> }>;

/** Every page comes from the route table: its primary path and each alias. */
export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  const contentTypeNames: ContentTypeName[] = [...new Set(Object.values(templates))];
  // Markdown content types share the MarkdownRemark node type (see gatsby/graphqlSdl.ts).
  const nodesOf = (type: ContentTypeName) =>
    hasOwnNodeType(type) ? `all${type}` : `allMarkdownRemark(filter: { contentType: { eq: "${type}" } })`;
  const result = await graphql<IdQuery>(
    `{ ${contentTypeNames.map((type) => `${type}: ${nodesOf(type)} { nodes { contentId } }`).join("\n")} }`,
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read content ids for the route table", result.errors);
    return;
  }
  const data = result.data;
  const problems = routeTableProblems(routes);
  for (const route of routes) {
    const type = templates[route.template];
    if (!fs.existsSync(templateFile(route.template)))
      problems.push(`${route.path}: no file src/templates/${route.template}.tsx`);
    if (!data[type]?.nodes.some((node) => node.contentId === route.contentId)) {
      problems.push(`${route.path}: no ${type} content file named ${route.contentId}`);
    }
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`The route table (src/lib/routes.ts) has problems:\n${problems.join("\n")}`);
    return;
  }
  for (const route of routes) {
    for (const pagePath of [route.path, ...(route.aliases ?? [])]) {
      actions.createPage({
        path: withTrailingSlash(pagePath),
        component: templateFile(route.template),
        context: { contentId: route.contentId },
      });
    }
  }
};
