import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { TemplateName } from "../src/lib/routes";
import { routeTableProblems, withTrailingSlash } from "../src/lib/urls";
import { siteContent } from "./content/readContent";

const templateFile = (template: TemplateName) => path.resolve(`src/templates/${template}.tsx`);

/** Every page comes from the route table: its primary path and each alias. */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const { routes } = siteContent();
  const problems = routeTableProblems(routes).map((problem) => problem.message);
  for (const template of new Set(routes.map((route) => route.template))) {
    if (!fs.existsSync(templateFile(template))) problems.push(`no file src/templates/${template}.tsx`);
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`The route table (src/lib/routes.ts) has problems:\n${problems.join("\n")}`);
    return;
  }
  for (const route of routes) {
    for (const pagePath of [route.path, ...route.aliases]) {
      const alias = pagePath !== route.path;
      actions.createPage({
        path: withTrailingSlash(pagePath),
        component: templateFile(route.template),
        // The content to query, and what the sitemap needs to leave a page out.
        context: { contentId: route.contentId, ...(alias && { alias }), ...(route.noindex && { noindex: true }) },
      });
    }
  }
};
