// What the site's build and its Worker (worker/) agree on, and nothing of the Worker's own code: the list of
// documents the build writes for the lead receiver, the paths of the editing screen's sign-in, which the build
// writes into the screen's config.yml, and the security headers every response carries: the build writes them into
// public/_headers for the files, and the Worker adds them to the answers it writes itself.

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

/** The headers every response of the site carries, whoever writes it: public/_headers, or the Worker. */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];
