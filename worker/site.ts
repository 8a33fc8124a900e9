import { DOCUMENTS_PATH, type DocumentList } from "../src/lib/siteWorker";

// The site as the Worker's routes know it: its address and its documents, from the list the build writes
// (DOCUMENTS_PATH), and the origins a route answers at.

/** The site's own files (the Worker's assets binding). */
export interface Assets {
  fetch(request: Request | string): Promise<Response>;
}

/**
 * The site as its build describes it: its address and documents. Without the Worker's assets (a test of one route
 * alone), the site is the request's own origin and has no documents.
 */
export async function siteOf(request: Request, env: { ASSETS?: Assets }): Promise<DocumentList> {
  const fallback = { site: new URL(request.url).origin, documents: {} };
  if (!env.ASSETS) return fallback;
  try {
    const response = await env.ASSETS.fetch(new URL(DOCUMENTS_PATH, request.url).href);
    if (!response.ok) return fallback;
    const list = (await response.json()) as DocumentList;
    return { site: new URL(list.site).origin, documents: list.documents };
  } catch {
    return fallback;
  }
}

/** The origins a route answers at: the site's own and those a setting lists, comma-separated. */
export const originsOf = (site: DocumentList, listed: string | undefined): string[] => [
  ...new Set([site.site, ...(listed ?? "").split(",").map((origin) => origin.trim())].filter(Boolean)),
];
