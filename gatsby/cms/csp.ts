import type { CmsBackend } from "./backend";

// The editing screen's Content-Security-Policy, as strict as Decap allows (measured in tests/browser/cms.spec.ts,
// which fails on any violation):
// - scripts only from this origin (its one bundle; no inline script), plus the backend's sign-in widget, and
//   'unsafe-eval': Decap validates its configuration with ajv, which compiles the config schema with new Function
//   (without it the screen stops at "Error compiling schema"). The public pages' policy never has it;
// - 'unsafe-inline' styles: Decap's components style themselves with emotion, which writes <style> elements;
// - images from this origin, data: and blob: (Decap shows a chosen or uploaded image as a blob: URL);
// - connections to this origin (the config, the content it checks against, the local backend at /api/v1 under
//   npm run cms, Git Gateway), to the backend's API, and to blob: (an uploaded image is read back from its blob:
//   URL when the entry is saved; without it the save fails with "Failed to fetch");
// - no plugins, no framing of the screen by anyone, forms only to this origin.

export const ADMIN_HEADERS_PATTERN = "/admin/*";

export function adminContentSecurityPolicy(backend: CmsBackend): string {
  const list = (sources: readonly string[]) => ["'self'", ...sources].join(" ");
  return [
    "default-src 'self'",
    `script-src ${list([...backend.scriptSources, "'unsafe-eval'"])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["data:", "blob:", ...backend.imageSources])}`,
    "font-src 'self' data:",
    `connect-src ${list(["blob:", ...backend.connectSources])}`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The _headers lines of /admin/*: its own policy in place of the pages', no search engine listing, and an opener
 * policy that lets the sign-in popup answer. The pages' `same-origin` would cut the popup off from the screen as
 * soon as it passes through github.com, so the token could never come back; `same-origin-allow-popups` keeps the
 * screen's own popups, and still isolates it from any window that opens it.
 */
export function adminHeaderLines(backend: CmsBackend): string[] {
  return [
    "! Content-Security-Policy",
    `Content-Security-Policy: ${adminContentSecurityPolicy(backend)}`,
    "! Cross-Origin-Opener-Policy",
    "Cross-Origin-Opener-Policy: same-origin-allow-popups",
    "X-Robots-Tag: noindex, nofollow",
  ];
}
