/** The static queries the islands use, with the build's results: a module the islands' build writes. */
declare module "islands:static-queries" {
  const results: Record<string, unknown>;
  export default results;
}
