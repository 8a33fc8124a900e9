import { SECURITY_HEADERS } from "../src/lib/siteWorker";

// The site's security headers on the answers the Worker writes itself (its routes: the lead receiver and the
// sign-in), as public/_headers gives them to the site's files: a route's own header of the same name stands.

/**
 * The response with every security header it does not set itself, but those in `without`: the sign-in's popup
 * goes without an opener policy, which would cut it off from the screen that opened it once it has been to GitHub
 * (gatsby/cms/csp.ts says why).
 */
export function withSecurityHeaders(response: Response, without: readonly string[] = []): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of SECURITY_HEADERS) {
    if (!without.includes(name) && !headers.has(name)) headers.set(name, value);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
