import { env as startingEnv } from "cloudflare:workers";
import { AUTH_CALLBACK, AUTH_START } from "../src/lib/siteWorker";
import { handleLead, type Context, type LeadsEnv } from "./leads";
import { settingsProblem } from "./leads/settings";
import { sweep, SWEEP_CRON } from "./leads/sweep";
import { REBUILD_CRON, requestRebuild, type RebuildEnv } from "./rebuild";
import { finishSignIn, startSignIn, type AuthEnv } from "./signIn";
import type { Assets } from "./site";

// The site on the host: one Cloudflare Worker (wrangler.toml). Its static assets are public/, served by the host
// itself with public/_headers and public/_redirects applied, before this code runs; the host sends this Worker the
// paths wrangler.toml's run_worker_first names, and any path no file answers. Its routes are the table below: a
// path it names is answered by its handler, and any other is handed back to the assets, which answer with the
// file, or with 404.html and status 404. Its cron triggers run the leads' sweep every five minutes
// (leads/sweep.ts) and, each morning, ask the host for a new build, which publishes the articles dated that day
// (rebuild.ts).

/** The Worker's bindings, variables and secrets (wrangler.toml, .dev.vars.example). */
export interface Env extends LeadsEnv, AuthEnv, RebuildEnv {
  ASSETS: Assets;
}

// Settings the receiver cannot run with stop the Worker as it starts: `wrangler dev` does not start, and the host
// refuses the deploy, naming what to set, rather than a visitor's post failing later.
const problem = settingsProblem(startingEnv as LeadsEnv);
if (problem) throw new Error(problem);

type Handler = (request: Request, env: Env, context: Context) => Promise<Response>;

/** Each route's exact path and its handler. */
export const ROUTES: Readonly<Record<string, Handler>> = {
  // The lead receiver: build the site with LEADS_ENDPOINT=/api/leads (docs/deploying.md).
  "/api/leads": (request, env, context) => handleLead(request, env, context),
  // The editing screen's GitHub sign-in (signIn.ts): config.yml's base_url is the site, and its auth_endpoint the
  // first path.
  [AUTH_START]: startSignIn,
  [AUTH_CALLBACK]: finishSignIn,
};

export default {
  fetch(request: Request, env: Env, context: Context): Promise<Response> {
    const { pathname } = new URL(request.url);
    const route = Object.hasOwn(ROUTES, pathname) ? ROUTES[pathname] : undefined;
    return route ? route(request, env, context) : env.ASSETS.fetch(request);
  },
  async scheduled(controller: { cron: string; scheduledTime: number }, env: Env): Promise<void> {
    if (controller.cron === SWEEP_CRON) {
      const report = await sweep(env, controller.scheduledTime);
      if (report.tried + report.dead + report.erased > 0) console.log(`Leads' sweep: ${JSON.stringify(report)}`);
      return;
    }
    if (controller.cron !== REBUILD_CRON) throw new Error(`No task runs on the cron "${controller.cron}"`);
    const result = await requestRebuild(env);
    console.log(result.requested ? `Daily rebuild requested (${result.status})` : `Daily rebuild: ${result.reason}`);
  },
};
