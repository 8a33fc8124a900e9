import { routes } from "../src/lib/routes";
import { withTrailingSlash } from "../src/lib/urls";

/** Pages the sitemap leaves out: every alias (its canonical is the primary path) and noindex pages. */
export function sitemapExcludes(): string[] {
  return routes
    .flatMap((route) => [...(route.aliases ?? []), ...(route.noindex ? [route.path] : [])])
    .map(withTrailingSlash);
}
