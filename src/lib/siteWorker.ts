// What the site's build and its Worker (worker/) agree on, and nothing of the Worker's own code: the list of
// documents the build writes for the lead receiver, and the paths of the editing screen's sign-in, which the
// build writes into the screen's config.yml.

/**
 * Where the build lists the site's address (its SITE_URL) and its documents, which the receiver takes leads at and
 * the guide emails take their titles and links from.
 */
export const DOCUMENTS_PATH = "/downloads/documents.json";

/** What the build lists: the site's origin, and each PDF a guide form offers, by its path. */
export interface DocumentList {
  site: string;
  documents: Record<string, { title: string }>;
}

/** The sign-in's start, which the screen opens in a popup (config.yml's auth_endpoint), and GitHub's way back. */
export const AUTH_START = "/api/auth";
export const AUTH_CALLBACK = "/api/auth/callback";
