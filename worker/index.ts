import { handleLead, type Assets, type ReceiverEnv } from "../src/lib/leadReceiver";
import { AUTH_CALLBACK, AUTH_START, finishSignIn, startSignIn, type AuthEnv } from "../src/lib/cmsSignIn";
import { requestRebuild, type RebuildEnv } from "./rebuild";

// The site on the host: one Cloudflare Worker (wrangler.toml). Its static assets are public/, served by the host
// itself with public/_headers and public/_redirects applied, before this code runs; the host sends this Worker the
// paths wrangler.toml's run_worker_first names, and any path no file answers. Its routes are the table below: a
// path it names is answered by its handler, and any other is handed back to the assets, which answer with the
// file, or with 404.html and status 404. Each morning its cron trigger asks the host for a new build, which
// publishes the articles dated that day (rebuild.ts).

/** The Worker's bindings, variables and secrets (wrangler.toml, .dev.vars.example). */
export interface Env extends ReceiverEnv, AuthEnv, RebuildEnv {
  ASSETS: Assets;
}

type Handler = (request: Request, env: Env) => Promise<Response>;

/** Each route's exact path and its handler. */
export const ROUTES: Readonly<Record<string, Handler>> = {
  // The lead receiver: build the site with LEADS_ENDPOINT=/api/leads (docs/deploying.md).
  "/api/leads": (request, env) => handleLead(request, env),
  // The editing screen's GitHub sign-in (src/lib/cmsSignIn.ts): config.yml's base_url is the site, and its
  // auth_endpoint the first path.
  [AUTH_START]: startSignIn,
  [AUTH_CALLBACK]: finishSignIn,
};

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url);
    const route = Object.hasOwn(ROUTES, pathname) ? ROUTES[pathname] : undefined;
    return route ? route(request, env) : env.ASSETS.fetch(request);
  },
  async scheduled(_controller: unknown, env: Env): Promise<void> {
    const result = await requestRebuild(env);
    console.log(result.requested ? `Daily rebuild requested (${result.status})` : `Daily rebuild: ${result.reason}`);
  },
};
