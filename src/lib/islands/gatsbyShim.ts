// "gatsby" in the islands' bundles (gatsby/islands/buildIslands.ts maps it here). Links are plain links. A static
// query never reaches this module: the islands' build answers each one in place with the build's result.

export { graphql, Link, withPrefix } from "../plainLink";

export const navigate = (to: string): void => window.location.assign(to);

export function useStaticQuery(): never {
  throw new Error("A static query the islands' build did not answer: pass the graphql tag to useStaticQuery directly");
}
