// "gatsby" in the islands' bundles (gatsby/islands/buildIslands.ts maps it here). Links are plain links. There is
// no static query: the islands' build refuses island code that asks one, naming the file, and an island gets what
// it shows as props from its page.

export { graphql, Link, withPrefix } from "../plainLink";

export const navigate = (to: string): void => window.location.assign(to);
