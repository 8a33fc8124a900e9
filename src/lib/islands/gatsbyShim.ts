// "gatsby" in the islands' bundles (gatsby/islands/buildIslands.ts maps it here). Links are plain links. There is
// no useStaticQuery: the islands' build answers each static query in place with the build's result, refuses one it
// cannot answer, and esbuild stops at any use left over, since nothing here exports it.

export { graphql, Link, withPrefix } from "../plainLink";

export const navigate = (to: string): void => window.location.assign(to);
