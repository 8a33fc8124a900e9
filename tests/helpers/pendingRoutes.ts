import { routes } from "../../src/lib/routes";
import { tablePath } from "../../src/lib/urls";

// Pages of SPEC §2 that other branches are still building. Until they are merged, a link to one
// of them is reported as pending, not broken; a link to any other missing page is broken.
// The list empties itself as routes land in src/lib/routes.ts, so the link gates get stricter
// on their own. (The same paths as SPEC_ROUTES in tests/unit/routes.test.ts, which checks by
// hand which of them are still missing.)
const SPEC_PATHS = [
  "/", "/about", "/agency", "/services",
  "/services/paid-advertising", "/services/seo-content", "/services/conversion-websites", "/services/email-lifecycle",
  "/ppc-agency", "/services/ppc-agency", "/google-ads-agency", "/services/google-ads-agency",
  "/seo-agency", "/services/seo-agency", "/conversion-rate-optimization", "/services/conversion-rate-optimization",
  "/email-marketing-agency", "/services/email-marketing-agency",
  "/industries/legal-firms", "/industries/legal-firms/ppc", "/industries/legal-firms/seo",
  "/industries/dental-practices", "/industries/healthcare", "/law-firm-marketing",
  "/get-more-leads-online", "/in-house-vs-agency", "/results", "/case-studies", "/contact",
  "/blog", "/resources", "/playbooks", "/tools", "/glossary", "/careers", "/partner-program", "/landing/ppc-strategy",
];

const built = new Set(routes.flatMap((route) => [route.path, ...(route.aliases ?? [])]));

export const PENDING_PATHS: readonly string[] = SPEC_PATHS.filter((path) => !built.has(path));

/** True when a site path (any slashes, query or #fragment) is a SPEC page not built yet. */
export function isPendingPath(href: string): boolean {
  return PENDING_PATHS.includes(tablePath(href));
}
