import { graphql, useStaticQuery } from "gatsby";
import type { Route, TemplateName } from "../lib/routes";

/**
 * The route table as the build expanded it (gatsby/routeTable.ts): every page's path, aliases and label, for
 * breadcrumbs, canonicals and the header's highlighted section.
 */
export function useRouteTable(): readonly Route[] {
  const data = useStaticQuery<Queries.RouteTableQuery>(graphql`
    query RouteTable {
      routeTable {
        path
        aliases
        template
        contentId
        label
        noindex
        archive {
          page
          pages
          first
        }
      }
    }
  `);
  return data.routeTable.map((route) => ({ ...route, template: route.template as TemplateName }));
}
