import { DOCUMENTS_PATH, type DocumentList } from "../src/lib/siteWorker";
import { listedOrigins } from "./origins";

// The site as the Worker's routes know it: its address and its documents, from the list the build writes
// (DOCUMENTS_PATH), and the origins a route answers at. Without the list, a route knows no address of its own, and
// takes nothing: it never falls back to the address a request names.

/** The site's own files (the Worker's assets binding). */
export interface Assets {
  fetch(request: Request | string): Promise<Response>;
}

/** What a route answers when the site's list is missing: the build that serves it is not whole. */
export const NO_SITE = "the site's own address is not known here: its build wrote no list at " + DOCUMENTS_PATH;

/** The site as its build describes it (its address and documents), or undefined when the build's list is missing. */
export async function siteOf(request: Request, env: { ASSETS?: Assets }): Promise<DocumentList | undefined> {
  if (!env.ASSETS) return undefined;
  try {
    const response = await env.ASSETS.fetch(new URL(DOCUMENTS_PATH, request.url).href);
    if (!response.ok) return undefined;
    const list = (await response.json()) as DocumentList;
    return { site: new URL(list.site).origin, documents: list.documents };
  } catch {
    return undefined;
  }
}

/** The origins a route answers at: the site's own and those a setting lists (worker/origins.ts). */
export const originsOf = (site: DocumentList, listed: string | undefined): string[] => [
  ...new Set([site.site, ...listedOrigins(listed)]),
];
