import { z } from "zod";
import { named } from "./graphqlHints";
import { href } from "./shared";

// content/redirects.json: old addresses and where they now lead. The build writes them to public/_redirects, which
// the host answers itself (301 or 302) without serving a page (src/lib/redirects.ts), with each article's former
// addresses (its `formerAddresses`, src/lib/schema/blog.ts). The content check refuses a source that is a live
// page, a target that is not one, chains, loops and duplicates.

/** An address on this site as a visitor may still have it: a leading slash, no trailing slash, query or fragment. */
export const oldPath = z
  .string()
  .regex(
    /^\/(?!\/)[^\s?#]*[^\s?#/]$/,
    'should be an address on this site: start with /, with no trailing slash, query (?) or # part, such as "/services/old-name"',
  );

export const redirectsSchema = z.object({
  redirects: z.array(
    named(
      "Redirect",
      z.object({
        /** The old address. */
        from: oldPath,
        /** The page it now leads to (a path on this site, optionally with a query or #section). */
        to: href.refine(
          (value) => value.startsWith("/"),
          "should be a page of this site, starting with / (a redirect to another site is not kept here)",
        ),
        /** True: moved for good (301), and search engines move the old address's standing to the new one. False: for now (302). */
        permanent: z.boolean(),
      }),
    ),
  ),
});

export type Redirect = z.infer<typeof redirectsSchema>["redirects"][number];
