import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { collectionOf, listingFor, pageSlice, type Route, type TemplateName } from "../src/lib/routes";
import { routeTableProblems, withTrailingSlash } from "../src/lib/urls";
import { relatedPosts } from "../src/lib/blog";
import { contentIdOf, slugOf } from "../src/lib/schema";
import { siteContent } from "./content/readContent";
import { experimentsSummary, runningExperiments, variantPages } from "./experiments";

/** What choosing an article's related reading needs to know of each article. */
interface ArticleFacts {
  contentId: string;
  slug: string;
  category: string;
  date: string;
}

const templateFile = (template: TemplateName) => path.resolve(`src/templates/${template}.tsx`);

/** Every page comes from the route table: its primary path and each alias. */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const { routes, checked } = siteContent();
  const articles = checked.flatMap((file): ArticleFacts[] =>
    file.type === "BlogPost"
      ? [
          {
            contentId: contentIdOf(file.file),
            slug: slugOf(file.file),
            category: file.data.category,
            date: file.data.date,
          },
        ]
      : [],
  );
  const problems = routeTableProblems(routes).map((problem) => problem.message);
  for (const template of new Set(routes.map((route) => route.template))) {
    if (!fs.existsSync(templateFile(template))) problems.push(`no file src/templates/${template}.tsx`);
  }
  if (problems.length > 0) {
    reporter.panicOnBuild(`The route table (src/lib/routes.ts) has problems:\n${problems.join("\n")}`);
    return;
  }
  // The content to query, and what the sitemap needs to leave a page out.
  const contextOf = (route: Route) => ({
    contentId: route.contentId,
    ...(route.noindex && { noindex: true }),
    ...listContext(route),
    ...(route.template === "BlogPostTemplate" && relatedContext(articles, route)),
  });
  for (const route of routes) {
    for (const pagePath of [route.path, ...route.aliases]) {
      const alias = pagePath !== route.path;
      actions.createPage({
        path: withTrailingSlash(pagePath),
        component: templateFile(route.template),
        context: { ...contextOf(route), ...(alias && { alias }) },
      });
    }
  }
  // Each variant of a running experiment: the page again, with the variant's words (gatsby/experiments.ts), at a
  // path the Worker serves at the page's own address and nowhere else.
  const running = runningExperiments(checked, routes);
  for (const line of experimentsSummary(running)) reporter.info(line);
  for (const { path: variantPath, route, experiment } of variantPages(running)) {
    actions.createPage({
      path: variantPath,
      component: templateFile(route.template),
      context: { ...contextOf(route), noindex: true, experiment },
    });
  }
};

/**
 * What a page that lists files a page at a time queries: which of them it shows (`skip`, `limit`), and for a
 * collection's file, its slug, which the files it lists name (a topic's articles name it as their `category`).
 */
function listContext(route: Route) {
  const listing = listingFor(route.contentId);
  if (!listing || !route.archive) return {};
  const slug = collectionOf(route.contentId)?.slug;
  return { ...pageSlice(listing, route.archive.page), ...route.archive, ...(slug && { slug }) };
}

/**
 * The articles an article's page offers to read next, as `related1` to `related3` (its template looks each up on its
 * own); "" where the blog has fewer, which finds none.
 */
function relatedContext(articles: ArticleFacts[], route: Route) {
  const ids = relatedPosts(articles, collectionOf(route.contentId)?.slug ?? "", RELATED_COUNT).map(
    (post) => post.contentId,
  );
  return Object.fromEntries(Array.from({ length: RELATED_COUNT }, (_, i) => [`related${i + 1}`, ids[i] ?? ""]));
}

/** As many as BlogPostTemplate's query looks up. */
const RELATED_COUNT = 3;
