import { env as startingEnv } from "cloudflare:workers";
import type { LeadsEnv } from "./leads";
import { settingsProblem } from "./leads/settings";
import { sweep, SWEEP_CRON } from "./leads/sweep";
import { originsProblem, type OriginSettings } from "./origins";
import { REBUILD_CRON, requestRebuild } from "./rebuild";
import { answer, type Env } from "./routes";

export type { Env } from "./routes";

// The site on the host: one Cloudflare Worker (wrangler.toml). Its static assets are public/, served by the host
// itself with public/_headers and public/_redirects applied, before this code runs; the host sends this Worker the
// paths wrangler.toml's run_worker_first names, and any path no file answers, which its routes answer (routes.ts).
// Its cron triggers run the leads' sweep every five minutes (leads/sweep.ts) and, each morning, ask the host for a
// new build, which publishes the articles dated that day (rebuild.ts).

// Settings the Worker cannot run with stop it as it starts: `wrangler dev` does not start, and the host refuses the
// deploy, naming what to set, rather than a visitor's post failing later.
const problem = settingsProblem(startingEnv as LeadsEnv) ?? originsProblem(startingEnv as OriginSettings);
if (problem) throw new Error(problem);

export default {
  fetch: answer,
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
