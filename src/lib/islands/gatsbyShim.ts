import staticQueries from "islands:static-queries";

// "gatsby" in the islands' bundles (gatsby/islands/buildIslands.ts maps it here). Links are plain links; a static
// query is answered with the result the build got for the same query text, which the islands' build ran and
// bundled for the queries its islands use.

export { graphql, Link, withPrefix } from "../plainLink";

export const navigate = (to: string): void => window.location.assign(to);

export function useStaticQuery<T>(query: string): T {
  const data = (staticQueries as Record<string, unknown>)[query];
  if (data === undefined) throw new Error(`The islands' build did not run this static query: ${query.slice(0, 60)}`);
  return data as T;
}
