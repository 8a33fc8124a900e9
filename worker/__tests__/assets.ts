import { DOCUMENTS_PATH, type DocumentList } from "../../src/lib/siteWorker";
import type { Assets } from "../site";

// The Worker's assets binding in a unit test: the site's own files, of which the routes read one, the list of the
// site's address and documents the build writes (DOCUMENTS_PATH).

export const SITE = "https://www.kitelight.co.uk";

/** The assets of a site built at SITE with `documents`; any other file is not found. */
export function builtAssets(documents: DocumentList["documents"] = {}): Assets {
  return {
    fetch: async (request: Request | string) =>
      new URL(String(request instanceof Request ? request.url : request)).pathname === DOCUMENTS_PATH
        ? Response.json({ site: SITE, documents } satisfies DocumentList)
        : new Response("Not found", { status: 404 }),
  };
}
