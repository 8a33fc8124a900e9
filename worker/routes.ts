import { isVariantPath, OBJECTION_PATH } from "../src/lib/experiments";
import { AUTH_CALLBACK, AUTH_START } from "../src/lib/siteWorker";
import { answerChoice, experimentAnswer, notFound } from "./experiments";
import { withSecurityHeaders } from "./headers";
import { handleLead, type Context, type LeadsEnv } from "./leads";
import type { RebuildEnv } from "./rebuild";
import { finishSignIn, startSignIn, type AuthEnv } from "./signIn";
import type { Assets } from "./site";

// The Worker's routes: a path it names is answered by its handler, with the site's security headers on the answer
// (headers.ts), and any other is handed back to the assets, which answer with the file, or with 404.html and
// status 404, with public/_headers applied.

/** The Worker's bindings, variables and secrets (wrangler.toml, .dev.vars.example). */
export interface Env extends LeadsEnv, AuthEnv, RebuildEnv {
  ASSETS: Assets;
}

type Handler = (request: Request, env: Env, context: Context) => Promise<Response>;

interface Route {
  handle: Handler;
  /** Security headers this route's answers go without (headers.ts). */
  without?: readonly string[];
}

/** The sign-in's popup keeps its opener through GitHub's pages (gatsby/cms/csp.ts). */
const POPUP: readonly string[] = ["Cross-Origin-Opener-Policy"];

/** Each route's exact path and its handler. */
export const ROUTES: Readonly<Record<string, Route>> = {
  // The lead receiver: build the site with LEADS_ENDPOINT=/api/leads (docs/deploying.md).
  "/api/leads": { handle: (request, env, context) => handleLead(request, env, context) },
  // The editing screen's GitHub sign-in (signIn.ts): config.yml's base_url is the site, and its auth_endpoint the
  // first path.
  [AUTH_START]: { handle: startSignIn, without: POPUP },
  [AUTH_CALLBACK]: { handle: finishSignIn, without: POPUP },
  // The privacy notice's "leave the experiments" and "take part again" (experiments.ts).
  [OBJECTION_PATH]: { handle: (request, env) => answerChoice(request, env.ASSETS) },
};

/**
 * The answer to a request: its route's; a page with a running experiment, the visitor's variant of it; a variant's
 * own path, 404; anything else, the site's files'.
 */
export async function answer(request: Request, env: Env, context: Context): Promise<Response> {
  const { pathname } = new URL(request.url);
  const route = Object.hasOwn(ROUTES, pathname) ? ROUTES[pathname] : undefined;
  if (!route) {
    if (isVariantPath(pathname)) return notFound(request, env.ASSETS);
    return (await experimentAnswer(request, env.ASSETS)) ?? env.ASSETS.fetch(request);
  }
  return withSecurityHeaders(await route.handle(request, env, context), route.without);
}
